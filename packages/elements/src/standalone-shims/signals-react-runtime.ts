// `@preact/signals-react/runtime` in the standalone bundle, where `react` is `preact/compat` (standalone.preact.ts).
// Importing `@preact/signals` installs its render hooks on Preact's `options`: every component that reads a signal's
// `.value` while rendering is subscribed to it and re-renders when it changes, which is what `useSignals()` does for
// React (where it has to hook into React's internals). So the widgets' calls have nothing left to do.
import '@preact/signals';

/** A no-op: Preact's signals integration tracks every component's render on its own. */
export function useSignals(): void {}
