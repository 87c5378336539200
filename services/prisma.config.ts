// Prisma CLI configuration. Only `prisma generate` (and `validate`/`format`) run here; migrations are
// applied by our own runner (src/db/migrate.ts) in the folder layout `prisma migrate deploy` reads, so
// production can still use the standard tool.
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost/phd' },
});
