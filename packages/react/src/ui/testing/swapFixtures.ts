import type { Portico, SwapQuote, SwapState, SwapToken } from '@portico/core'
import { createFakeAdapter, testInstance, testNetwork } from '@portico/core/testing'

/** Test data of the swap views' component tests: the devnet's tokens as the store holds them. */

export const SWAP_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const swapToken = (
  symbol: string,
  name: string,
  contract: string,
  decimals: number,
  price: number,
  quantity: string,
): SwapToken => ({
  name,
  symbol,
  address: `eip155:31337:${contract}`,
  decimals,
  logoUri: '',
  price,
  quantity,
  value: Number(quantity) * price,
})

export const ETH = swapToken(
  'ETH',
  'Ether',
  '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  18,
  3000,
  '2.5',
)
export const USDC = swapToken(
  'USDC',
  'USD Coin',
  '0xA15BB66138824a1c7167f5E85b957d04Dd34E468',
  6,
  1,
  '100',
)
export const DAI = swapToken(
  'DAI',
  'Dai Stablecoin',
  '0x8ce361602B935680E8DeC218b820ff5056BeB7af',
  18,
  1,
  '0',
)
export const WETH = swapToken(
  'WETH',
  'Wrapped Ether',
  '0xe1DA8919f262Ee86f9BE05059C9280142CF23f48',
  18,
  3000,
  '0',
)
/** In the store's order: the account's by value, then the rest. */
export const SWAP_TOKENS: readonly SwapToken[] = [ETH, USDC, DAI, WETH]

/** A quote of 1 ETH for 3,000 USDC by the devnet provider, no fee, 1 % slippage. */
export const ETH_USDC_QUOTE: SwapQuote = {
  provider: { id: 'uniswap-v2-devnet', name: 'Uniswap V2 (devnet)' },
  fromAmount: '1000000000000000000',
  toAmount: '3000000000',
  minimumReceived: '2970000000',
  fee: { bps: 0, amount: '0' },
  priceImpact: 0.42,
}

/** An instance connected with the fake wallet (on chain 31337 unless told), its swap store at `swap`. */
export async function swapInstance(
  swap: Partial<SwapState> = {},
  chainId = 31337,
): Promise<Portico> {
  const wallets = createFakeAdapter('eip155', [{ id: 'w1', address: SWAP_ACCOUNT, chainId }])
  const portico = testInstance({
    networks: [testNetwork(chainId, 'eip155', chainId === 31337 ? 'Anvil' : 'Elsewhere')],
    adapters: [wallets.adapter],
  })
  portico.mount()
  await portico.connect({ connectorId: 'w1' })
  portico._internal.stores.swap.setState({ status: 'ready', tokens: SWAP_TOKENS, ...swap })
  return portico
}
