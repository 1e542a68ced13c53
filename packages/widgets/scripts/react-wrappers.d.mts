/** The parts of a custom-elements manifest the wrappers are built from. */
export interface MediaManifest {
  modules: {
    path: string;
    declarations?: {
      name: string;
      tagName?: string;
      customElement?: boolean;
      summary?: string;
      events?: { name: string; description?: string; reactName?: string }[];
    }[];
  }[];
}

/** Where the generated wrappers go: src/media/react.generated.ts. */
export declare const OUTPUT: string;
/** The custom-elements manifest of the media elements (`src/media/*.element.ts`). */
export declare function analyzeMediaElements(): MediaManifest;
/** The source of react.generated.ts for a manifest. */
export declare function renderReactWrappers(manifest: MediaManifest): string;
