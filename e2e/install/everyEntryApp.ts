import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import type { AppSource } from './installApps.js'
import type { PackedPackage } from './packPublicPackages.js'

const execFileAsync = promisify(execFile)

/**
 * The import specifier of every entry of `packed` a dApp can import: each key of a package's
 * exports map with a target for runtimes (`./testing`, with only the workspace's `source`, is
 * none), e.g. `@portico/core`, `@portico/core/networks`.
 */
export function entrySpecifiers(packed: readonly PackedPackage[]): string[] {
  return packed.flatMap(({ name, exports }) =>
    Object.entries(exports)
      .filter(
        ([, target]) =>
          typeof target === 'string' ||
          Object.keys(target).some((condition) => condition !== 'source' && condition !== 'types'),
      )
      .map(([subpath]) => `${name}${subpath.slice(1)}`),
  )
}

/**
 * A generated app that depends on every packed package and imports every entry of each: its
 * `vite build` resolves every import of every package, the lazily loaded ones included, as a
 * dApp's bundler would; `importEveryEntry` imports each entry in Node, as server rendering does.
 */
export function everyEntryApp({
  packed,
  viteVersion,
}: {
  packed: readonly PackedPackage[]
  viteVersion: string
}): AppSource {
  const specifiers = entrySpecifiers(packed)
  const manifest = {
    name: 'every-entry',
    private: true,
    type: 'module',
    scripts: { build: 'vite build --logLevel error' },
    // Each rewritten to its tarball by installApps.
    dependencies: Object.fromEntries(packed.map(({ name }) => [name, '*'])),
    devDependencies: { vite: viteVersion },
  }
  return {
    name: 'every-entry',
    files: {
      'package.json': `${JSON.stringify(manifest, null, 2)}\n`,
      'index.html': '<!doctype html>\n<script type="module" src="./entries.js"></script>\n',
      'entries.js': [
        ...specifiers.map((specifier, i) => `import * as entry${i} from '${specifier}'`),
        `export const entries = [${specifiers.map((_, i) => `entry${i}`).join(', ')}]`,
        '',
      ].join('\n'),
    },
  }
}

/** What `importEveryEntry` found: the entries that failed to import, with Node's message. */
export type ImportFailure = { specifier: string; message: string }

/** Precedes the JSON of the failures in the child's output, after whatever the entries print. */
const FAILURES_MARK = '\n--- import failures ---\n'

/** Imports each of `specifiers` in Node from `cwd` (the installed project); the failures. */
export async function importEveryEntry(
  cwd: string,
  specifiers: readonly string[],
): Promise<ImportFailure[]> {
  const script = `
const failures = []
for (const specifier of ${JSON.stringify(specifiers)})
  try { await import(specifier) } catch (error) { failures.push({ specifier, message: String(error?.message ?? error) }) }
process.stdout.write(${JSON.stringify(FAILURES_MARK)} + JSON.stringify(failures))
process.exit(0)
`
  const { stdout } = await execFileAsync(process.execPath, ['--input-type=module', '-e', script], {
    cwd,
    maxBuffer: 64 * 1024 * 1024,
  })
  return JSON.parse(
    stdout.slice(stdout.lastIndexOf(FAILURES_MARK) + FAILURES_MARK.length),
  ) as ImportFailure[]
}
