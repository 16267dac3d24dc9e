// Identity through the devnet's Universal Resolver, with a CCIP-read name the API's own gateway
// serves, compared with plain viem (the reference implementation).
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createAccountNameMessage } from '@portico/core/internal'
import { createDevnetChain } from '@portico/devnet'
import { createEvmRpcClient, type ResolvedEvmChain } from '@portico/kit'
import { createPublicClient, getAddress, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type ProfileDevnet,
  QUERY,
  startProfileApi,
  startProfileDevnet,
} from '../profile/testing/profileTestWorld.js'
import { ApiError } from '../server/errors.js'
import { createIdentityResolver, ensChainOf } from './createIdentityResolver.js'

let world: ProfileDevnet
let api: Awaited<ReturnType<typeof startProfileApi>>
const owner = privateKeyToAccount(generatePrivateKey())
const offchainName = `ccip-${Math.random().toString(36).slice(2, 8)}.portico.eth`
let avatar = ''

beforeAll(async () => {
  world = await startProfileDevnet()
  api = await startProfileApi('sqlite', world)
  // The port the devnet's OffchainResolver sends clients to.
  await api.app.listen({ host: '127.0.0.1', port: world.apiPort })
  avatar = `${world.devnet.config.assetsUrl}/nft/2.svg`
  const message = createAccountNameMessage({
    name: offchainName,
    attributes: { avatar },
    timestamp: Math.floor(Date.now() / 1_000),
  })
  const response = await fetch(`http://127.0.0.1:${world.apiPort}/v1/profile/account?${QUERY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coin_type: (0x8000_0000 | world.chain.chainId) >>> 0,
      address: owner.address,
      message,
      signature: await owner.signMessage({ message }),
    }),
  })
  expect(response.status).toBe(200)
}, 90_000)
afterAll(async () => {
  await api?.close()
  await world?.stop()
})

/** Chain A as the operator file resolves it, with its ENS section. */
function chainA(ens: ResolvedEvmChain['ens'], rpcUrls = [world.chain.rpcUrl]): ResolvedEvmChain {
  const { chain } = world
  return {
    caipNetworkId: `eip155:${chain.chainId}`,
    chainId: chain.chainId,
    name: chain.name,
    rpcUrls,
    nativeCurrency: chain.nativeCurrency,
    multicall3: chain.contracts.multicall3,
    tokens: [],
    prices: { source: 'none' },
    ens,
  }
}
const universal = () => ({ universalResolver: world.chain.contracts.ensUniversalResolver })
/** Plain viem, as any ENS-aware app: the chain object names the UniversalResolver. */
const viemClient = () =>
  createPublicClient({ chain: createDevnetChain(world.chain), transport: http(world.chain.rpcUrl) })
/** Kit's client without waits between tries (spec §9's retries still happen). */
const quickClient = (chain: ResolvedEvmChain) =>
  createEvmRpcClient({ chainId: chain.chainId, rpcUrls: chain.rpcUrls, sleep: async () => {} })
const account = (label: string) =>
  getAddress(world.devnet.config.accounts.find((a) => a.label === label)?.address ?? '')

/** A stand-in RPC in front of chain A that counts requests and says 429 while `limited`. */
async function startRpcProxy() {
  const state = { limited: false, requests: 0 }
  const proxy = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    state.requests++
    if (state.limited) return response.writeHead(429).end()
    const answer = await fetch(world.chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.concat(chunks),
    })
    response
      .writeHead(answer.status, { 'content-type': 'application/json' })
      .end(await answer.text())
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  return {
    state,
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    close: () => proxy.close(),
  }
}

describe('identity through the Universal Resolver (issue 18: "ENS forward-verified names and avatars through the Universal Resolver with CCIP-read, as viem does it")', () => {
  it.each([
    ['a seed name (on-chain PublicResolver records)', () => account('wallet-1')],
    [
      'a name registered through the API (offchain, EIP-3668 CCIP-read to its gateway)',
      () => owner.address,
    ],
    ['an address without a name', () => privateKeyToAccount(generatePrivateKey()).address],
  ])('%s: the name viem gives, with its avatar record', async (_case, address) => {
    const resolve = createIdentityResolver({ chains: [chainA(universal())] })
    const identity = await resolve?.(address())
    const name = await viemClient().getEnsName({ address: address() })
    expect(identity?.name).toBe(name)
    expect(identity?.avatar).toBe(
      name ? await viemClient().getEnsText({ name, key: 'avatar' }) : null,
    )
  })

  it('the offchain name and its avatar, as registered', async () => {
    const resolve = createIdentityResolver({ chains: [chainA(universal())] })
    expect(await resolve?.(owner.address)).toEqual({ name: offchainName, avatar })
  })

  it('registry mode only when just ens.registry is configured (no CCIP-read there)', async () => {
    const resolve = createIdentityResolver({
      chains: [chainA({ registry: world.chain.contracts.ensRegistry })],
    })
    expect((await resolve?.(account('wallet-2')))?.name).toBe('bob.portico.eth')
  })

  it('cached 5 min (spec §9 "ENS and identity 5 min"): one lookup per address within the time', async () => {
    let clock = 0
    const proxy = await startRpcProxy()
    try {
      const resolve = createIdentityResolver({
        chains: [chainA(universal(), [proxy.url])],
        now: () => clock,
      })
      await resolve?.(account('wallet-1'))
      const first = proxy.state.requests
      expect(first).toBeGreaterThan(0)
      clock += 299_999
      expect((await resolve?.(account('wallet-1')))?.name).toBe('alice.portico.eth')
      expect(proxy.state.requests).toBe(first)
      clock += 1
      await resolve?.(account('wallet-1'))
      expect(proxy.state.requests).toBeGreaterThan(first)
    } finally {
      proxy.close()
    }
  })

  it('an RPC that is down or rate-limited is a 503 CHAIN_UNAVAILABLE, never cached: the next lookup asks again', async () => {
    const down = createIdentityResolver({
      chains: [chainA(universal(), ['http://127.0.0.1:9'])],
      getClient: quickClient,
    })
    const unreachable = await down?.(account('wallet-1')).catch((error: unknown) => error)
    expect((unreachable as ApiError).toBody().error).toMatchObject({
      code: 'CHAIN_UNAVAILABLE',
      details: { chainId: `eip155:${world.chain.chainId}`, reason: 'unreachable' },
    })
    const proxy = await startRpcProxy()
    proxy.state.limited = true
    try {
      const resolve = createIdentityResolver({
        chains: [chainA(universal(), [proxy.url])],
        getClient: quickClient,
      })
      const failure = await resolve?.(account('wallet-1')).catch((error: unknown) => error)
      expect(failure).toBeInstanceOf(ApiError)
      expect((failure as ApiError).statusCode).toBe(503)
      expect((failure as ApiError).toBody().error.details).toMatchObject({ reason: 'rate-limited' })
      proxy.state.limited = false
      expect((await resolve?.(account('wallet-1')))?.name).toBe('alice.portico.eth')
    } finally {
      proxy.close()
    }
  })

  it('ENS is read on eip155:1 when it has ENS, else the first chain that has; none without', () => {
    const base = { ...chainA(universal()), chainId: 8453, caipNetworkId: 'eip155:8453' }
    const mainnet = { ...chainA(universal()), chainId: 1, caipNetworkId: 'eip155:1' }
    const bare = { ...chainA(undefined), chainId: 10, caipNetworkId: 'eip155:10' }
    expect(ensChainOf([bare, base, mainnet])?.chainId).toBe(1)
    expect(ensChainOf([bare, base])?.chainId).toBe(8453)
    expect(ensChainOf([bare])).toBeUndefined()
    expect(createIdentityResolver({ chains: [bare] })).toBeUndefined()
  })
})
