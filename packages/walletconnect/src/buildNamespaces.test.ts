import { type Network, toCaipAddress } from '@portico/core'
import { testNetwork } from '@portico/core/testing'
import { describe, expect, it } from 'vitest'
import { buildNamespaces } from './buildNamespaces.js'
import { NAMESPACE_EVENTS, NAMESPACE_METHODS } from './namespaceMethods.js'
import { pickAccount, sessionAccounts, toChainId } from './sessionAccounts.js'

const solanaDevnet: Network = {
  ...testNetwork('EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'solana'),
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
}
const cosmos = testNetwork('cosmoshub-4', 'cosmos')

describe('buildNamespaces: optionalNamespaces from the configured networks', () => {
  it('one namespace per namespace of the networks, every chain in CAIP-2, methods, events and an rpcMap of the networks own URLs', () => {
    const namespaces = buildNamespaces([
      testNetwork(31337),
      testNetwork(31338),
      solanaDevnet,
      cosmos,
    ])
    expect(namespaces).toEqual({
      eip155: {
        chains: ['eip155:31337', 'eip155:31338'],
        methods: [...NAMESPACE_METHODS.eip155],
        events: [...NAMESPACE_EVENTS.eip155],
        rpcMap: { '31337': 'http://127.0.0.1:31337', '31338': 'http://127.0.0.1:31338' },
      },
      solana: {
        chains: ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
        methods: [...NAMESPACE_METHODS.solana],
        events: [...NAMESPACE_EVENTS.solana],
        rpcMap: { EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'http://127.0.0.1:8899' },
      },
      cosmos: {
        chains: ['cosmos:cosmoshub-4'],
        methods: [...NAMESPACE_METHODS.cosmos],
        events: [...NAMESPACE_EVENTS.cosmos],
        rpcMap: { 'cosmoshub-4': 'http://127.0.0.1:cosmoshub-4' },
      },
    })
  })

  it('no rpcMap URL points at a vendor host: every URL is one of the networks', () => {
    const networks = [testNetwork(1), solanaDevnet]
    const urls = Object.values(buildNamespaces(networks)).flatMap((n) => Object.values(n.rpcMap))
    expect(urls.every((url) => networks.some((n) => n.rpcUrls.default.http.includes(url)))).toBe(
      true,
    )
  })

  it('only the namespaces the adapter serves', () => {
    expect(Object.keys(buildNamespaces([testNetwork(1), solanaDevnet], ['eip155']))).toEqual([
      'eip155',
    ])
  })

  it('a network listed twice is proposed once', () => {
    expect(buildNamespaces([testNetwork(1), testNetwork(1)]).eip155?.chains).toEqual(['eip155:1'])
  })
})

describe('session accounts (CAIP-10)', () => {
  const session = {
    eip155: {
      accounts: [
        'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        'eip155:31338:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      ],
    },
    solana: {
      accounts: [
        'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
      ],
    },
    other: { accounts: ['unknown:1:x', 'eip155:1', 'garbage'] },
  }

  it('parses by namespace and drops unknown or malformed ids', () => {
    const accounts = sessionAccounts(session)
    expect([...accounts.keys()]).toEqual(['eip155', 'solana'])
    expect(accounts.get('eip155')).toHaveLength(2)
  })

  it.each([
    [
      'the account on the network when approved',
      testNetwork(31338),
      { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 31338 },
    ],
    [
      'else the first of the namespace',
      testNetwork(1),
      { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 31337 },
    ],
    [
      'a string reference outside eip155',
      solanaDevnet,
      {
        address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
        chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      },
    ],
    ['none in a namespace the wallet did not approve', cosmos, undefined],
  ])('pickAccount: %s', (_rule, network, expected) => {
    const picked = pickAccount(sessionAccounts(session), network)
    expect(picked).toEqual(expected)
    if (picked)
      expect(toCaipAddress(`${network.chainNamespace}:${picked.chainId}`, picked.address)).toMatch(
        /^\w+:\w+:\w+$/,
      )
  })

  it.each([
    ['eip155', '31337', 31337],
    ['eip155', '0x7a69', 31337],
    ['solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  ] as const)('toChainId(%s, %s) = %j', (namespace, reference, expected) => {
    expect(toChainId(namespace, reference)).toBe(expected)
  })
})
