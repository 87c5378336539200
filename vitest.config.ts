import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{gateway,services,search,workers,web,tests}/**/*.test.{ts,tsx}'],
    exclude: [
      '**/node_modules/**',
      'tests/e2e/**',
      // The search contract against a real cluster runs only where one exists.
      ...(process.env.ELASTICSEARCH_URL ? [] : ['search/test/elasticsearch-real.test.ts']),
      // The two-minute soak measures a gateway's memory at a fixed request rate: it runs alone after
      // the rest (`npm test` does both; `npm run test:soak`), not beside 60 other files' load.
      ...(process.env.SOAK === '1' ? [] : ['tests/faults/soak.test.ts']),
    ],
    // One embedded Postgres cluster and one redis-server for the whole run; each test file gets its
    // own database cloned from a migrated template (see tests/support/services.ts).
    globalSetup: ['tests/support/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
