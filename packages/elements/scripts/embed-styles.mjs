// The stylesheets the elements adopt into their shadow roots, as modules: the widgets' built CSS without the theme's
// own rule, that rule's declarations apart (the defaults the elements put on the document, in a low cascade layer)
// and Quill's Snow theme, which the note editor's toolbar needs wherever the editor renders.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
// esbuild, as tsup (this package's build) resolves it: it minifies each block of CSS the elements ship as a string.
// Unminified, those strings kept the indentation and a comment per file: 0.6 KB gzip on a practice question's page.
const { transformSync } = createRequire(require.resolve('tsup'))('esbuild');
const minify = (text) => transformSync(text, { loader: 'css', minify: true }).code;
const widgetsDir = dirname(require.resolve('@pte-kit/widgets/package.json'));
const css = readFileSync(join(widgetsDir, 'dist', 'index.css'), 'utf8');
// theme/vars.css.ts: createGlobalTheme(':root, :host', …) is the one rule that defines the theme's variables. In a
// shadow root its `:host` would reset them on the element, over the page's own values, so it is cut out here.
const themeRule = /:root,\s*:host\s*\{([^}]*)\}/;
const theme = themeRule.exec(css);
if (!theme || !theme[1].includes('--pte-brand')) throw new Error('The theme rule (:root, :host { --pte-… }) is missing from @pte-kit/widgets/dist/index.css.');
const themeNames = [...theme[1].matchAll(/(--pte-[\w-]+)\s*:/g)].map((match) => match[1]);
// Quill is the widgets' dependency: resolved from there, as the widgets import it.
const quillCss = readFileSync(createRequire(join(widgetsDir, 'package.json')).resolve('quill/dist/quill.snow.css'), 'utf8');

const out = join(here, '..', 'src', 'generated');
mkdirSync(out, { recursive: true });
const header = (from) => `// Generated from ${from} by scripts/embed-styles.mjs; do not edit.\n`;
writeFileSync(
  join(out, 'widgetStyles.ts'),
  header('@pte-kit/widgets/dist/index.css')
    + `export const widgetStyles: string = ${JSON.stringify(minify(css.replace(themeRule, '')))};\n`,
);
// The same stylesheet in parts: one per widget folder, and `base` for the shared primitives (src/private, the media
// elements' and the theme's modules). Each part keeps its blocks' places in the stylesheet, so an element that adopts
// a few parts at first (reactView's `parts`: what its first render shows) gets them in the stylesheet's order, and
// the cascade is the same as with the whole sheet, which it adopts once it has rendered.
const partsDir = join(out, 'styles');
rmSync(partsDir, { recursive: true, force: true });
mkdirSync(partsDir, { recursive: true });
const parts = new Map();
css.replace(themeRule, '').split(/(?=\/\* src\/)/).forEach((block, index) => {
  const folder = /^\/\* src\/([^/ ]+)\//.exec(block)?.[1];
  const key = !folder || ['private', 'theme', 'media'].includes(folder) ? 'base' : folder;
  parts.set(key, [...(parts.get(key) ?? []), [index, minify(block)]]);
});
for (const [key, blocks] of parts) {
  writeFileSync(
    join(partsDir, `${key}.ts`),
    header('@pte-kit/widgets/dist/index.css') + "import type { StylePart } from '../../reactView';\n"
      + `const part: StylePart = ${JSON.stringify(blocks)};\nexport default part;\n`,
  );
}
writeFileSync(
  join(out, 'theme.ts'),
  header("the theme rule of @pte-kit/widgets/dist/index.css (widgets/src/theme/vars.css.ts)")
    + `/** The declarations of the theme's --pte-* variables with their default values. */\n`
    + `export const themeDeclarations: string = ${JSON.stringify(theme[1].trim())};\n`
    + `/** The names of the theme's --pte-* variables, in the theme's order. */\n`
    + `export const themeVariables: readonly string[] = ${JSON.stringify(themeNames)};\n`,
);
writeFileSync(
  join(out, 'quillStyles.ts'),
  header('quill/dist/quill.snow.css') + `export const quillStyles: string = ${JSON.stringify(minify(quillCss))};\n`,
);
