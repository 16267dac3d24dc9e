import type { DevnetHandle } from '@portico/devnet'
import { startTestDevnet } from '@portico/devnet/testing'
import { IdentityResponse } from '@portico/protocol'
import { schemaErrors } from '@portico/protocol/testing'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEnsIdentityResolver } from './createEnsIdentityResolver.js'
import { identityRoutes } from './identityRoutes.js'

let devnet: DevnetHandle
beforeAll(async () => {
  devnet = await startTestDevnet()
}, 60_000)
afterAll(() => devnet?.stop())

function app(now: () => number = Date.now) {
  const chain = devnet.config.chains[0]
  if (!chain) throw new Error('no chain')
  const resolve = createEnsIdentityResolver({
    rpcUrl: chain.rpcUrl,
    registry: chain.contracts.ensRegistry,
    now,
  })
  const server = Fastify()
  void server.register(identityRoutes({ resolve }))
  return server
}

const address = (label: string) =>
  devnet.config.accounts.find((a) => a.label === label)?.address ?? ''

describe('GET /v1/identity/:address — ENS name and avatar, resolved on the devnet', () => {
  it.each([
    ['wallet-1', 'alice.portico.eth'],
    ['wallet-2', 'bob.portico.eth'],
    ['wallet-3', 'carol.portico.eth'],
  ])('%s → %s with its avatar', async (label, name) => {
    const response = await app().inject({ url: `/v1/identity/${address(label)}` })
    expect(response.statusCode).toBe(200)
    const body = response.json() as { name: string; avatar: string }
    expect(body.name).toBe(name)
    expect(body.avatar).toMatch(/\/nft\/\d+\.svg$/)
  })

  it("answers @portico/protocol's IdentityResponse (what core's readIdentity reads), named or not", async () => {
    for (const label of ['wallet-1', 'deployer']) {
      const response = await app().inject({ url: `/v1/identity/${address(label)}` })
      expect(schemaErrors(IdentityResponse, response.json())).toEqual([])
    }
  })

  it('an address without a name has nulls (the deployer), lower-case input too', async () => {
    const response = await app().inject({
      url: `/v1/identity/${address('deployer').toLowerCase()}`,
    })
    expect(response.json()).toEqual({ name: null, avatar: null })
  })

  it.each(['0x123', 'alice.portico.eth', `0x${'g'.repeat(40)}`])(
    'refuses %s with 400',
    async (bad) => {
      expect((await app().inject({ url: `/v1/identity/${bad}` })).statusCode).toBe(400)
    },
  )

  it('caches 5 minutes: a changed record shows only after the cache expires', async () => {
    let clock = 1_000_000
    const server = app(() => clock)
    const url = `/v1/identity/${address('wallet-1')}`
    expect((await server.inject({ url })).json()).toMatchObject({ name: 'alice.portico.eth' })
    // Break the forward record: the cached answer stays for 5 minutes, then the fresh one shows.
    const chain = devnet.config.chains[0]
    if (!chain) throw new Error('no chain')
    const { createDevnetClient } = await import('@portico/devnet')
    const client = createDevnetClient({
      chainId: chain.chainId,
      name: chain.name,
      rpcUrl: chain.rpcUrl,
    })
    const snapshot = (await client.request({ method: 'evm_snapshot' } as never)) as string
    try {
      const { encodeFunctionData, namehash, parseAbi } = await import('viem')
      await client.request({
        method: 'eth_sendTransaction',
        params: [
          {
            from: address('wallet-1'),
            to: chain.contracts.ensPublicResolver,
            data: encodeFunctionData({
              abi: parseAbi(['function setAddr(bytes32 node, address a)']),
              functionName: 'setAddr',
              args: [namehash('alice.portico.eth'), address('wallet-2') as `0x${string}`],
            }),
          },
        ],
      } as never)
      clock += 299_000
      expect((await server.inject({ url })).json()).toMatchObject({ name: 'alice.portico.eth' })
      clock += 2_000
      // Forward verification now fails: the name no longer points back.
      expect((await server.inject({ url })).json()).toEqual({ name: null, avatar: null })
    } finally {
      await client.request({ method: 'evm_revert', params: [snapshot] } as never)
    }
  })
})
