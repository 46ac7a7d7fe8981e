import { defineConfig } from 'drizzle-kit';

// Paths are relative to the repository root: `npm run db:generate` runs
// `drizzle-kit generate --config server/drizzle.config.ts` from there.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema/index.ts',
  out: './server/drizzle',
  strict: true,
  verbose: true,
});
