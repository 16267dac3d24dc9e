import type { DevnetHandle } from '@portico/devnet'
import { startTestDevnet } from '@portico/devnet/testing'
import type { NftItem } from '@portico/protocol'
import Fastify, { type FastifyInstance } from 'fastify'
import { type Address, createTestClient, http, parseAbi, publicActions, walletActions } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiDatabase } from '../../db/createDatabase.js'
import { devnetIndexerChains } from '../../testing/devnetIndexerChains.js'
import { ENGINES, openTestDatabase } from '../../testing/openTestDatabase.js'
import { createIndexer, type Indexer } from '../createIndexer.js'
import { indexerRoutes } from './indexerRoutes.js'

const collectionAbi = parseAbi([
  'function transferFrom(address from, address to, uint256 tokenId)',
  'function ownerOf(uint256 tokenId) view returns (address)',
])

describe.each(ENGINES)('GET /v1/account/:address/nfts on %s', (engine) => {
  let devnet: DevnetHandle
  let database: ApiDatabase
  let app: FastifyInstance
  let indexer: Indexer
  beforeAll(async () => {
    devnet = await startTestDevnet()
    database = await openTestDatabase(engine)
    indexer = createIndexer({
      db: database.db,
      chains: await devnetIndexerChains(devnet.config),
      nftMetadataOrigins: [new URL(devnet.config.assetsUrl).origin],
    })
    await indexer.runOnce()
    app = Fastify()
    await app.register(indexerRoutes({ db: database.db, now: () => Date.now() }))
  })
  afterAll(async () => {
    await app?.close()
    await database?.destroy()
    await devnet?.stop()
  })

  const chainA = () => devnet.config.chains[0]!
  const account = (label: string) => devnet.config.accounts.find((a) => a.label === label)!.address
  const nfts = async (address: string, query: Record<string, string> = {}) => {
    const response = await app.inject({
      method: 'GET',
      url: `/v1/account/${address}/nfts`,
      query,
    })
    expect(response.statusCode, response.body).toBe(200)
    return (response.json() as { nfts: NftItem[] }).nfts
  }
  const client = () =>
    createTestClient({ mode: 'anvil', transport: http(chainA().rpcUrl) })
      .extend(publicActions)
      .extend(walletActions)
  const transfer = async (from: Address, to: Address, tokenId: bigint) => {
    const c = client()
    const hash = await c.writeContract({
      account: from,
      chain: null,
      address: chainA().contracts.nft,
      abi: collectionAbi,
      functionName: 'transferFrom',
      args: [from, to, tokenId],
    })
    await c.waitForTransactionReceipt({ hash, pollingInterval: 5 })
    await indexer.runOnce()
  }

  it.each(['wallet-1', 'wallet-2', 'wallet-3'])(
    'lists the seeded ERC-721 tokens %s holds now, with name, image and collection, by id',
    async (label) => {
      const owner = account(label)
      const seeded = devnet.config.nfts.filter((n) => n.chainId === 31337 && n.owner === owner)
      expect(seeded.length).toBeGreaterThan(0)
      expect(await nfts(owner, { chainId: 'eip155:31337' })).toEqual(
        seeded
          .sort((a, b) => Number(a.tokenId) - Number(b.tokenId))
          .map((n) => ({
            chainId: 'eip155:31337',
            contract: chainA().contracts.nft,
            tokenId: n.tokenId,
            name: `Portico Pal #${n.tokenId}`,
            imageUrl: n.imageUrl,
            collection: { name: devnet.config.nftCollection.name, symbol: 'PALS' },
          })),
      )
    },
  )

  it('follows transfers: a token sent away leaves the list, and comes back when returned', async () => {
    const [wallet1, wallet3] = [account('wallet-1'), account('wallet-3')]
    const ids = async (address: string) =>
      (await nfts(address, { chainId: 'eip155:31337' })).map((n) => n.tokenId)
    const before1 = await ids(wallet1)
    const before3 = await ids(wallet3)
    expect(before1).toContain('2')
    await transfer(wallet1, wallet3, 2n)
    expect(await ids(wallet1)).toEqual(before1.filter((id) => id !== '2'))
    expect(await ids(wallet3)).toEqual(['2', ...before3])
    await transfer(wallet3, wallet1, 2n)
    expect(await ids(wallet1)).toEqual(before1)
    expect(await ids(wallet3)).toEqual(before3)
    // The chain agrees.
    const owner = await client().readContract({
      address: chainA().contracts.nft,
      abi: collectionAbi,
      functionName: 'ownerOf',
      args: [2n],
    })
    expect(owner).toBe(wallet1)
  })

  it('answers every chain without chainId, and nothing for an account without tokens', async () => {
    const all = await nfts(account('wallet-1'))
    const chains = [...new Set(all.map((n) => n.chainId))]
    expect(chains).toEqual(['eip155:31337', 'eip155:31338'])
    expect(all.filter((n) => n.chainId === 'eip155:31338').map((n) => n.tokenId)).toEqual(
      devnet.config.nfts
        .filter((n) => n.chainId === 31338 && n.owner === account('wallet-1'))
        .map((n) => n.tokenId),
    )
    expect(await nfts(account('deployer'), { chainId: 'eip155:31337' })).toEqual([])
    expect(await nfts('0x000000000000000000000000000000000000dEaD')).toEqual([])
  })

  it('hides tokens of spam collections (indexer_tokens.spam)', async () => {
    const wallet1 = account('wallet-1')
    const contract = chainA().contracts.nft.toLowerCase()
    const setSpam = (spam: number) =>
      database.db
        .updateTable('indexer_tokens')
        .set({ spam })
        .where('chain_id', '=', 31337)
        .where('address', '=', contract)
        .execute()
    await setSpam(1)
    try {
      expect(await nfts(wallet1, { chainId: 'eip155:31337' })).toEqual([])
      // The other chain's copy of the collection is not spam there.
      expect((await nfts(wallet1, { chainId: 'eip155:31338' })).length).toBeGreaterThan(0)
    } finally {
      await setSpam(0)
    }
    expect((await nfts(wallet1, { chainId: 'eip155:31337' })).length).toBeGreaterThan(0)
  })

  it('refuses bad input with 400', async () => {
    for (const url of [
      '/v1/account/0x123/nfts',
      '/v1/account/not-an-address/nfts',
      `/v1/account/${account('wallet-1')}/nfts?chainId=solana:abc`,
      `/v1/account/${account('wallet-1')}/nfts?chainId=eip155:0`,
    ]) {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(400)
    }
  })
})

describe.each(ENGINES)('NFT images after the chain starts afresh on %s', (engine) => {
  it('a devnet started again (its assets on another port) shows the new image URLs, not the stored ones', async () => {
    const database = await openTestDatabase(engine)
    const app = Fastify()
    await app.register(indexerRoutes({ db: database.db, now: () => Date.now() }))
    const images = async (devnet: DevnetHandle) => {
      const indexer = createIndexer({
        db: database.db,
        chains: await devnetIndexerChains(devnet.config),
        nftMetadataOrigins: [new URL(devnet.config.assetsUrl).origin],
      })
      await indexer.runOnce()
      const owner = devnet.config.accounts.find((a) => a.label === 'wallet-1')!.address
      const response = await app.inject({
        url: `/v1/account/${owner}/nfts?chainId=eip155:31337`,
      })
      return (response.json() as { nfts: NftItem[] }).nfts.map((n) => n.imageUrl)
    }
    try {
      const first = await startTestDevnet()
      const before = await images(first).finally(() => first.stop())
      const second = await startTestDevnet()
      const after = await images(second).finally(() => second.stop())
      expect(first.config.assetsUrl).not.toBe(second.config.assetsUrl)
      expect(before.every((url) => url?.startsWith(`${first.config.assetsUrl}/nft/`))).toBe(true)
      expect(after).toEqual(
        before.map((url) => url?.replace(first.config.assetsUrl, second.config.assetsUrl)),
      )
    } finally {
      await app.close()
      await database.destroy()
    }
  })
})
