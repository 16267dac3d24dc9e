/**
 * Issue 19, installable packages: "A CI check packs every package with `npm pack`, installs the
 * tarballs into a fresh Vite React app and the Next.js app outside the workspace (no workspace
 * links), builds both, and runs a connect in Chromium on each. It fails if any package is missing
 * its build or a dependency."
 *
 * Once for the file (beforeAll): the README's `npm run build`, one `npm pack` of every public
 * package of packages/*, and one project in a temporary folder outside the repository whose npm
 * workspaces are the Vite React app (e2e/install/vite-app, what a new user writes from the README),
 * the Next.js app (a copy of apps/next) and a generated app importing every entry of every package;
 * their `@portico/*` dependencies point at the tarballs, and one `npm install` installs them all.
 * The apps' builds (each app's own `npm run build`) then run side by side, and each app's test
 * waits for its own. The connects use the stack's devnet and API (e2e/globalSetup.ts) and the
 * test wallet's inject script. The tarballs' contents are checked last: a failed test restarts
 * Playwright's worker, and with it this preparation, for the tests after it.
 */
import { execFile } from 'node:child_process'
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { type Browser, expect, test } from '@playwright/test'
import { getFreePorts } from '@portico/devnet/testing'
import { getInjectScript, getServedTestWalletsConfig } from '@portico/wallet/node'
import { REPO_ROOT } from '../../scripts/workspaceManifests.js'
import { CHAIN_A_RPC, E2E_DEVNET_CONFIG, E2E_PORTS, SECURE_URL } from '../ports.js'
import { nextAppEnv } from '../specs/nextApp.js'
import { type BuildResult, buildApp } from './buildApp.js'
import { entrySpecifiers, everyEntryApp, importEveryEntry } from './everyEntryApp.js'
import { type AppSource, type InstalledApps, installApps } from './installApps.js'
import { type PackedPackage, packPublicPackages } from './packPublicPackages.js'
import { type AppServer, startAppServer } from './startAppServer.js'

const execFileAsync = promisify(execFile)

const VITE_APP = new URL('./vite-app/', import.meta.url).pathname
const NEXT_APP = join(REPO_ROOT, 'apps/next')
/** The README's build, packing, and one npm install of three apps (npm's cache warm or cold). */
const PREPARE_TIMEOUT_MS = 600_000
/** A test that waits for its app's build (which started in beforeAll) and then connects. */
const APP_TEST_TIMEOUT_MS = 300_000
const WALLET = 'xyz.portico.testwallet'
/** anvil account #0, which the first test wallet holds. */
const ADDRESS_1 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

let dir: string
let packed: PackedPackage[]
let project: InstalledApps
const builds: Record<string, Promise<BuildResult>> = {}
const servers: AppServer[] = []

test.beforeAll(async () => {
  test.setTimeout(PREPARE_TIMEOUT_MS)
  dir = mkdtempSync(join(tmpdir(), 'portico-installed-apps-'))
  const laps: string[] = []
  let lapStart = performance.now()
  const lap = (what: string) => {
    laps.push(`${what} ${((performance.now() - lapStart) / 1000).toFixed(1)} s`)
    lapStart = performance.now()
  }
  // What a release packs: the README's one build of every package, then npm pack.
  await execFileAsync('npm', ['run', 'build'], { cwd: REPO_ROOT, maxBuffer: 64 * 1024 * 1024 })
  lap('npm run build')
  mkdirSync(join(dir, 'tarballs'))
  packed = await packPublicPackages(join(dir, 'tarballs'))
  lap('npm pack')
  const viteManifest = JSON.parse(readFileSync(join(VITE_APP, 'package.json'), 'utf8')) as {
    devDependencies: { vite: string }
  }
  const apps: AppSource[] = [
    { name: 'vite-app', source: VITE_APP },
    everyEntryApp({ packed, viteVersion: viteManifest.devDependencies.vite }),
    { name: 'next-app', source: NEXT_APP },
  ]
  project = await installApps({ dir: join(dir, 'project'), packed, apps })
  lap('npm install')
  // Where the time goes, in the run's output (no timing is asserted).
  console.log(`installed packages: ${laps.join(', ')}`)
  // Side by side: tsc is single-threaded, the bundlers are not.
  builds['vite-app'] = buildApp({ dir: project.dir, app: 'vite-app', env: viteEnv() })
  builds['every-entry'] = buildApp({ dir: project.dir, app: 'every-entry' })
  builds['next-app'] = buildApp({ dir: project.dir, app: 'next-app', env: nextAppEnv() })
})

test.afterAll(async () => {
  for (const server of servers.splice(0)) await server.stop()
  // A build still running (its test failed first) must not write into a removed folder.
  await Promise.all(Object.values(builds))
  if (dir) rmSync(dir, { recursive: true, force: true })
})

/** The Vite app's settings: the e2e stack's chain, API, relay and embedded-wallet site. */
function viteEnv(): Record<string, string> {
  return {
    VITE_CHAIN_RPC_URL: CHAIN_A_RPC,
    VITE_PORTICO_API_URL: `http://127.0.0.1:${E2E_PORTS.api}`,
    VITE_RELAY_URL: `ws://127.0.0.1:${E2E_PORTS.relay}`,
    VITE_SECURE_URL: SECURE_URL,
  }
}

/** The e2e stack's test wallets (its devnet's chains and keys), injected before any page script. */
function injectScript(): string {
  const { config } = getServedTestWalletsConfig({
    devnetJsonPath: E2E_DEVNET_CONFIG,
    chainAPort: E2E_PORTS.chainA,
    chainBPort: E2E_PORTS.chainB,
  })
  return getInjectScript({ config })
}

/** Waits for `app`'s build, failing with its output when it failed. */
async function built(app: string): Promise<void> {
  const build = builds[app]
  if (!build) throw new Error(`no build of ${app} was started`)
  const { ok, output, seconds } = await build
  test.info().annotations.push({ type: 'build', description: `${app}: ${seconds.toFixed(1)} s` })
  expect(ok, `npm run build of ${app} failed:\n${output}`).toBe(true)
}

/**
 * Portico's connect on `url` in a fresh context: the button, the test wallet in the modal, then
 * the account button and the page's own reading of the address (its element `addressTestId`);
 * no page error on the way.
 */
async function connectOn(browser: Browser, url: string, addressTestId: string) {
  const context = await browser.newContext()
  try {
    await context.addInitScript({ content: injectScript() })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.goto(url)
    await page.getByTestId('connect-button').click()
    await page.getByTestId(`wallet-option-${WALLET}`).click()
    await expect(page.getByTestId('account-button')).toBeVisible()
    await expect(page.getByTestId(addressTestId)).toHaveText(ADDRESS_1)
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
}

test('every entry of every package builds for the browser with Vite (its lazy imports included) and imports in Node', async () => {
  test.setTimeout(APP_TEST_TIMEOUT_MS)
  await built('every-entry')
  const specifiers = entrySpecifiers(packed)
  expect(specifiers).toContain('@portico/core')
  expect(await importEveryEntry(project.apps['every-entry'] ?? '', specifiers)).toEqual([])
})

test('the Vite React app builds (tsc, vite build) on the installed packages and connects the test wallet in Chromium', async ({
  browser,
}) => {
  test.setTimeout(APP_TEST_TIMEOUT_MS)
  await built('vite-app')
  const [port] = (await getFreePorts(1)) as [number]
  const server = await startAppServer({
    cwd: project.apps['vite-app'] ?? '',
    script: 'preview',
    args: ['--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    url: `http://127.0.0.1:${port}/`,
  })
  servers.push(server)
  await connectOn(browser, server.url, 'installed-address')
})

test('the Next.js app builds (next build) on the installed packages and connects the test wallet in Chromium', async ({
  browser,
}) => {
  test.setTimeout(APP_TEST_TIMEOUT_MS)
  await built('next-app')
  const [port] = (await getFreePorts(1)) as [number]
  const server = await startAppServer({
    cwd: project.apps['next-app'] ?? '',
    script: 'start',
    args: [],
    url: `http://127.0.0.1:${port}/`,
    env: { ...nextAppEnv(), PORTICO_NEXT_PORT: String(port) },
  })
  servers.push(server)
  await connectOn(browser, server.url, 'next-address')
})

test('every public package of packages/* is packed with each file its exports map names, its README and its LICENSE', () => {
  const missing: string[] = []
  for (const { name, files, exports } of packed) {
    const targets = Object.values(exports).flatMap((target) =>
      typeof target === 'string'
        ? [target]
        : Object.entries(target)
            .filter(([condition]) => condition !== 'source')
            .map(([, path]) => path),
    )
    for (const path of [
      ...targets.map((target) => target.replace(/^\.\//, '')),
      'README.md',
      'LICENSE',
    ])
      if (!files.includes(path)) missing.push(`${name}: ${path}`)
  }
  expect(missing, 'files missing from the tarballs (is the package in `npm run build`?)').toEqual(
    [],
  )
})

test('the tarballs install as plain folders: the project holds exactly the packed @portico packages, none a link, none from the registry', () => {
  const scope = join(project.dir, 'node_modules', '@portico')
  expect(
    readdirSync(scope)
      .map((name) => `@portico/${name}`)
      .sort(),
  ).toEqual(packed.map((p) => p.name).sort())
  for (const name of readdirSync(scope))
    expect(lstatSync(join(scope, name)).isSymbolicLink(), `@portico/${name} is a link`).toBe(false)
  const lock = JSON.parse(readFileSync(join(project.dir, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { resolved?: string }>
  }
  const fromElsewhere = Object.entries(lock.packages)
    .filter(([path]) => /(^|\/)node_modules\/@portico\//.test(path))
    .filter(([, entry]) => !entry.resolved?.startsWith('file:'))
    .map(([path, entry]) => `${path} ← ${entry.resolved}`)
  expect(fromElsewhere).toEqual([])
})
