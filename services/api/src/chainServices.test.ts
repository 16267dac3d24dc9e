import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type DevnetHandle, devnetOperatorConfigPaths } from '@portico/devnet'
import { startTestDevnet } from '@portico/devnet/testing'
import { type ResolvedOperatorConfig, readOperatorConfig } from '@portico/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createChainServices, NO_OPERATOR_CONFIG } from './chainServices.js'
import { NATIVE_TOKEN_ADDRESS } from './indexer/constants.js'
import { createProjectRepository } from './projects/createProjectRepository.js'
import { createServer } from './server/createServer.js'
import { ENGINES, openTestDatabase } from './testing/openTestDatabase.js'
import { P1_QUERY, TEST_PROJECTS } from './testing/startTestApi.js'

let devnet: DevnetHandle
let dir: string
/** The operator file the devnet wrote beside its devnet.json, read as main.ts reads it. */
let config: ResolvedOperatorConfig
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portico-chains-'))
  devnet = await startTestDevnet({ configPath: join(dir, 'devnet.json') })
  config = await readOperatorConfig(devnetOperatorConfigPaths(join(dir, 'devnet.json')).config, {
    env: { PORTICO_ONRAMP_SANDBOX_KEY: '0x'.padEnd(66, '1') },
  })
}, 60_000)
afterAll(async () => {
  await devnet?.stop()
  rmSync(dir, { recursive: true, force: true })
})

describe('the devnet writes the operator file beside devnet.json (issue 18)', () => {
  it('its chains, tokens, Solana cluster and sections, as the API reads them', () => {
    expect(config.evm.map((chain) => [chain.caipNetworkId, chain.history?.indexer])).toEqual([
      ['eip155:31337', { startBlock: 0, confirmations: 0 }],
      ['eip155:31338', { startBlock: 0, confirmations: 0 }],
    ])
    const [a] = devnet.config.chains
    expect(config.evm[0]?.rpcUrls).toEqual([a?.rpcUrl])
    expect(config.evm[0]?.tokens.map((token) => [token.symbol, token.logoURI])).toEqual(
      devnet.config.tokens.map((token) => [token.symbol, token.iconUrl]),
    )
    expect(config.evm[0]?.swap).toMatchObject({
      router: a?.contracts.uniswapV2Router,
      feeRouter: a?.contracts.swapFeeRouter,
    })
    expect(config.solana[0]?.tokens.map((token) => token.address)).toEqual([
      devnet.config.solana?.usdcMint,
    ])
    expect(config.onramp?.sandbox?.networks.map((network) => network.name)).toEqual([
      'devnet-a',
      'devnet-b',
    ])
    expect(config.names).toEqual({ zone: 'portico.eth' })
    expect(config.nftMetadataOrigins).toEqual([devnet.config.assetsUrl])
  })
})

describe.each(ENGINES)('the API against the devnet on %s (what `npm start` runs)', (engine) => {
  it('serves identity and indexed history behind the project check, from the operator file', async () => {
    const database = await openTestDatabase(engine)
    const projects = createProjectRepository(database.db)
    for (const project of TEST_PROJECTS) await projects.create(project)
    const chains = createChainServices({ db: database.db, config, env: {} })
    const app = await createServer({
      database,
      plugins: chains.plugins,
      balances: chains.balances,
      prices: chains.prices,
    })
    try {
      expect(chains.description).toBe(`${config.path}: indexing 31337, 31338; ENS on 31337`)
      expect(chains.profile.chains?.map((chain) => chain.ensRegistry)).toEqual(
        devnet.config.chains.map((chain) => chain.contracts.ensRegistry),
      )
      expect(chains.balances?.chainIds).toEqual([
        ...config.evm.map((chain) => chain.caipNetworkId),
        config.solana[0]?.caipNetworkId,
      ])
      // Balances and prices through one price source per chain: the same ether price in both.
      const alice = devnet.config.accounts.find((a) => a.label === 'wallet-1')?.address
      const identity = await app.inject({ url: `/v1/identity/${alice}?${P1_QUERY}` })
      expect(identity.json()).toMatchObject({ name: 'alice.portico.eth' })
      expect((await app.inject({ url: `/v1/identity/${alice}` })).statusCode).toBe(401)
      const balance = await app.inject({
        url: `/v1/account/${alice}/balance?${P1_QUERY}&chainId=eip155:31337&currency=usd`,
      })
      const ether = (balance.json() as { balances: { symbol: string; price?: number }[] })
        .balances[0]
      const price = await app.inject({
        method: 'POST',
        url: `/v1/fungible/price?${P1_QUERY}`,
        payload: { currency: 'usd', addresses: [`eip155:31337:${NATIVE_TOKEN_ADDRESS}`] },
      })
      expect(ether?.price).toBeGreaterThan(0)
      expect(price.json()).toMatchObject({ fungibles: [{ symbol: 'ETH', price: ether?.price }] })

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

  it('without an operator configuration nothing chain-related runs, and it says so', async () => {
    const database = await openTestDatabase(engine)
    const chains = createChainServices({ db: database.db, config: undefined, env: {} })
    expect(chains.plugins).toEqual([])
    expect(chains.description).toBe(`no chains (${NO_OPERATOR_CONFIG})`)
    expect([chains.balances, chains.prices]).toEqual([undefined, undefined])
    await database.destroy()
  })
})
