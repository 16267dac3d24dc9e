/**
 * Issue 19 "changesets for versions and a CHANGELOG": the configuration reads, every pending
 * changeset names packages that exist and are published, and the release it plans keeps the
 * widget's packages on one version and leaves the private workspaces alone.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import getReleasePlan from '@changesets/get-release-plan'
import { describe, expect, test } from 'vitest'
import { REPO_ROOT, workspaceManifests } from './workspaceManifests.js'

const config = JSON.parse(readFileSync(join(REPO_ROOT, '.changeset', 'config.json'), 'utf8')) as {
  fixed: string[][]
  access: string
}
const WIDGET = config.fixed[0]!

/** Every workspace's name and whether it is published. */
function workspaces(): Map<string, boolean> {
  return new Map(
    ['packages', 'apps', 'services'].flatMap((group) =>
      workspaceManifests(group).map(({ manifest }) => [manifest.name, !manifest.private] as const),
    ),
  )
}

describe('changesets', () => {
  test('the widget group is every package under packages/, all published; access is public', () => {
    const published = workspaceManifests('packages').map(({ manifest }) => manifest.name)
    expect([...WIDGET].sort()).toEqual(published.sort())
    expect(config.access).toBe('public')
  })

  test('the planned release: only published packages, the widget packages on one version', async () => {
    const plan = await getReleasePlan(REPO_ROOT)
    const known = workspaces()
    for (const changeset of plan.changesets)
      for (const release of changeset.releases)
        expect(known.get(release.name), `${changeset.id}: ${release.name}`).toBe(true)
    const released = plan.releases.filter((r) => r.type !== 'none')
    for (const release of released) expect(known.get(release.name), release.name).toBe(true)
    const widget = released.filter((r) => WIDGET.includes(r.name))
    if (widget.length > 0) {
      expect(widget.map((r) => r.name).sort()).toEqual([...WIDGET].sort())
      expect(new Set(widget.map((r) => r.newVersion)).size).toBe(1)
    }
  })
})
