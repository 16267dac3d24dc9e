import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium.js'
import { testApiCommands } from './services/api/src/testing/browserCommands.js'

const sourceConditions = {
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
}

/**
 * The libraries' and apps' Node tests: plain units over in-memory fakes (and a few over an anvil or
 * a relay each test starts on port 0), no process-wide state left behind. They run in the `unit`
 * project without a fresh module graph per file, which makes them about four times faster; every
 * other Node test (services, devnet) keeps its own module graph in `node`.
 */
const UNIT_INCLUDE = [
  'packages/*/src/**/*.test.{ts,tsx}',
  'apps/*/src/**/*.test.{ts,tsx}',
  'bench/src/**/*.test.ts',
  'scripts/**/*.test.ts',
]
/** React components and the embedded bridge's frame tests run in Chromium (project `browser`). */
const BROWSER_INCLUDE = [
  'packages/react/src/**/*.test.tsx',
  // @portico/ethers' hooks, rendered in a PorticoProvider.
  'packages/ethers/src/**/*.test.tsx',
  // The embedded-wallet bridge against a real frame on a second loopback origin.
  'packages/embedded/src/**/*.browser.test.ts',
  // Core's code that needs a real browser API (createCookieStorage on document.cookie).
  'packages/core/src/**/*.browser.test.ts',
]

/**
 * Unit and integration tests of every workspace, in three projects run side by side: `unit`
 * (libraries and apps in Node), `node` (services and devnet, each file isolated) and `browser`
 * (React components, rendered in Debian's Chromium through Playwright). e2e specs run under
 * Playwright instead.
 */
export default defineConfig({
  ...sourceConditions,
  test: {
    // One PostgreSQL cluster for the run: the API's tests run on SQLite and on PostgreSQL.
    globalSetup: ['services/api/src/testing/globalSetup.ts'],
    coverage: {
      provider: 'v8',
      // The bar: packages/core at 90 % of lines or more, reported by `npm test`.
      include: ['packages/core/src/**/*.ts'],
      exclude: [
        '**/*.test.ts',
        'packages/core/src/testing.ts',
        'packages/core/src/testing/**',
        'packages/core/src/index.ts',
      ],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'test-results/coverage',
      thresholds: { lines: 90 },
      // Report even when a test failed, so the coverage check says a number.
      reportOnFailure: true,
    },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two files at a time in each project (Vitest's default is one on a 2-core machine): many
    // service tests wait on sockets, child processes and real time (the relay's idle test waits
    // 65 s) rather than use the CPU, and the projects share one group, so run side by side.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: UNIT_INCLUDE,
          exclude: [...BROWSER_INCLUDE, '**/node_modules/**'],
          isolate: false,
        },
      },
      {
        // @portico/wagmi's tests again on @wagmi/core 2.x (issue 19: "wagmi 2.x and 3.x both, tested
        // in CI as a matrix"): its sources' `@wagmi/core` resolves to wagmi-core-v2 here.
        extends: true,
        resolve: { alias: [{ find: /^@wagmi\/core$/, replacement: 'wagmi-core-v2' }] },
        test: {
          name: 'wagmi2',
          include: ['packages/wagmi/src/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          include: [
            'devnet/src/**/*.test.ts',
            'services/*/src/**/*.test.ts',
            'services/secure/frame/src/**/*.test.ts',
          ],
          // @portico/server's package test runs as a step of its own (services/server/vitest.install.config.ts).
          exclude: ['**/node_modules/**', '**/*.install.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: BROWSER_INCLUDE,
          globalSetup: ['packages/embedded/src/bridge/testing/globalSetup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
            }),
            instances: [{ browser: 'chromium' }],
            // The real API for React tests that ask for it (commands.startTestApi()).
            commands: testApiCommands,
          },
        },
      },
    ],
  },
})
