import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import { type ApiDatabase, createDatabase, type Engine } from '../db/createDatabase.js'
import { migrateToLatest } from '../db/migrate.js'
import { ENGINES, openTestDatabase } from '../testing/openTestDatabase.js'
import type { CatalogueFile } from './catalogueFile.js'
import { importCatalogue } from './importCatalogue.js'

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url))
const run = promisify(execFile)

const FIRST: CatalogueFile = {
  wallets: [
    { id: 'one', name: 'One', chains: ['eip155:1'] },
    { id: 'two', name: 'Two', chains: ['eip155:10'] },
  ],
  images: [{ kind: 'token', id: 'ONE' }],
}
const SECOND: CatalogueFile = {
  wallets: [
    { id: 'two', name: 'Two renamed', chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] },
    { id: 'three', name: 'Three' },
  ],
}

/** A database the CLI process can open too: a SQLite file in a temp folder, or PostgreSQL. */
async function openSharedDatabase(
  engine: Engine,
): Promise<{ database: ApiDatabase; args: string[]; cleanup(): Promise<void> }> {
  if (engine === 'postgres') {
    const database = await openTestDatabase(engine)
    return {
      database,
      args: ['--database-url', database.databaseUrl!],
      cleanup: () => database.destroy(),
    }
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'portico-catalogue-'))
  const database = createDatabase({ dataDir })
  await migrateToLatest(database.db)
  return {
    database,
    args: ['--data-dir', dataDir],
    async cleanup() {
      await database.destroy()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

async function snapshot(database: ApiDatabase) {
  const wallets = await database.db
    .selectFrom('wallets')
    .select(['id', 'name', 'chains', 'image_id'])
    .orderBy('id')
    .execute()
  const chains = await database.db
    .selectFrom('wallet_chains')
    .select(['wallet_id', 'chain_id', 'namespace'])
    .orderBy('wallet_id')
    .orderBy('chain_id')
    .execute()
  const images = await database.db
    .selectFrom('catalogue_images')
    .select(['kind', 'id'])
    .orderBy('kind')
    .orderBy('id')
    .execute()
  return { wallets, chains, images }
}

describe.each(ENGINES)('importCatalogue on %s', (engine) => {
  let database: ApiDatabase | undefined
  afterEach(() => database?.destroy())

  it('replace: the file becomes the wallet list; unused wallet images go', async () => {
    database = await openTestDatabase(engine)
    await importCatalogue({ db: database.db, file: FIRST })
    const result = await importCatalogue({ db: database.db, file: SECOND, mode: 'replace' })
    expect(result).toEqual({ wallets: 2, total: 2, images: 0 })
    const after = await snapshot(database)
    expect(after.wallets.map((w) => [w.id, w.name])).toEqual([
      ['three', 'Three'],
      ['two', 'Two renamed'],
    ])
    expect(after.chains).toEqual([
      {
        wallet_id: 'two',
        chain_id: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        namespace: 'solana',
      },
    ])
    // Two wallet images (the renamed wallet's icon changed), and the token image of the first file.
    expect(after.images.filter((i) => i.kind === 'wallet')).toHaveLength(2)
    expect(after.images.filter((i) => i.kind !== 'wallet')).toEqual([{ kind: 'token', id: 'ONE' }])
  })

  it('merge: the file adds and updates by id, the rest stays', async () => {
    database = await openTestDatabase(engine)
    await importCatalogue({ db: database.db, file: FIRST })
    const result = await importCatalogue({ db: database.db, file: SECOND, mode: 'merge' })
    expect(result).toEqual({ wallets: 2, total: 3, images: 0 })
    const after = await snapshot(database)
    expect(after.wallets.map((w) => [w.id, w.name])).toEqual([
      ['one', 'One'],
      ['three', 'Three'],
      ['two', 'Two renamed'],
    ])
    expect(after.chains.map((c) => `${c.wallet_id} ${c.chain_id}`)).toEqual([
      'one eip155:1',
      'two solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    ])
    expect(after.images.filter((i) => i.kind === 'wallet')).toHaveLength(3)
  })

  it.each(['replace', 'merge'] as const)(
    '%s is all or nothing: a failing write leaves the catalogue as it was',
    async (mode) => {
      database = await openTestDatabase(engine)
      await importCatalogue({ db: database.db, file: FIRST })
      const before = await snapshot(database)
      // Not validated: a repeated chain breaks the last insert, after wallets were written.
      const broken: CatalogueFile = {
        wallets: [{ id: 'new', name: 'New', chains: ['eip155:1', 'eip155:1'] }],
      }
      await expect(importCatalogue({ db: database.db, file: broken, mode })).rejects.toThrow()
      expect(await snapshot(database)).toEqual(before)
    },
  )
})

describe.each(ENGINES)('npm run catalogue -- import, spawned, on %s', (engine) => {
  let shared: Awaited<ReturnType<typeof openSharedDatabase>> | undefined
  let folder: string | undefined
  afterEach(async () => {
    await shared?.cleanup()
    if (folder) rmSync(folder, { recursive: true, force: true })
  })

  function writeFile(name: string, content: unknown): string {
    folder ??= mkdtempSync(join(tmpdir(), 'portico-catalogue-file-'))
    const path = join(folder, name)
    writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content))
    return path
  }

  async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    try {
      const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', CLI, ...args], {
        env: { ...process.env, DATABASE_URL: '', PORTICO_DATA_DIR: '' },
      })
      return { code: 0, stdout, stderr }
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string }
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
    }
  }

  it('imports a valid file (replace, then --merge) and refuses bad ones without a change', async () => {
    shared = await openSharedDatabase(engine)
    const first = await cli('import', writeFile('first.json', FIRST), ...shared.args)
    expect(first).toMatchObject({ code: 0 })
    expect(first.stdout).toContain('imported 2 wallets and 1 images')
    expect(first.stdout).toMatch(/\(replace\); the catalogue in .* has 2 wallets/)

    const merged = await cli('import', writeFile('second.json', SECOND), '--merge', ...shared.args)
    expect(merged.code).toBe(0)
    expect(merged.stdout).toMatch(/\(merge\); the catalogue in .* has 3 wallets/)
    const before = await snapshot(shared.database)
    expect(before.wallets.map((w) => w.id)).toEqual(['one', 'three', 'two'])

    // [file content, what stderr says]
    const bad: [unknown, string][] = [
      [
        { wallets: [...SECOND.wallets, { id: 'x', name: 'X', chains: ['ethereum'] }] },
        '/wallets/2/chains/0: Expected string to match \'^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$\' (got "ethereum")',
      ],
      [{ wallets: [SECOND.wallets[0], SECOND.wallets[0]] }, "/wallets/1/id: duplicate id 'two'"],
      [{ wallets: [] }, '/wallets: Expected array length to be greater or equal to 1'],
      ['{"wallets": [', 'is not JSON'],
    ]
    const args = shared.args
    const results = await Promise.all([
      ...bad.map(([content], i) => cli('import', writeFile(`bad${i}.json`, content), ...args)),
      cli('import', join(folder!, 'missing.json'), ...args),
      cli('frobnicate'),
    ])
    bad.forEach(([, message], i) => {
      expect(results[i]!.code, results[i]!.stderr).toBe(1)
      expect(results[i]!.stderr).toContain(message)
    })
    expect(results[bad.length]).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('cannot read'),
    })
    expect(results[bad.length + 1]!.code).toBe(2)
    expect(await snapshot(shared.database)).toEqual(before)
  })
})
