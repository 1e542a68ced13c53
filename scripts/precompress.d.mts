/** Types of scripts/precompress.mjs for the TypeScript that imports it (the server's static-file tests). */
export function precompress(dir: string): { files: number; raw: number; brotli: number; gzip: number };
