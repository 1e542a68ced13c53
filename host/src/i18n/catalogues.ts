import type { CatalogueLoader } from '@pte-kit/core';

/** The host's own Persian areas beside the widgets' (one dynamic import each). */
export const hostCatalogues: Readonly<Record<string, CatalogueLoader>> = {
  shell: () => import('./fa/shell'),
  home: () => import('./fa/home'),
  pages: () => import('./fa/pages'),
  payments: () => import('./fa/payments'),
  embed: () => import('./fa/embed'),
  books: () => import('./fa/books'),
  mockTestPages: () => import('./fa/mockTestPages'),
};
