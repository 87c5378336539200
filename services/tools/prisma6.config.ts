// Config for Prisma 6's CLI, used only to diff two schema files offline (see tools/prisma-diff.ts).
import { PrismaPg } from '@prisma/adapter-pg';
import { defineConfig } from 'prisma6/config';

export default defineConfig({
  engine: 'js',
  experimental: { adapter: true },
  adapter: async () => new PrismaPg({ connectionString: process.env.PRISMA_DIFF_URL }),
});
