import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openSecureDatabase } from '../db/openSecureDatabase.js'
import { backupSecureDatabase } from './backupSecureDatabase.js'

/** What backupSecureDatabase refuses, each with the message an operator reads. */
const REFUSALS = [
  {
    rule: 'with DATABASE_URL the data is in PostgreSQL: pg_dump backs it up',
    env: (dir: string) => ({ PORTICO_DATA_DIR: dir, DATABASE_URL: 'postgres://x@127.0.0.1/y' }),
    to: (dir: string) => join(dir, 'backup.sqlite'),
    message:
      "DATABASE_URL is set: the secure site's data is in PostgreSQL; back it up with pg_dump -Fc (docs/backups.md)",
  },
  {
    rule: 'no database in PORTICO_DATA_DIR',
    env: (dir: string) => ({ PORTICO_DATA_DIR: join(dir, 'empty') }),
    to: (dir: string) => join(dir, 'backup.sqlite'),
    message: (dir: string) =>
      `no secure site database at ${join(dir, 'empty', 'secure.sqlite')} (PORTICO_DATA_DIR names its folder)`,
  },
  {
    rule: 'a backup never overwrites a file',
    env: (dir: string) => ({ PORTICO_DATA_DIR: join(dir, 'live') }),
    to: (dir: string) => join(dir, 'taken.sqlite'),
    message: (dir: string) =>
      `${join(dir, 'taken.sqlite')} exists already: a backup never overwrites a file`,
  },
  {
    rule: "the backup's folder must exist",
    env: (dir: string) => ({ PORTICO_DATA_DIR: join(dir, 'live') }),
    to: (dir: string) => join(dir, 'missing', 'backup.sqlite'),
    message: (dir: string) => `the backup's folder ${join(dir, 'missing')} does not exist`,
  },
]

describe('backupSecureDatabase', () => {
  let dir: string
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'portico-backup-'))
    // A live database, made by the site's own opener, and a file a backup must not replace.
    await (await openSecureDatabase({ PORTICO_DATA_DIR: join(dir, 'live') })).destroy()
    writeFileSync(join(dir, 'taken.sqlite'), 'an older backup')
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it.each(REFUSALS)('refuses: $rule', async ({ env, to, message }) => {
    await expect(backupSecureDatabase({ env: env(dir), to: to(dir) })).rejects.toThrow(
      typeof message === 'string' ? message : message(dir),
    )
    expect(readFileSync(join(dir, 'taken.sqlite'), 'utf8')).toBe('an older backup')
  })
})
