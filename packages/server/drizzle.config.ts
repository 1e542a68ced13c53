import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/db/paymentsSchema.ts', './src/db/booksSchema.ts', './src/db/mockTestsSchema.ts'],
  out: './drizzle',
});
