import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { DevnetHandle } from '@portico/devnet'
import { startTestDevnet } from '@portico/devnet/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createChainServices } from './chainServices.js'
import { createProjectRepository } from './projects/createProjectRepository.js'
import { createServer } from './server/createServer.js'
import { ENGINES, openTestDatabase } from './testing/openTestDatabase.js'
import { P1_QUERY, TEST_PROJECTS } from './testing/startTestApi.js'

let devnet: DevnetHandle
let dir: string
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portico-chains-'))
  devnet = await startTestDevnet({ configPath: join(dir, 'devnet.json') })
}, 60_000)
afterAll(async () => {
  await devnet?.stop()
  rmSync(dir, { recursive: true, force: true })
})

describe.each(ENGINES)('the API against the devnet on %s (what `npm run api` runs)', (engine) => {
  it('serves identity and indexed history behind the project check', async () => {
    const database = await openTestDatabase(engine)
    const projects = createProjectRepository(database.db)
    for (const project of TEST_PROJECTS) await projects.create(project)
    const chains = createChainServices({
      db: database.db,
      env: { PORTICO_DEVNET_CONFIG: join(dir, 'devnet.json') },
    })
    const app = await createServer({ database, plugins: chains.plugins })
    try {
      expect(chains.description).toBe('indexing 31337, 31338; ENS on 31337')
      const alice = devnet.config.accounts.find((a) => a.label === 'wallet-1')?.address
      const identity = await app.inject({ url: `/v1/identity/${alice}?${P1_QUERY}` })
      expect(identity.json()).toMatchObject({ name: 'alice.portico.eth' })
      expect((await app.inject({ url: `/v1/identity/${alice}` })).statusCode).toBe(401)

      chains.start()
      let items: unknown[] = []
      for (let i = 0; i < 100 && items.length === 0; i++) {
        const history = await app.inject({
          url: `/v1/account/${alice}/history?${P1_QUERY}&chainId=eip155:31337`,
        })
        items = (history.json() as { data: unknown[] }).data
        if (!items.length) await new Promise((resolve) => setTimeout(resolve, 100))
      }
      expect(items.length).toBeGreaterThan(0)
    } finally {
      await chains.stop()
      await app.close()
      await database.destroy()
    }
  })

  it('a devnet file it cannot read (an older devnet) is reported, and the API serves without chains', async () => {
    const { writeFileSync } = await import('node:fs')
    const path = join(dir, 'old.json')
    writeFileSync(path, JSON.stringify({ chains: [] }))
    const database = await openTestDatabase(engine)
    const chains = createChainServices({ db: database.db, env: { PORTICO_DEVNET_CONFIG: path } })
    expect(chains.plugins).toEqual([])
    expect(chains.description).toMatch(/^no chains \(devnet config at .* is invalid/)
    await database.destroy()
  })

  it('without a devnet file nothing chain-related runs', async () => {
    const database = await openTestDatabase(engine)
    const chains = createChainServices({
      db: database.db,
      env: { PORTICO_DEVNET_CONFIG: join(dir, 'absent.json') },
    })
    expect(chains.plugins).toEqual([])
    expect(chains.description).toMatch(/^no chains/)
    await database.destroy()
  })
})
