import './cluster/clusterPortOffset.js'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS_PARTITIONED, CHROMIUM_PATH } from './chromium.js'
import { DEMO_URL } from './ports.js'

/**
 * Issue 20's cluster test (`npm test` runs it after the stack's specs; alone:
 * `npx playwright test -c e2e/cluster.playwright.config.ts`): nginx in front of two nodes each of
 * the API, the relay and the secure site on one PostgreSQL and one Redis, the demo and the sample
 * wallet pointed at the balancer (e2e/cluster/globalSetup.ts), and the three flows of the issue,
 * each killing a node of the kind it uses with SIGKILL. One test at a time: they share the
 * cluster, and each kills a node.
 */
export default defineConfig({
  testDir: './cluster',
  testMatch: /\.cluster\.spec\.ts$/,
  globalSetup: './cluster/globalSetup.ts',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PORTICO_E2E_JSON ?? '../test-results/e2e-cluster.json' }],
  ],
  outputDir: '../test-results/e2e-cluster',
  use: {
    baseURL: DEMO_URL,
    headless: true,
    // The demo (127.0.0.1) embeds the secure site (localhost) cross-site: its storage partitioned.
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS_PARTITIONED },
    trace: 'retain-on-failure',
  },
})
