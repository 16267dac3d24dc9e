import { describe, expect, it } from 'vitest'
import { testNetwork } from '../../testing/index.js'
import { type AssetsProvider, readWalletAssets } from './readWalletAssets.js'

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const USDC = '0xA15BB66138824a1c7167f5E85b957d04Dd34E468'
const network = testNetwork(31337)

const native = {
  address: 'native',
  balance: '0x14d1120d7b160000', // 1.5 ETH
  type: 'NATIVE',
  metadata: {
    name: 'Ether',
    symbol: 'ETH',
    decimals: 18,
    price: 3000,
    iconUrl: 'http://x/eth.svg',
  },
}
const usdc = {
  address: USDC,
  balance: '0xee6b280', // 250 USDC
  type: 'ERC20',
  metadata: {
    name: 'USD Coin',
    symbol: 'USDC',
    decimals: 6,
    price: 1,
    iconUrl: 'http://x/usdc.svg',
    value: 250,
  },
}

/**
 * A stand-in for the embedded wallet's EIP-1193 provider (the real one, services/secure, is built
 * in its own issue): answers wallet_getCapabilities and wallet_getAssets from a script and records
 * every request.
 */
function mockEmbeddedWalletProvider(script: {
  capabilities?: unknown
  capabilitiesError?: boolean
  assets?: unknown
  assetsError?: Error
}) {
  const requests: { method: string; params?: unknown }[] = []
  const provider: AssetsProvider = {
    async request(request) {
      requests.push(request)
      if (request.method === 'wallet_getCapabilities') {
        if (script.capabilitiesError) throw Object.assign(new Error('unsupported'), { code: 4200 })
        return script.capabilities
      }
      if (request.method === 'wallet_getAssets') {
        if (script.assetsError) throw script.assetsError
        return script.assets
      }
      throw new Error(`unexpected ${request.method}`)
    },
  }
  return { provider, requests }
}

const discovery = { '0x7a69': { assetDiscovery: { supported: true } } }

describe('readWalletAssets — spec §7 "a wallet capabilities check then wallet_getAssets (account, chainFilter hex chain id)"', () => {
  it('asks wallet_getCapabilities, then wallet_getAssets with { account, chainFilter: [hex chain id] }; maps the assets to balance items (spec §3)', async () => {
    const { provider, requests } = mockEmbeddedWalletProvider({
      capabilities: discovery,
      assets: { '0x7a69': [native, usdc] },
    })
    expect(await readWalletAssets({ provider, address: ACCOUNT, network })).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:31337',
        quantity: { decimals: '18', numeric: '1.5' },
        price: 3000,
        value: 4500,
        iconUrl: 'http://x/eth.svg',
      },
      {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: 'eip155:31337',
        address: `eip155:31337:${USDC}`,
        quantity: { decimals: '6', numeric: '250' },
        price: 1,
        value: 250,
        iconUrl: 'http://x/usdc.svg',
      },
    ])
    expect(requests).toEqual([
      { method: 'wallet_getCapabilities', params: [ACCOUNT] },
      { method: 'wallet_getAssets', params: [{ account: ACCOUNT, chainFilter: ['0x7a69'] }] },
    ])
  })

  it.each<[string, Parameters<typeof mockEmbeddedWalletProvider>[0]]>([
    ['the wallet has no wallet_getCapabilities', { capabilitiesError: true }],
    ['capabilities are not a map', { capabilities: 'yes' }],
    [
      'no capabilities for the chain',
      { capabilities: { '0x1': { assetDiscovery: { supported: true } } } },
    ],
    [
      'assetDiscovery not supported',
      { capabilities: { '0x7a69': { assetDiscovery: { supported: false } } } },
    ],
    ['no assetDiscovery', { capabilities: { '0x7a69': { atomic: { status: 'supported' } } } }],
  ])(
    'null (the API answers instead) when the wallet lacks asset discovery: %s',
    async (_case, script) => {
      const { provider, requests } = mockEmbeddedWalletProvider(script)
      expect(await readWalletAssets({ provider, address: ACCOUNT, network })).toBeNull()
      expect(requests.map((r) => r.method)).toEqual(['wallet_getCapabilities'])
    },
  )

  it('reads capabilities and assets keyed by any spelling of the hex chain id, or by 0x0 for every chain', async () => {
    for (const capabilities of [
      { '0x7A69': { assetDiscovery: { supported: true } } },
      { '0x0': { assetDiscovery: { supported: true } } },
    ]) {
      const { provider } = mockEmbeddedWalletProvider({
        capabilities,
        assets: { '0x007a69': [usdc] },
      })
      expect(
        (await readWalletAssets({ provider, address: ACCOUNT, network }))?.map((b) => b.symbol),
      ).toEqual(['USDC'])
    }
  })

  it.each<[string, unknown]>([
    ['a numeric address', { ...usdc, address: 1 }],
    ['a numeric balance', { ...usdc, balance: 250 }],
    ['type ERC721', { ...usdc, type: 'ERC721' }],
    ['no metadata', { ...usdc, metadata: undefined }],
    ['a price that is a string', { ...usdc, metadata: { ...usdc.metadata, price: '1' } }],
    ['decimals that are a string', { ...usdc, metadata: { ...usdc.metadata, decimals: '6' } }],
    ['no iconUrl', { ...usdc, metadata: { ...usdc.metadata, iconUrl: undefined } }],
    [
      "decimals 0 (spec §5: 'Tokens with decimals 0 are filtered out')",
      { ...usdc, metadata: { ...usdc.metadata, decimals: 0 } },
    ],
    ['a balance that is not hex', { ...usdc, balance: 'lots' }],
  ])('spec §5: an asset failing the shape checks is ignored: %s', async (_case, bad) => {
    const { provider } = mockEmbeddedWalletProvider({
      capabilities: discovery,
      assets: { '0x7a69': [bad, native] },
    })
    expect(
      (await readWalletAssets({ provider, address: ACCOUNT, network }))?.map((b) => b.symbol),
    ).toEqual(['ETH'])
  })

  it('no assets for the chain: none; an answer that is not a map throws; a failing wallet_getAssets throws', async () => {
    expect(
      await readWalletAssets({
        provider: mockEmbeddedWalletProvider({ capabilities: discovery, assets: {} }).provider,
        address: ACCOUNT,
        network,
      }),
    ).toEqual([])
    await expect(
      readWalletAssets({
        provider: mockEmbeddedWalletProvider({ capabilities: discovery, assets: [native] })
          .provider,
        address: ACCOUNT,
        network,
      }),
    ).rejects.toThrow(TypeError)
    const refused = Object.assign(new Error('User rejected'), { code: 4001 })
    await expect(
      readWalletAssets({
        provider: mockEmbeddedWalletProvider({ capabilities: discovery, assetsError: refused })
          .provider,
        address: ACCOUNT,
        network,
      }),
    ).rejects.toBe(refused)
  })

  it('a network without a numeric chain id has no asset discovery (nothing asked)', async () => {
    const { provider, requests } = mockEmbeddedWalletProvider({ capabilities: discovery })
    expect(
      await readWalletAssets({ provider, address: ACCOUNT, network: testNetwork('abc') }),
    ).toBeNull()
    expect(requests).toEqual([])
  })
})
