// The balance route for Solana against the devnet's local Solana RPC (litesvm), through Fastify.
import { BALANCE_CACHE_TTL_MS } from '@portico/core/internal'
import type { BalanceItem } from '@portico/protocol'
import { address, createSolanaRpc, getAddressDecoder, type Lamports } from '@solana/kit'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SolanaServer, startSolanaServer } from '../../../../devnet/src/solana/index.js'
import type { ApiDatabase } from '../db/createDatabase.js'
import { indexerRoutes } from '../indexer/routes/indexerRoutes.js'
import { openTestDatabase } from '../testing/openTestDatabase.js'
import { formatUnits } from './readSolanaBalances.js'
import { SOLANA_DEVNET_SOL_USD_PRICE, solanaBalanceOptionsOf } from './solanaBalanceOptions.js'

let server: SolanaServer
let database: ApiDatabase
let app: FastifyInstance
let clock = 1_800_000_000_000

beforeAll(async () => {
  server = await startSolanaServer({ rpcPort: 0, wsPort: 0, slotIntervalMs: 100 })
  database = await openTestDatabase('sqlite')
  const solana = solanaBalanceOptionsOf({ solana: server.config })
  expect(solana).toBeDefined()
  app = Fastify()
  await app.register(indexerRoutes({ db: database.db, now: () => clock, solana }))
}, 60_000)
afterAll(async () => {
  await app?.close()
  await database?.destroy()
  await server?.close()
})

const wallet = (label: string) => server.config.accounts.find((a) => a.label === label)!.address
const rpc = () => createSolanaRpc(server.config.rpcUrl)

async function balance(owner: string, query: Record<string, string> = {}) {
  const response = await app.inject({
    method: 'GET',
    url: `/v1/account/${owner}/balance`,
    query: { currency: 'usd', chainId: server.config.caipNetworkId, ...query },
  })
  expect(response.statusCode).toBe(200)
  return (response.json() as { balances: BalanceItem[] }).balances
}

describe('GET /v1/account/{address}/balance?chainId=solana:<local> (spec §7)', () => {
  it('SOL first (priced by the devnet constant), then USDC priced 1, exactly as the RPC holds them', async () => {
    const owner = wallet('wallet-1')
    const [balances, { value: lamports }] = await Promise.all([
      balance(owner),
      rpc().getBalance(address(owner)).send(),
    ])
    const sol = formatUnits(lamports, 9)
    expect(balances).toEqual([
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId: server.config.caipNetworkId,
        quantity: { decimals: '9', numeric: sol },
        price: SOLANA_DEVNET_SOL_USD_PRICE,
        value: Number(sol) * SOLANA_DEVNET_SOL_USD_PRICE,
        iconUrl: '',
      },
      {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: server.config.caipNetworkId,
        // CAIP-10, the base58 mint kept as it is (no lowercasing as for EVM addresses).
        address: `${server.config.caipNetworkId}:${server.config.usdcMint}`,
        quantity: { decimals: '6', numeric: '10000' },
        price: 1,
        value: 10000,
        iconUrl: '',
      },
    ])
  })

  it('an address holding nothing has SOL 0 and no tokens; an airdrop shows after 30 s or with forceUpdate', async () => {
    const fresh = getAddressDecoder().decode(crypto.getRandomValues(new Uint8Array(32)))
    expect(await balance(fresh)).toMatchObject([
      { symbol: 'SOL', quantity: { numeric: '0' }, value: 0 },
    ])
    const signature = await rpc()
      .requestAirdrop(address(fresh), 2_500_000_000n as Lamports)
      .send()
    for (let i = 0; i < 50; i++) {
      const { value } = await rpc().getSignatureStatuses([signature]).send()
      if (value[0]?.confirmationStatus) break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    // Cached (spec: balances are reused for 30 s) …
    expect((await balance(fresh))[0]?.quantity.numeric).toBe('0')
    // … unless forced,
    expect((await balance(fresh, { forceUpdate: 'true' }))[0]?.quantity.numeric).toBe('2.5')
    clock += BALANCE_CACHE_TTL_MS
    expect(await balance(fresh)).toHaveLength(1)
  })

  it.each([
    ['an EVM address on a Solana chain', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 400],
    ['a string that is no base58 key', 'not-an-address-0OIl', 400],
  ])('%s is refused (%s)', async (_case, owner, status) => {
    const response = await app.inject({
      method: 'GET',
      url: `/v1/account/${owner}/balance`,
      query: { chainId: server.config.caipNetworkId },
    })
    expect(response.statusCode).toBe(status)
  })

  it('a Solana cluster the API does not serve answers no balances; a Solana address on an EVM chain is refused', async () => {
    expect(
      await balance(wallet('wallet-1'), { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }),
    ).toEqual([])
    const response = await app.inject({
      method: 'GET',
      url: `/v1/account/${wallet('wallet-1')}/balance`,
      query: { chainId: 'eip155:31337' },
    })
    expect(response.statusCode).toBe(400)
  })

  it('/v1/supported-chains lists the local Solana network', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/supported-chains' })
    expect((response.json() as { http: string[] }).http).toContain(server.config.caipNetworkId)
  })
})
