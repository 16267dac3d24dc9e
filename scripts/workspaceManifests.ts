import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The repository's root folder. */
export const REPO_ROOT = new URL('..', import.meta.url).pathname

/** The package.json of every workspace in `group` (packages, apps, services), with its folder. */
export function workspaceManifests<TManifest = { name: string; private?: boolean }>(
  group: string,
): { dir: string; manifest: TManifest }[] {
  return readdirSync(join(REPO_ROOT, group))
    .filter((dir) => existsSync(join(REPO_ROOT, group, dir, 'package.json')))
    .map((dir) => ({
      dir,
      manifest: JSON.parse(
        readFileSync(join(REPO_ROOT, group, dir, 'package.json'), 'utf8'),
      ) as TManifest,
    }))
}
