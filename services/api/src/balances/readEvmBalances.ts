import type { ResolvedEvmChain } from '@portico/kit'
import type { BalanceItem } from '@portico/protocol'
import { type Address, getAddress, type PublicClient, parseAbi } from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../indexer/constants.js'
import type { PriceSource } from '../prices/PriceSource.js'
import { chainUnavailable } from '../server/upstreamUnavailable.js'
import { pricedBalanceItem } from './pricedBalanceItem.js'

const balanceAbi = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function getEthBalance(address) view returns (uint256)',
])

type BalanceCall = {
  address: Address
  abi: typeof balanceAbi
  functionName: 'balanceOf' | 'getEthBalance'
  args: readonly [Address]
}

type CallResult = { status: 'success'; result: unknown } | { status: 'failure'; error: Error }

/** Parameters of {@link readEvmBalances}. */
export type ReadEvmBalancesParameters = {
  chain: Pick<
    ResolvedEvmChain,
    'caipNetworkId' | 'chainId' | 'multicall3' | 'tokens' | 'nativeCurrency'
  >
  client: PublicClient
  prices: PriceSource
  address: Address
}

/**
 * An address's balances on one EVM chain (issue 18 "Balances: native plus every listed token with
 * a non-zero balance, read in one Multicall3 call per chain per account, priced"): the native
 * currency (Multicall3's getEthBalance) and balanceOf of every token of the chain's list, in one
 * eth_call; then the prices of what it holds. Names, symbols, decimals and icons come from the
 * list. Native first, then tokens by value, those without a price (no value) last. A listed
 * contract whose balanceOf fails is left out; an RPC that fails is a 503 CHAIN_UNAVAILABLE.
 */
export async function readEvmBalances({
  chain,
  client,
  prices,
  address,
}: ReadEvmBalancesParameters): Promise<BalanceItem[]> {
  const multicall3 = getAddress(chain.multicall3)
  const tokens = chain.tokens.filter((token) => token.chainId === chain.chainId)
  let results: CallResult[]
  try {
    results = (await client.multicall({
      multicallAddress: multicall3,
      allowFailure: true,
      // One eth_call whatever the list's length (viem splits at 1 KiB of calldata by default).
      batchSize: 0,
      contracts: [
        { address: multicall3, abi: balanceAbi, functionName: 'getEthBalance', args: [address] },
        ...tokens.map(
          (token): BalanceCall => ({
            address: getAddress(token.address),
            abi: balanceAbi,
            functionName: 'balanceOf',
            args: [address],
          }),
        ),
      ] satisfies BalanceCall[],
    })) as CallResult[]
  } catch (error) {
    throw chainUnavailable(chain.caipNetworkId, error)
  }
  const native = results[0]
  if (native?.status !== 'success')
    throw chainUnavailable(chain.caipNetworkId, native?.error ?? new Error('no answer'))
  const held = tokens.flatMap((token, i) => {
    const result = results[i + 1]
    const amount = result?.status === 'success' ? (result.result as bigint) : 0n
    return amount > 0n ? [{ token, amount }] : []
  })
  let usd: Map<string, number>
  try {
    usd = await prices.getUsdPrices({
      chainId: chain.chainId,
      tokens: [
        { address: NATIVE_TOKEN_ADDRESS, decimals: chain.nativeCurrency.decimals },
        ...held.map(({ token }) => ({
          address: getAddress(token.address),
          decimals: token.decimals,
        })),
      ],
    })
  } catch (error) {
    // The HTTP provider answers its own 503; an on-chain source failed on the chain's RPC.
    throw chainUnavailable(chain.caipNetworkId, error)
  }
  const nativeItem = pricedBalanceItem({
    name: chain.nativeCurrency.name,
    symbol: chain.nativeCurrency.symbol,
    iconUrl: chain.nativeCurrency.iconUrl ?? '',
    chainId: chain.caipNetworkId,
    amount: native.result as bigint,
    decimals: chain.nativeCurrency.decimals,
    price: usd.get(NATIVE_TOKEN_ADDRESS),
  })
  const tokenItems = held
    .map(({ token, amount }) =>
      pricedBalanceItem({
        name: token.name,
        symbol: token.symbol,
        iconUrl: token.logoURI ?? '',
        chainId: chain.caipNetworkId,
        address: `${chain.caipNetworkId}:${token.address.toLowerCase()}`,
        amount,
        decimals: token.decimals,
        price: usd.get(token.address.toLowerCase()),
      }),
    )
    .sort((a, b) => (b.value ?? -1) - (a.value ?? -1) || a.symbol.localeCompare(b.symbol))
  return [nativeItem, ...tokenItems]
}
