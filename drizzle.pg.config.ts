import { defineConfig } from 'drizzle-kit';

/** Migrations for PostgreSQL (`DATABASE_URL`): `npm run db:generate:pg`. SQLite's are in drizzle.config.ts. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/persistence/schema-pg.ts',
  out: './migrations/pg',
});
