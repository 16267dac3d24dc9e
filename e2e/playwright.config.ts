import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js'
import { DEMO_URL } from './ports.js'

export default defineConfig({
  testDir: './specs',
  globalSetup: './globalSetup.ts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  outputDir: '../test-results/e2e',
  // Committed screenshot baselines (gallery.spec.ts): e2e/screenshots/<spec file>/<name>.png.
  snapshotPathTemplate: '{testDir}/../screenshots/{testFileName}/{arg}{ext}',
  use: {
    baseURL: DEMO_URL,
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
})
