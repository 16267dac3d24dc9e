import { execFile } from 'node:child_process'
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { promisify } from 'node:util'
import type { PackedPackage } from './packPublicPackages.js'

const execFileAsync = promisify(execFile)

/**
 * An app to install in the project's folder `name`: a copy of its folder in the repository
 * (`source`), or generated `files` (path → text).
 */
export type AppSource = { name: string } & (
  | { source: string; files?: undefined }
  | { files: Record<string, string>; source?: undefined }
)

/** What `installApps` made. */
export type InstalledApps = {
  /** The project's folder: its package.json, node_modules and one folder per app. */
  dir: string
  /** Each app's folder in the project, by name. */
  apps: Record<string, string>
}

type Manifest = {
  name?: string
  private?: boolean
  workspaces?: string[]
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
}

/** Left out of the copies: what an app's own install and builds made in the repository. */
const NOT_COPIED =
  /(^|[\\/])(node_modules|dist|\.next[^\\/]*|\.turbo|tsconfig\.tsbuildinfo)([\\/]|$)/

/**
 * One project in `dir` (outside the repository) holding `apps` as its npm workspaces (each
 * named after its folder), installed by one `npm install`: each app's `@portico/*` dependencies
 * are rewritten to the tarballs in `packed` (a package that was not packed fails here, naming
 * it), everything else comes from the npm registry or npm's cache. Nothing links back to the
 * repository: a package that lacks its build or a dependency fails as it would for a dApp.
 */
export async function installApps({
  dir,
  packed,
  apps,
}: {
  dir: string
  packed: readonly PackedPackage[]
  apps: readonly AppSource[]
}): Promise<InstalledApps> {
  const tarballs = new Map(packed.map((p) => [p.name, `file:${p.tarball}`]))
  mkdirSync(dir, { recursive: true })
  const installed: Record<string, string> = {}
  for (const { name, source, files } of apps) {
    const target = join(dir, name)
    if (source !== undefined)
      cpSync(source, target, {
        recursive: true,
        filter: (path) => !NOT_COPIED.test(relative(source, path)),
      })
    else
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(target, path)), { recursive: true })
        writeFileSync(join(target, path), text)
      }
    const manifestPath = join(target, 'package.json')
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest
    // The project's own workspace, named after its folder: a copy of apps/next named
    // @portico/next-example would be linked into node_modules/@portico among the tarballs.
    manifest.name = name
    for (const field of ['dependencies', 'devDependencies'] as const)
      for (const dependency of Object.keys(manifest[field] ?? {}))
        if (dependency.startsWith('@portico/')) {
          const tarball = tarballs.get(dependency)
          if (!tarball)
            throw new Error(
              `the ${name} app depends on ${dependency}, which is no public package of packages/*: a dApp could not install it`,
            )
          ;(manifest[field] as Record<string, string>)[dependency] = tarball
        }
    writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`)
    installed[name] = target
  }
  const root: Manifest = {
    name: 'portico-installed-apps',
    private: true,
    workspaces: apps.map((app) => app.name),
  }
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(root, null, 2)}\n`)
  await execFileAsync(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
    { cwd: dir, maxBuffer: 256 * 1024 * 1024 },
  )
  return { dir, apps: installed }
}
