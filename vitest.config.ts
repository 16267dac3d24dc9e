import { defineConfig } from 'vitest/config'

/** Unit and integration tests of every workspace; e2e specs run under Playwright instead. */
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    // One PostgreSQL cluster for the run: the API's tests run on SQLite and on PostgreSQL.
    globalSetup: ['services/api/src/testing/globalSetup.ts'],
    include: [
      'packages/*/src/**/*.test.{ts,tsx}',
      'apps/*/src/**/*.test.{ts,tsx}',
      'devnet/src/**/*.test.ts',
      'bench/src/**/*.test.ts',
      'scripts/**/*.test.ts',
      'services/*/src/**/*.test.ts',
    ],
    coverage: {
      provider: 'v8',
      // The bar: packages/core at 90 % of lines or more, reported by `npm test`.
      include: ['packages/core/src/**/*.ts'],
      exclude: ['**/*.test.ts', 'packages/core/src/testing.ts', 'packages/core/src/index.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'test-results/coverage',
      thresholds: { lines: 90 },
      // Report even when a test failed, so the coverage check says a number.
      reportOnFailure: true,
    },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
