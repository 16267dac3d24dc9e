import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient, getAddress, http, namehash, parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevnetChain, createDevnetClient } from '../client.js'
import type { DevnetHandle } from '../startDevnet.js'
import { startTestDevnet } from '../testing/startTestDevnet.js'
import {
  DEVNET_PROFILE_GATEWAY_SIGNER,
  profileGatewayUrl,
  setProfileGatewayUrl,
} from './deployOffchainResolver.js'

// A stand-in gateway that answers nothing: it records what clients ask and says 404, as the API
// does for a request it cannot answer (viem then gives null). What the API answers, and names
// resolving through it, are tested in services/api/src/profile.
const asked: string[] = []
const gateway = createServer((request: IncomingMessage, response) => {
  asked.push(request.url ?? '')
  response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"not found"}')
})
let gatewayOrigin = ''

let devnet: DevnetHandle
beforeAll(async () => {
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve))
  gatewayOrigin = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`
  devnet = await startTestDevnet({ profileGatewayUrl: profileGatewayUrl(gatewayOrigin) })
}, 60_000)
afterAll(async () => {
  await devnet?.stop()
  gateway.close()
})

const chainConfig = (index: number) => {
  const chain = devnet.config.chains[index]
  if (!chain) throw new Error(`no chain ${index}`)
  return chain
}
/** A plain viem client: the devnet chain object carries `contracts.ensUniversalResolver`. */
const viemClient = (index: number) =>
  createPublicClient({
    chain: createDevnetChain(chainConfig(index)),
    transport: http(chainConfig(index).rpcUrl),
  })
const account = (label: string) =>
  getAddress(devnet.config.accounts.find((a) => a.label === label)?.address ?? '')

const registryAbi = parseAbi([
  'function resolver(bytes32 node) view returns (address)',
  'function owner(bytes32 node) view returns (address)',
])
const offchainResolverAbi = parseAbi([
  'function url() view returns (string)',
  'function signers(address) view returns (bool)',
  'function owner() view returns (address)',
])

describe('plain viem resolves the seed names through the devnet UniversalResolver', () => {
  it.each([
    ['wallet-1', 'alice.portico.eth', 0],
    ['wallet-2', 'bob.portico.eth', 0],
    ['wallet-3', 'carol.portico.eth', 1],
  ])('%s ⇄ %s with its avatar (chain #%i)', async (label, name, index) => {
    const client = viemClient(index)
    const address = account(label)
    expect(await client.getEnsAddress({ name })).toBe(address)
    // addr(node, 60) answers bytes, which viem gives back lower-case.
    expect(getAddress((await client.getEnsAddress({ name, coinType: 60n })) ?? '')).toBe(address)
    expect(await client.getEnsName({ address })).toBe(name)
    const avatar = devnet.config.names.find((n) => n.name === name)?.avatar
    expect(avatar).toMatch(/\/nft\/\d+\.svg$/)
    expect(await client.getEnsText({ name, key: 'avatar' })).toBe(avatar)
    expect(await client.getEnsText({ name, key: 'no-such-record' })).toBeNull()
  })
})

describe('names the chain does not hold are asked of the gateway (EIP-3668 via the batch-gateway protocol)', () => {
  it.each([
    [
      'an unregistered name under the zone (ENSIP-10 wildcard on portico.eth)',
      (client: ReturnType<typeof viemClient>) =>
        client.getEnsAddress({ name: 'nobody-yet.portico.eth' }),
      () => '0a6e6f626f64792d796574', // DNS label "nobody-yet"
    ],
    [
      'the reverse record of an address without its own (the resolver of addr.reverse)',
      (client: ReturnType<typeof viemClient>) =>
        client.getEnsName({ address: account('deployer') }),
      () => Buffer.from(account('deployer').slice(2).toLowerCase()).toString('hex'),
    ],
  ])('%s: GET {sender}/{data}.json, null on 404', async (_case, lookup, encodedName) => {
    asked.length = 0
    expect(await lookup(viemClient(0))).toBeNull()
    const resolver = chainConfig(0).contracts.ensOffchainResolver.toLowerCase()
    expect(asked).toHaveLength(1)
    expect(asked[0]).toMatch(
      new RegExp(`^/v1/profile/ccip/${resolver}/0x9061b923[0-9a-f]+\\.json$`),
    )
    expect(asked[0]).toContain(encodedName())
  })

  it('a name outside the zone has no resolver: null without asking anyone', async () => {
    asked.length = 0
    expect(await viemClient(0).getEnsAddress({ name: 'nobody.eth' })).toBeNull()
    expect(await viemClient(0).getEnsAddress({ name: 'nobody.example' })).toBeNull()
    expect(asked).toEqual([])
  })
})

describe('the ENS wiring of the offchain resolver', () => {
  it('resolves the zone and addr.reverse, whose owner is still the reverse registrar; trusts the gateway signer', async () => {
    for (const index of [0, 1]) {
      const { rpcUrl, chainId, name, contracts } = chainConfig(index)
      const client = createDevnetClient({ chainId, name, rpcUrl })
      const read = (functionName: 'resolver' | 'owner', node: `0x${string}`) =>
        client.readContract({
          address: contracts.ensRegistry,
          abi: registryAbi,
          functionName,
          args: [node],
        })
      expect(await read('resolver', namehash('portico.eth'))).toBe(contracts.ensOffchainResolver)
      expect(await read('resolver', namehash('addr.reverse'))).toBe(contracts.ensOffchainResolver)
      expect(await read('owner', namehash('addr.reverse'))).toBe(contracts.ensReverseRegistrar)
      // The seed names keep their own PublicResolver records.
      expect(await read('resolver', namehash('alice.portico.eth'))).toBe(
        contracts.ensPublicResolver,
      )
      const resolver = (functionName: 'url' | 'owner') =>
        client.readContract({
          address: contracts.ensOffchainResolver,
          abi: offchainResolverAbi,
          functionName,
        })
      expect(await resolver('url')).toBe(profileGatewayUrl(gatewayOrigin))
      expect(await resolver('owner')).toBe(account('deployer'))
      expect(
        await client.readContract({
          address: contracts.ensOffchainResolver,
          abi: offchainResolverAbi,
          functionName: 'signers',
          args: [DEVNET_PROFILE_GATEWAY_SIGNER],
        }),
      ).toBe(true)
    }
    expect(devnet.config.profileGateway).toEqual({
      url: profileGatewayUrl(gatewayOrigin),
      signer: DEVNET_PROFILE_GATEWAY_SIGNER,
      privateKey: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    })
  })

  it('the owner moves the gateway URL (setProfileGatewayUrl); anyone else cannot', async () => {
    const { rpcUrl, chainId, name, contracts } = chainConfig(1)
    const client = createDevnetClient({ chainId, name, rpcUrl })
    const resolver = contracts.ensOffchainResolver
    const moved = profileGatewayUrl(`${gatewayOrigin}/moved`)
    await setProfileGatewayUrl(client, { resolver, owner: account('deployer'), url: moved })
    asked.length = 0
    expect(await viemClient(1).getEnsAddress({ name: 'nobody-yet.portico.eth' })).toBeNull()
    expect(asked[0]).toMatch(/^\/moved\/v1\/profile\/ccip\//)
    await expect(
      setProfileGatewayUrl(client, {
        resolver,
        owner: account('wallet-1'),
        url: 'http://127.0.0.1:1/{sender}/{data}.json',
      }),
    ).rejects.toThrow(/pointing the offchain resolver/)
    expect(
      await client.readContract({
        address: resolver,
        abi: offchainResolverAbi,
        functionName: 'url',
      }),
    ).toBe(moved)
  })
})
