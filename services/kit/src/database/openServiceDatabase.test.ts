import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  describeDatabaseLocation,
  openServiceDatabase,
  readDataDir,
} from './openServiceDatabase.js'

describe('readDataDir and describeDatabaseLocation: DATABASE_URL, else PORTICO_DATA_DIR, else the default', () => {
  it.each([
    ['no variable: the default folder', {}, '/srv/default', 'SQLite in /srv/default'],
    [
      'an absolute PORTICO_DATA_DIR',
      { PORTICO_DATA_DIR: '/var/lib/x' },
      '/var/lib/x',
      'SQLite in /var/lib/x',
    ],
    [
      'a relative one, from the working directory',
      { PORTICO_DATA_DIR: 'data' },
      resolve('data'),
      `SQLite in ${resolve('data')}`,
    ],
    [
      'DATABASE_URL wins for the description',
      { DATABASE_URL: 'postgres://h/db', PORTICO_DATA_DIR: '/x' },
      '/x',
      'PostgreSQL (DATABASE_URL)',
    ],
  ])('%s', (_rule, env, dir, description) => {
    expect(readDataDir(env, '/srv/default')).toBe(dir)
    expect(describeDatabaseLocation(env, '/srv/default')).toBe(description)
  })
})

describe('openServiceDatabase', () => {
  it('opens the service’s SQLite file in PORTICO_DATA_DIR, migrated', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portico-kit-'))
    try {
      const database = await openServiceDatabase<unknown>({
        env: { PORTICO_DATA_DIR: dir },
        defaultDataDir: '/nonexistent',
        fileName: 'kit.sqlite',
        migrate: async () => {},
      })
      expect(database.engine).toBe('sqlite')
      await database.destroy()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('closes the database again when a migration fails', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portico-kit-'))
    let closed = false
    try {
      await expect(
        openServiceDatabase<unknown>({
          env: { PORTICO_DATA_DIR: dir },
          defaultDataDir: '/nonexistent',
          fileName: 'kit.sqlite',
          migrate: async (database) => {
            const destroy = database.destroy
            database.destroy = async () => {
              closed = true
              await destroy()
            }
            throw new Error('migration 0001 failed')
          },
        }),
      ).rejects.toThrow('migration 0001 failed')
      expect(closed).toBe(true)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
