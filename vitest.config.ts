import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{gateway,services,search,workers,web,tests}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', 'tests/e2e/**'],
    // One embedded Postgres cluster and one redis-server for the whole run; each test file gets its
    // own database cloned from a migrated template (see tests/support/services.ts).
    globalSetup: ['tests/support/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
