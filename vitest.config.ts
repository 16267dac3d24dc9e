import { defineConfig } from 'vitest/config'

/** Unit and integration tests of every workspace; e2e specs run under Playwright instead. */
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: [
      'packages/*/src/**/*.test.{ts,tsx}',
      'apps/*/src/**/*.test.{ts,tsx}',
      'devnet/src/**/*.test.ts',
      'bench/src/**/*.test.ts',
      'scripts/**/*.test.ts',
      'services/*/src/**/*.test.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
