// The switch-chain path against the real test wallet's EIP-1193 provider (apps/wallet): it knows
// the devnet's chain A only; switching and adding chains make no RPC call, so no chain runs here.
import {
  ChainNotSupportedError,
  type Network,
  UserRejectedRequestError,
} from '@portico/core/internal'
import { ANVIL_PRIVATE_KEYS, createTestWalletProvider } from '@portico/wallet'
import type { EIP1193Provider } from 'viem'
import { describe, expect, it } from 'vitest'
import { switchChain } from './switchChain.js'

const CHAIN_A = { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', name: 'Devnet A' }

const network = (id: number, extra: Partial<Network> = {}): Network => ({
  id,
  name: `Chain ${id}`,
  chainNamespace: 'eip155',
  caipNetworkId: `eip155:${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [`http://127.0.0.1:${id % 10_000}`] } },
  blockExplorers: { default: { name: 'Explorer', url: `https://explorer.example/${id}` } },
  ...extra,
})

/** The test wallet on chain A, and every request it was asked (the wallet answers each). */
function wallet(behavior: { reject?: string[] } = {}) {
  const test = createTestWalletProvider({
    wallet: {
      name: 'Portico Test Wallet',
      rdns: 'xyz.portico.switch-test',
      accounts: [ANVIL_PRIVATE_KEYS[0]!],
      chains: [CHAIN_A],
      behavior,
    },
  })
  const asked: { method: string; params?: unknown }[] = []
  const provider = {
    ...test.provider,
    request: (args: { method: string; params?: unknown }) => {
      asked.push(args)
      return test.provider.request(args as Parameters<typeof test.provider.request>[0])
    },
  } as unknown as EIP1193Provider
  return { test, provider, asked }
}

const methods = (asked: { method: string }[]) => asked.map((a) => a.method)
const addParameter = (asked: { method: string; params?: unknown }[]) =>
  (asked.find((a) => a.method === 'wallet_addEthereumChain')?.params as unknown[] | undefined)?.[0]

describe('switchChain — spec §7 "wallet_switchEthereumChain, wallet_addEthereumChain (chainId hex, rpcUrls, chainName, nativeCurrency, blockExplorerUrls, iconUrls)"', () => {
  it('a chain the wallet knows: switched, nothing added', async () => {
    const { provider, asked } = wallet()
    await switchChain(provider, network(31337))
    expect(methods(asked)).toEqual(['wallet_switchEthereumChain'])
  })

  it.each([
    [
      'the network image is sent as iconUrls',
      { assets: { imageUrl: 'https://icons.example/31339.png' } },
      ['https://icons.example/31339.png'],
    ],
    ['no image: no iconUrls', {}, undefined],
    [
      'an image that is no http(s) URL is not sent',
      { assets: { imageUrl: 'javascript:alert(1)' } },
      undefined,
    ],
  ] as const)(
    'a chain the wallet does not know (4902) is added — %s',
    async (_rule, extra, iconUrls) => {
      const { test, provider, asked } = wallet()
      await switchChain(provider, network(31339, extra))
      expect(addParameter(asked)).toEqual({
        chainId: '0x7a6b',
        chainName: 'Chain 31339',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: ['http://127.0.0.1:1339'],
        blockExplorerUrls: ['https://explorer.example/31339'],
        iconUrls,
      })
      // The test wallet adds without moving (EIP-3085 lets it): it is asked to switch again.
      expect(methods(asked)).toEqual([
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
        'eth_chainId',
        'wallet_switchEthereumChain',
      ])
      expect(test.getState().chainId).toBe(31339)
    },
  )

  it("spec §8 \"'Chain is not supported' (adding chain failed)\": the wallet refuses the chain's parameters", async () => {
    const { test, provider } = wallet()
    // The test wallet takes native currencies of 18 decimals only (-32602 otherwise).
    const odd = network(31339, { nativeCurrency: { name: 'Six', symbol: 'SIX', decimals: 6 } })
    const error = await switchChain(provider, odd).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChainNotSupportedError)
    expect((error as ChainNotSupportedError).shortMessage).toBe('Chain is not supported')
    expect((error as ChainNotSupportedError).cause).toMatchObject({ code: -32602 })
    expect(test.getState().chainId).toBe(31337)
  })

  it('the user refusing to add the chain stays a rejection (4001), not "Chain is not supported"', async () => {
    const { provider } = wallet({ reject: ['wallet_addEthereumChain'] })
    const error = await switchChain(provider, network(31339)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ code: 4001 })
  })
})
