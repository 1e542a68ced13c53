import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Alias, Plugin } from 'vite';

/**
 * The standalone bundle's view layer is Preact, not React (issue 14: a page with one question within React's runtime
 * + 35 KB gzip; React's runtime alone is ~66 KB gzip, the view-layer chunk of Preact with compat and signals ~11 KB). The widgets and the
 * elements' React parts are written against React and stay so: `react`, `react-dom`, `react-dom/client` and
 * `react/jsx-runtime` resolve to `preact/compat` for this build only, and `@preact/signals-react/runtime` to a shim
 * over `@preact/signals` (src/standalone-shims). The npm packages (tsup) keep React as their peer. The host app's
 * build (host/vite.config.ts) imports the same plugin, so the app and the standalone bundle share one view layer.
 */
const require = createRequire(import.meta.url);
const preact = dirname(require.resolve('preact/package.json'));
const here = dirname(fileURLToPath(import.meta.url));

/** Exact specifiers only: `react-dom/server` or anything else from React is not in the bundle and must fail loudly. */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: join(preact, 'compat/dist/compat.mjs') },
  { find: /^react-dom$/, replacement: join(preact, 'compat/dist/compat.mjs') },
  { find: /^react-dom\/client$/, replacement: join(preact, 'compat/client.mjs') },
  { find: /^react\/jsx-runtime$/, replacement: join(preact, 'compat/jsx-runtime.mjs') },
  { find: /^react\/jsx-dev-runtime$/, replacement: join(preact, 'compat/jsx-dev-runtime.mjs') },
  { find: /^@preact\/signals-react\/runtime$/, replacement: join(here, 'src/standalone-shims/signals-react-runtime.ts') },
];

/**
 * The view layer's modules: one chunk that every element's view part shares (Preact, its hooks and compat, signals).
 * Its group must rank below the entry's (`elements`): Rolldown draws a captured module's dependencies into its group,
 * and `@preact/signals` would take `@preact/signals-core`, which the entry's Lit half needs, into this chunk, making
 * the entry fetch the view layer (+11 KB gzip) before any element renders.
 */
export function isViewLayer(id: string): boolean {
  return /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:preact|@preact[\\/]signals)[\\/]|[\\/]src[\\/]standalone-shims[\\/]/.test(id);
}

/** Adds the aliases; the build fails if React's own modules still reach the bundle (a specifier not aliased above). */
export function preactStandalone(): Plugin {
  return {
    name: 'pte-standalone-preact',
    apply: 'build',
    config: () => ({ resolve: { alias: preactAliases } }),
    buildEnd() {
      const react = /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|scheduler|@preact[\\/]signals-react)[\\/]/;
      const leaked = [...this.getModuleIds()].filter((id) => react.test(id));
      if (leaked.length) this.error(`Preact build: React modules not aliased to Preact (standalone.preact.ts): ${leaked.join(', ')}`);
    },
  };
}
