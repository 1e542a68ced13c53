import { fileURLToPath } from 'node:url';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Tests, Storybook and the host run against the packages' sources, not their builds. */
export const sourceAliases = {
  '@pte-kit/core': here('./packages/core/src/index.ts'),
  '@pte-kit/content/generator': here('./packages/content/src/generator/index.ts'),
  '@pte-kit/content': here('./packages/content/src/index.ts'),
  '@pte-kit/widgets': here('./packages/widgets/src/index.ts'),
  '@pte-kit/elements/register': here('./packages/elements/src/register.ts'),
  '@pte-kit/elements': here('./packages/elements/src/index.ts'),
};
