import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium.js'

const sourceConditions = {
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
}

/**
 * Unit and integration tests of every workspace, in two projects: `node` (everything but React
 * components) and `browser` (React components, `packages/react/src/**\/*.test.tsx`, rendered in
 * Debian's Chromium through Playwright). e2e specs run under Playwright instead.
 */
export default defineConfig({
  ...sourceConditions,
  test: {
    // One PostgreSQL cluster for the run: the API's tests run on SQLite and on PostgreSQL.
    globalSetup: ['services/api/src/testing/globalSetup.ts'],
    coverage: {
      provider: 'v8',
      // The issue's bar: packages/core at 90 % of lines or more, reported by `npm test`.
      include: ['packages/core/src/**/*.ts'],
      exclude: ['**/*.test.ts', 'packages/core/src/testing/**', 'packages/core/src/index.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'test-results/coverage',
      thresholds: { lines: 90 },
      // Report even when a test failed, so the coverage check says a number.
      reportOnFailure: true,
    },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/*/src/**/*.test.{ts,tsx}',
            'devnet/src/**/*.test.ts',
            'bench/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'services/*/src/**/*.test.ts',
            'services/secure/frame/src/**/*.test.ts',
          ],
          exclude: [
            'packages/react/src/**/*.test.tsx',
            'packages/embedded/src/**/*.browser.test.ts',
            '**/node_modules/**',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: [
            'packages/react/src/**/*.test.tsx',
            // The embedded-wallet bridge against a real frame on a second loopback origin.
            'packages/embedded/src/**/*.browser.test.ts',
          ],
          globalSetup: ['packages/embedded/src/bridge/testing/globalSetup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
})
