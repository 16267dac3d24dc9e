/**
 * How every browser test and benchmark launches Chromium: Debian's binary (never a downloaded
 * one), headless, with the background services that would try to reach the internet turned off.
 */
export const CHROMIUM_PATH = process.env.PORTICO_CHROMIUM ?? '/usr/bin/chromium'

/**
 * Playwright's own `--disable-features` list (playwright-core 1.65, chromiumSwitches.ts) without
 * `ThirdPartyStoragePartitioning`. Playwright turns storage partitioning off, which no shipping
 * browser does; Chromium then denies a cross-site frame every storage (localStorage, IndexedDB:
 * "Access is denied for this document") instead of giving it storage partitioned by the top site.
 * The embedded wallet's frame is cross-site wherever its origin is a host name (the passkey tests:
 * `http://localhost:<port>` inside a `127.0.0.1` page), so the browser must behave as users' do.
 * Chromium keeps the last `--disable-features` it is given, so this one replaces Playwright's.
 */
const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
]

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
]

/**
 * CHROMIUM_ARGS with third-party storage partitioning on, as in users' browsers: for tests whose
 * frame is cross-site (the passkey tests, the e2e stack, whose secure site is localhost). The
 * same-site browser tests do not need it; the storage-denied case is tested on CHROMIUM_ARGS.
 */
export const CHROMIUM_ARGS_PARTITIONED = [
  ...CHROMIUM_ARGS,
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
]
