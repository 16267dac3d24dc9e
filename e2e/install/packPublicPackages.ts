import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { REPO_ROOT, workspaceManifests } from '../../scripts/workspaceManifests.js'

const execFileAsync = promisify(execFile)

/** One published package as `npm pack` packed it. */
export type PackedPackage = {
  /** The package's name, e.g. `@portico/core`. */
  name: string
  /** The tarball's absolute path. */
  tarball: string
  /** The paths in the tarball, relative to its `package/` folder. */
  files: string[]
  /** Its package.json's `exports` map. */
  exports: Record<string, string | Record<string, string>>
}

type Manifest = {
  name: string
  private?: boolean
  exports?: Record<string, string | Record<string, string>>
}

/**
 * Packs every public workspace of packages/* (what a dApp installs) into `destination` with one
 * `npm pack`, as `npm publish` packs it. The packages are found, not listed: a new one is packed
 * (and checked) as soon as its package.json is in packages/ and not private.
 */
export async function packPublicPackages(destination: string): Promise<PackedPackage[]> {
  const manifests = workspaceManifests<Manifest>('packages')
    .map(({ manifest }) => manifest)
    .filter((manifest) => !manifest.private)
  const names = manifests.map((manifest) => manifest.name)
  const { stdout } = await execFileAsync(
    'npm',
    [
      'pack',
      ...names.flatMap((name) => ['-w', name]),
      '--pack-destination',
      destination,
      '--json',
      '--loglevel=error',
    ],
    { cwd: REPO_ROOT, maxBuffer: 256 * 1024 * 1024 },
  )
  // npm may print a lifecycle script's output before the JSON.
  const packed = JSON.parse(stdout.slice(stdout.indexOf('['))) as {
    name: string
    filename: string
    files: { path: string }[]
  }[]
  const missing = names.filter((name) => !packed.some((p) => p.name === name))
  if (missing.length) throw new Error(`npm pack packed no tarball for ${missing.join(', ')}`)
  return packed.map((p) => ({
    name: p.name,
    tarball: join(destination, p.filename),
    files: p.files.map((f) => f.path),
    exports: manifests.find((manifest) => manifest.name === p.name)?.exports ?? {},
  }))
}
