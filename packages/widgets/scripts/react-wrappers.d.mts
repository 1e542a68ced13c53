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

/** Where the generated wrappers go: src/media. */
export declare const MEDIA_DIR: string;
/** The custom-elements manifest of the media elements (`src/media/*.element.ts`). */
export declare function analyzeMediaElements(): MediaManifest;
/** The generated files for a manifest, by name in src/media: a module per wrapper and react.generated.ts re-exporting them. */
export declare function renderReactWrappers(manifest: MediaManifest): Record<string, string>;
/** Writes the generated files into src/media. */
export declare function writeReactWrappers(files?: Record<string, string>): void;
