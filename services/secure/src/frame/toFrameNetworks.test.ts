/**
 * The frame's networks: the built-in networks (@portico/core/networks) and the operator file's
 * chains, read by the services' own reader (issue 18: "the embedded wallet, which today knows only
 * the devnet chains").
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { BUILT_IN_NETWORKS, base, mainnet, solana } from '@portico/core/networks'
import { type ResolvedOperatorConfig, readOperatorConfig } from '@portico/kit'
import { afterAll, describe, expect, it } from 'vitest'
import { FramePageConfigSchema } from '../../frame/src/config/framePageConfig.js'
import { createNetworks } from '../../frame/src/rpc/networks.js'
import { toFrameNetworks } from './toFrameNetworks.js'

const dir = mkdtempSync(join(tmpdir(), 'portico-frame-networks-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const token = (address: string, symbol: string, decimals: number, logoURI?: string) => ({
  chainId: 1,
  address,
  symbol,
  name: `${symbol} token`,
  decimals,
  ...(logoURI ? { logoURI } : {}),
})

/** The frame's own view of a page config with these networks. */
const frameOf = ({ evmNetworks, solanaNetworks }: ReturnType<typeof toFrameNetworks>) =>
  createNetworks({ evmNetworks: [...evmNetworks], solanaNetworks: [...(solanaNetworks ?? [])] })

/** An operator file (and its token list) written to disk, read as every service reads it. */
async function operatorFile(
  name: string,
  file: Record<string, unknown>,
  tokens: ReturnType<typeof token>[] = [],
): Promise<ResolvedOperatorConfig> {
  writeFileSync(
    join(dir, `${name}.tokens.json`),
    JSON.stringify({
      name: 'Test list',
      timestamp: '2026-01-01T00:00:00.000Z',
      version: { major: 1, minor: 0, patch: 0 },
      tokens,
    }),
  )
  const path = join(dir, `${name}.json`)
  writeFileSync(path, JSON.stringify({ version: 1, ...file }))
  return readOperatorConfig(path, { env: {} })
}

const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 }

describe('toFrameNetworks', () => {
  // spec §9: "Embedded networks: many EVM chains (mainnet, Optimism, Arbitrum, Polygon, Celo,
  // Aurora, BNB, Avalanche, zkSync, Gnosis, Base, Zora and testnets) and three Solana clusters"
  it('spec §9 "Embedded networks …": without an operator file, every built-in network', () => {
    const { evmNetworks, solanaNetworks } = toFrameNetworks()
    const evm = BUILT_IN_NETWORKS.filter((network) => network.chainNamespace === 'eip155')
    expect(evmNetworks.map((network) => network.chainId)).toEqual(evm.map(({ id }) => id))
    expect(evmNetworks.find((network) => network.chainId === base.id)).toEqual({
      chainId: 8453,
      name: 'Base',
      rpcUrls: ['https://mainnet.base.org'],
      nativeCurrency: ETHER,
      blockExplorerUrl: 'https://basescan.org',
    })
    expect(solanaNetworks).toEqual([
      {
        chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        name: 'Solana',
        rpcUrls: ['https://api.mainnet-beta.solana.com'],
      },
      {
        chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        name: 'Solana Devnet',
        rpcUrls: ['https://api.devnet.solana.com'],
      },
      {
        chainId: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
        name: 'Solana Testnet',
        rpcUrls: ['https://api.testnet.solana.com'],
      },
    ])
    // The frame itself: a new session starts on Ethereum and knows Base and the clusters.
    const frame = frameOf(toFrameNetworks())
    expect(frame.defaultEvmChainId).toBe(mainnet.id)
    expect(frame.evm.get(base.id)?.name).toBe('Base')
    expect(frame.defaultSolanaChainId).toBe(solana.id)
  })

  it('the operator file’s chains come first (a new session’s chain) and replace the built-in one of the same id', async () => {
    const operator = await operatorFile(
      'world',
      {
        evm: [
          {
            caipNetworkId: 'eip155:31337',
            name: 'Portico Devnet A',
            rpcUrls: ['http://127.0.0.1:8545', 'http://127.0.0.1:9545'],
            nativeCurrency: { ...ETHER, iconUrl: 'http://127.0.0.1:8547/eth.svg' },
          },
          {
            caipNetworkId: 'eip155:1',
            name: 'Ethereum (local)',
            rpcUrls: ['http://127.0.0.1:18545'],
            nativeCurrency: ETHER,
            explorer: { name: 'Local', url: 'http://127.0.0.1:4000/explorer' },
            tokenList: 'world.tokens.json',
          },
        ],
        solana: [
          {
            caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
            name: 'Solana (local)',
            rpcUrls: ['http://127.0.0.1:8899'],
          },
        ],
      },
      [token(USDC, 'USDC', 6, 'http://127.0.0.1:8547/usdc.svg')],
    )
    const { evmNetworks, solanaNetworks } = toFrameNetworks({ operator })
    expect(evmNetworks.slice(0, 2)).toEqual([
      {
        chainId: 31337,
        name: 'Portico Devnet A',
        rpcUrls: ['http://127.0.0.1:8545', 'http://127.0.0.1:9545'],
        nativeCurrency: { ...ETHER, iconUrl: 'http://127.0.0.1:8547/eth.svg' },
        tokens: [],
      },
      {
        chainId: 1,
        name: 'Ethereum (local)',
        rpcUrls: ['http://127.0.0.1:18545'],
        nativeCurrency: ETHER,
        blockExplorerUrl: 'http://127.0.0.1:4000/explorer',
        tokens: [
          {
            address: USDC,
            name: 'USDC token',
            symbol: 'USDC',
            decimals: 6,
            iconUrl: 'http://127.0.0.1:8547/usdc.svg',
          },
        ],
      },
    ])
    // Ethereum once, the operator's; every other built-in after the file's chains.
    expect(evmNetworks.filter((network) => network.chainId === 1)).toHaveLength(1)
    expect(evmNetworks.length).toBe(2 + 23)
    expect(solanaNetworks?.map((network) => network.name)).toEqual([
      'Solana (local)',
      'Solana Devnet',
      'Solana Testnet',
    ])
    expect(frameOf({ evmNetworks, solanaNetworks }).defaultEvmChainId).toBe(31337)
  })

  // issue 18: "Per EVM chain: … RPC URLs (ordered fallbacks)"; "Every RPC call … falls over to the
  // next URL" — the frame gets them all, in order, or it has nothing to fall over to.
  it('issue 18 "RPC URLs (ordered fallbacks)": every URL of a chain and a cluster, in order, the file’s and the built-ins’', async () => {
    const operator = await operatorFile('fallbacks', {
      evm: [
        {
          caipNetworkId: 'eip155:8453',
          name: 'Base (keyed, then public)',
          rpcUrls: [
            'https://keyed.example.org/k1',
            'https://base.example.net',
            'http://127.0.0.1:18546',
          ],
          nativeCurrency: ETHER,
        },
      ],
      solana: [
        {
          caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
          name: 'Solana (two providers)',
          rpcUrls: ['https://solana-one.example.org', 'https://solana-two.example.net'],
        },
      ],
    })
    const builtIn = {
      ...mainnet,
      rpcUrls: {
        default: { http: ['https://eth-one.example.org', 'https://eth-two.example.net'] },
      },
    }
    const { evmNetworks, solanaNetworks } = toFrameNetworks({ operator, builtIns: [builtIn] })
    expect(evmNetworks.map(({ chainId, rpcUrls }) => ({ chainId, rpcUrls }))).toEqual([
      {
        chainId: 8453,
        rpcUrls: [
          'https://keyed.example.org/k1',
          'https://base.example.net',
          'http://127.0.0.1:18546',
        ],
      },
      { chainId: 1, rpcUrls: ['https://eth-one.example.org', 'https://eth-two.example.net'] },
    ])
    expect(solanaNetworks?.[0]?.rpcUrls).toEqual([
      'https://solana-one.example.org',
      'https://solana-two.example.net',
    ])
    // The frame's own view keeps them too.
    expect(frameOf({ evmNetworks, solanaNetworks }).evm.get(8453)?.rpcUrls).toHaveLength(3)
  })

  it.each([
    ['no RPC URL', [], /the network 'Stranger': rpcUrls/],
    ['a WebSocket URL', ['wss://rpc.example.org'], /the network 'Stranger': rpcUrls\.0/],
    ['a URL with a space', ['https://rpc.example.org/a b'], /the network 'Stranger': rpcUrls\.0/],
    ['11 URLs', Array.from({ length: 11 }, (_, i) => `https://rpc${i}.example.org`), /rpcUrls/],
  ])(
    'the frame’s schema refuses a network with %s, and toFrameNetworks names it',
    (_, http, error) => {
      const stranger = { ...mainnet, id: 777, name: 'Stranger', rpcUrls: { default: { http } } }
      expect(() => toFrameNetworks({ builtIns: [stranger] })).toThrow(error)
      const page = { projectId: 'p', allowedOrigins: [] }
      const network = { chainId: 777, name: 'Stranger', rpcUrls: http, nativeCurrency: ETHER }
      expect(FramePageConfigSchema.safeParse({ ...page, evmNetworks: [network] }).success).toBe(
        false,
      )
    },
  )

  it('keeps the listed tokens the frame can read: at most 100, decimals up to 36, http(s) logos', async () => {
    const many = Array.from({ length: 103 }, (_, i) =>
      token(`0x${(i + 1).toString(16).padStart(40, '0')}`, `T${i}`, 18),
    )
    const operator = await operatorFile(
      'tokens',
      {
        evm: [
          {
            caipNetworkId: 'eip155:1',
            name: 'Ethereum',
            rpcUrls: ['http://127.0.0.1:18545'],
            nativeCurrency: ETHER,
            tokenList: 'tokens.tokens.json',
          },
        ],
      },
      [
        token(USDC, 'USDC', 6, 'ipfs://QmLogo'),
        token('0x00000000000000000000000000000000000000aa', 'WIDE', 40),
        ...many,
      ],
    )
    const [chain] = toFrameNetworks({ operator }).evmNetworks
    expect(chain?.tokens).toHaveLength(100)
    expect(chain?.tokens?.[0]).toEqual({
      address: USDC,
      name: 'USDC token',
      symbol: 'USDC',
      decimals: 6,
    })
    expect(chain?.tokens?.some((t) => t.symbol === 'WIDE')).toBe(false)
  })

  it('refuses, naming the network, what the frame page could not read', async () => {
    const operator = await operatorFile('long', {
      evm: [
        {
          caipNetworkId: 'eip155:5',
          name: 'N'.repeat(200),
          rpcUrls: ['http://127.0.0.1:18545'],
          nativeCurrency: ETHER,
        },
      ],
    })
    expect(() => toFrameNetworks({ operator })).toThrow(/the network 'N{200}': name/)
  })
})
