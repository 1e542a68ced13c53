// The widgets' built CSS becomes a module the elements adopt into their shadow roots, with the theme's own rule
// (its --pte-* defaults) apart for pages that render the media elements without the widgets.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const widgetsDir = dirname(require.resolve('@pte-kit/widgets/package.json'));
const css = readFileSync(join(widgetsDir, 'dist', 'index.css'), 'utf8');
// theme/vars.css.ts: createGlobalTheme(':root, :host', …) is the one rule that defines the theme's variables.
const theme = /:root,\s*:host\s*\{([^}]*)\}/.exec(css);
if (!theme || !theme[1].includes('--pte-brand')) throw new Error('The theme rule (:root, :host { --pte-… }) is missing from @pte-kit/widgets/dist/index.css.');
mkdirSync(join(here, '..', 'src', 'generated'), { recursive: true });
writeFileSync(
  join(here, '..', 'src', 'generated', 'widgetStyles.ts'),
  `// Generated from @pte-kit/widgets/dist/index.css by scripts/embed-styles.mjs; do not edit.\n`
    + `export const widgetStyles: string = ${JSON.stringify(css)};\n`
    + `/** The declarations of the theme's --pte-* variables with their default values. */\n`
    + `export const themeDeclarations: string = ${JSON.stringify(theme[1].trim())};\n`,
);
