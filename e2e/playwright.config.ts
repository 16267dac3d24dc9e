import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS_PARTITIONED, CHROMIUM_PATH } from './chromium.js'
import { DEMO_URL, GALLERY_URL } from './ports.js'

export default defineConfig({
  testDir: './specs',
  globalSetup: './globalSetup.ts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // The view gallery (project `views`: screenshots and axe on fixture data, served from its
  // production build, e2e/globalSetup.ts) runs its tiles on both cores; every other spec (project
  // `stack`) drives the one shared stack (chains, wallets, API) and runs one test at a time.
  // `npm test` runs the two projects one after the other (scripts/test.ts), so stack tests never
  // share the machine with tiles, and a run of `--project views` alone starts no stack.
  workers: 2,
  projects: [
    {
      name: 'views',
      testMatch: /\/gallery\.spec\.ts$/,
      fullyParallel: true,
      use: { baseURL: GALLERY_URL },
    },
    {
      name: 'stack',
      testIgnore: /\/gallery\.spec\.ts$/,
      fullyParallel: false,
      workers: 1,
      // No animated heights or entrances (the modal honours prefers-reduced-motion): on a loaded
      // machine a click checked against a box that was still moving can land on the overlay,
      // which closes the modal — the likely cause of a Buy that found no modal (onramp.spec.ts).
      use: { reducedMotion: 'reduce' },
    },
    // Issue 19's check of the packages as a dApp installs them (e2e/install): npm pack, one
    // install outside the repository, the apps' builds, a connect on each against the stack.
    // `npm test` runs it after `stack` in the same run and stack (scripts/test.ts, --workers=1).
    {
      name: 'install',
      testDir: './install',
      fullyParallel: false,
      workers: 1,
    },
  ],
  retries: 0,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PORTICO_E2E_JSON ?? '../test-results/e2e.json' }],
  ],
  outputDir: '../test-results/e2e',
  // Committed screenshot baselines (gallery.spec.ts): e2e/screenshots/<spec file>/<name>.png.
  snapshotPathTemplate: '{testDir}/../screenshots/{testFileName}/{arg}{ext}',
  use: {
    baseURL: DEMO_URL,
    headless: true,
    // The demo (127.0.0.1) embeds the secure site (localhost) cross-site: its storage partitioned.
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS_PARTITIONED },
    trace: 'retain-on-failure',
  },
})
