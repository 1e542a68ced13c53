// The widgets' built CSS becomes a module the elements adopt into their shadow roots.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const widgetsDir = dirname(require.resolve('@pte-kit/widgets/package.json'));
const css = readFileSync(join(widgetsDir, 'dist', 'index.css'), 'utf8');
mkdirSync(join(here, '..', 'src', 'generated'), { recursive: true });
writeFileSync(
  join(here, '..', 'src', 'generated', 'widgetStyles.ts'),
  `// Generated from @pte-kit/widgets/dist/index.css by scripts/embed-styles.mjs; do not edit.\nexport const widgetStyles: string = ${JSON.stringify(css)};\n`,
);
