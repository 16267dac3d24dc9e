import type { ProposalTypes } from '@walletconnect/types'
import { describe, expect, test } from 'vitest'
import { ANVIL_MNEMONIC } from '../provider/defaults.js'
import { buildSampleWalletNamespaces } from './buildSampleWalletNamespaces.js'
import { describeSessionProposal, pickSafeIcon } from './describeSessionProposal.js'
import { deriveSampleWalletAccounts } from './keys/deriveSampleWalletAccounts.js'

const accounts = deriveSampleWalletAccounts({ mnemonic: ANVIL_MNEMONIC })
const evmChains = [
  { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' },
  { chainId: 31338, rpcUrl: 'http://127.0.0.1:8546' },
]
const EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

function proposal(
  requiredNamespaces: ProposalTypes.RequiredNamespaces,
  optionalNamespaces: ProposalTypes.OptionalNamespaces = {},
  icons: string[] = [],
): ProposalTypes.Struct {
  return {
    id: 1,
    expiryTimestamp: Math.floor(Date.now() / 1000) + 300,
    relays: [{ protocol: 'irn' }],
    proposer: {
      publicKey: 'ab'.repeat(32),
      metadata: { name: 'Portico demo', description: 'd', url: 'http://127.0.0.1:5173', icons },
    },
    requiredNamespaces,
    optionalNamespaces,
    pairingTopic: 'cd'.repeat(32),
  }
}

describe('buildSampleWalletNamespaces', () => {
  test('eip155: the devnet chains the dApp asks for, not the others; only methods and events it asked for', () => {
    const approved = buildSampleWalletNamespaces({
      proposal: proposal(
        {},
        {
          eip155: {
            chains: ['eip155:31337', 'eip155:31338', 'eip155:1'],
            methods: ['personal_sign', 'eth_sendTransaction', 'wallet_getCapabilities'],
            events: ['chainChanged', 'accountsChanged', 'message'],
          },
        },
      ),
      accounts,
      evmChains,
    })
    expect(approved).toEqual({
      eip155: {
        chains: ['eip155:31337', 'eip155:31338'],
        methods: ['personal_sign', 'eth_sendTransaction'],
        events: ['chainChanged', 'accountsChanged'],
        accounts: [`eip155:31337:${EVM}`, `eip155:31338:${EVM}`],
      },
    })
  })

  test('solana, bip122, polkadot and cosmos: the chains the dApp asks for, with the account of each', () => {
    const bitcoin = 'bip122:000000000019d6689c085ae165831e93'
    const polkadot = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
    const cosmos = 'cosmos:cosmoshub-4'
    const approved = buildSampleWalletNamespaces({
      proposal: proposal(
        { solana: { chains: [SOLANA], methods: ['solana_signMessage'], events: [] } },
        {
          bip122: { chains: [bitcoin], methods: ['signMessage'], events: [] },
          polkadot: { chains: [polkadot], methods: ['polkadot_signMessage'], events: [] },
          [cosmos]: { methods: ['cosmos_signDirect', 'cosmos_getAccounts'], events: [] },
        },
      ),
      accounts,
      evmChains,
    })
    expect(Object.keys(approved).sort()).toEqual(['bip122', 'cosmos', 'polkadot', 'solana'])
    expect(approved.solana!.accounts).toEqual([`${SOLANA}:${accounts.solana.address}`])
    expect(approved.bip122!.accounts[0]).toMatch(/^bip122:000000000019d6689c085ae165831e93:bc1q/)
    expect(approved.polkadot!.accounts[0]).toMatch(/^polkadot:91b171bb158e2d3848fa23a9f1c25182:1/)
    expect(approved.cosmos).toEqual({
      chains: [cosmos],
      methods: ['cosmos_signDirect', 'cosmos_getAccounts'],
      events: [],
      accounts: [`${cosmos}:${accounts.cosmos.address}`],
    })
  })

  test.each([
    [
      'a required EVM chain the devnet does not have',
      { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] } },
    ],
    [
      'a required method the wallet lacks',
      { eip155: { chains: ['eip155:31337'], methods: ['eth_sign'], events: [] } },
    ],
    [
      'a required namespace the wallet has no keys for',
      { near: { chains: ['near:mainnet'], methods: ['x'], events: [] } },
    ],
  ])('refused: %s', (_rule, required) => {
    expect(() =>
      buildSampleWalletNamespaces({ proposal: proposal(required), accounts, evmChains }),
    ).toThrow()
  })

  test('refused: nothing the wallet supports was asked for', () => {
    expect(() =>
      buildSampleWalletNamespaces({
        proposal: proposal(
          {},
          { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] } },
        ),
        accounts,
        evmChains,
      }),
    ).toThrow(/no chain this wallet supports/)
  })
})

describe('describeSessionProposal', () => {
  test('the dApp metadata and each requested namespace, required first', () => {
    const description = describeSessionProposal(
      proposal(
        {
          eip155: {
            chains: ['eip155:31337'],
            methods: ['personal_sign'],
            events: ['chainChanged'],
          },
        },
        { [SOLANA]: { methods: ['solana_signMessage'], events: [] } },
        ['javascript:alert(1)', 'https://demo.example/icon.png'],
      ),
    )
    expect(description).toMatchObject({
      id: 1,
      name: 'Portico demo',
      url: 'http://127.0.0.1:5173',
      icon: 'https://demo.example/icon.png',
      validation: 'UNKNOWN',
      namespaces: [
        {
          namespace: 'eip155',
          chains: ['eip155:31337'],
          methods: ['personal_sign'],
          events: ['chainChanged'],
          required: true,
        },
        {
          namespace: 'solana',
          chains: [SOLANA],
          methods: ['solana_signMessage'],
          events: [],
          required: false,
        },
      ],
    })
  })

  test.each([
    ['https URL', ['https://a.example/i.png'], 'https://a.example/i.png'],
    [
      'http URL (the devnet serves over http)',
      ['http://127.0.0.1:5173/i.svg'],
      'http://127.0.0.1:5173/i.svg',
    ],
    ['data: image', ['data:image/png;base64,AAAA'], 'data:image/png;base64,AAAA'],
    ['javascript: is never an icon', ['javascript:alert(1)'], undefined],
    ['data:text/html is never an icon', ['data:text/html,<script>alert(1)</script>'], undefined],
    ['a quote cannot break out of the attribute', ['https://a.example/"onerror="x'], undefined],
    ['not a list', 'https://a.example/i.png', undefined],
  ])('pickSafeIcon: %s', (_rule, icons, expected) => {
    expect(pickSafeIcon(icons)).toBe(expected)
  })
})
