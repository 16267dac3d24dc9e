import { type Address, getAddress, namehash, parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevnetClient } from '../client.js'
import type { DevnetHandle } from '../startDevnet.js'
import { startTestDevnet } from '../testing/startTestDevnet.js'

const registryAbi = parseAbi([
  'function resolver(bytes32 node) view returns (address)',
  'function owner(bytes32 node) view returns (address)',
])
const resolverAbi = parseAbi([
  'function addr(bytes32 node) view returns (address)',
  'function name(bytes32 node) view returns (string)',
  'function text(bytes32 node, string key) view returns (string)',
])

let devnet: DevnetHandle
beforeAll(async () => {
  devnet = await startTestDevnet()
}, 60_000)
afterAll(() => devnet?.stop())

describe('ENS on the devnet (a standard setup: registry, PublicResolver, ReverseRegistrar)', () => {
  it.each([
    ['wallet-1', 'alice.portico.eth'],
    ['wallet-2', 'bob.portico.eth'],
    ['wallet-3', 'carol.portico.eth'],
  ])('%s is %s, forward and reverse, with an avatar, on both chains', async (label, name) => {
    const account = devnet.config.accounts.find((a) => a.label === label)
    expect(account).toBeDefined()
    const address = getAddress(account?.address ?? '')
    for (const chain of devnet.config.chains) {
      const client = createDevnetClient({
        chainId: chain.chainId,
        name: chain.name,
        rpcUrl: chain.rpcUrl,
      })
      const registry = chain.contracts.ensRegistry
      const read = <T>(
        to: Address,
        abi: typeof resolverAbi | typeof registryAbi,
        functionName: string,
        args: unknown[],
      ) => client.readContract({ address: to, abi, functionName, args } as never) as Promise<T>
      // Forward: name → resolver → address.
      const node = namehash(name)
      const resolver = await read<Address>(registry, registryAbi, 'resolver', [node])
      expect(await read<Address>(resolver, resolverAbi, 'addr', [node])).toBe(address)
      expect(await read<Address>(registry, registryAbi, 'owner', [node])).toBe(address)
      const avatar = await read<string>(resolver, resolverAbi, 'text', [node, 'avatar'])
      expect(avatar).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/nft\/\d+\.svg$/)
      expect((await fetch(avatar)).headers.get('content-type')).toContain('image/svg+xml')
      // Reverse: address → <addr>.addr.reverse → name.
      const reverseNode = namehash(`${address.slice(2).toLowerCase()}.addr.reverse`)
      const reverseResolver = await read<Address>(registry, registryAbi, 'resolver', [reverseNode])
      expect(await read<string>(reverseResolver, resolverAbi, 'name', [reverseNode])).toBe(name)
    }
    expect(devnet.config.names.filter((n) => n.name === name).map((n) => n.chainId)).toEqual([
      31337, 31338,
    ])
  })
})
