import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from server/db/schema.ts into drizzle/. The app applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './drizzle',
});
