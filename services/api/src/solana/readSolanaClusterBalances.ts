import type { ResolvedSolanaCluster } from '@portico/kit'
import type { BalanceItem } from '@portico/protocol'
import { pricedBalanceItem } from '../balances/pricedBalanceItem.js'
import type { SolanaPriceSource } from '../prices/PriceSource.js'
import { chainUnavailable } from '../server/upstreamUnavailable.js'
import { readSolanaHoldings, type SolanaHoldings } from './readSolanaHoldings.js'

/** Lamports in one SOL. */
export const SOL_DECIMALS = 9

/**
 * Wrapped SOL's mint, the key SOL's price is asked and answered under (as Solana price APIs
 * name SOL), since SOL itself has no mint.
 */
export const WRAPPED_SOL_MINT = 'So11111111111111111111111111111111111111112'

/** Parameters of {@link readSolanaClusterBalances}. */
export type ReadSolanaClusterBalancesParameters = {
  cluster: Pick<ResolvedSolanaCluster, 'caipNetworkId' | 'rpcUrls' | 'tokens'>
  /** The cluster's price source (createSolanaPriceSource from its `prices`). */
  prices: SolanaPriceSource
  /** A base58 public key. */
  owner: string
}

/**
 * An address's balances on a configured Solana cluster (issue 18 "Solana: SOL plus SPL tokens of
 * the list"): SOL first, then the SPL tokens of the cluster's list it holds (names, symbols and
 * icons from the list; mints not listed are left out) by value, those without a price last. Read
 * from the cluster's RPC URLs in order (a failing URL falls over to the next), then priced by the
 * cluster's price source (SOL as WRAPPED_SOL_MINT): value = quantity × price, and no value
 * without a price (never 0). Every URL failing is a 503 CHAIN_UNAVAILABLE; a failing price
 * provider a 503 PRICE_PROVIDER_UNAVAILABLE.
 */
export async function readSolanaClusterBalances({
  cluster,
  prices,
  owner,
}: ReadSolanaClusterBalancesParameters): Promise<BalanceItem[]> {
  let holdings: SolanaHoldings | undefined
  let failure: unknown
  for (const rpcUrl of cluster.rpcUrls) {
    try {
      holdings = await readSolanaHoldings({ rpcUrl, owner })
      break
    } catch (error) {
      failure = error
    }
  }
  if (!holdings) throw chainUnavailable(cluster.caipNetworkId, failure)
  const chainId = cluster.caipNetworkId
  const listed = new Map(cluster.tokens.map((token) => [token.address, token]))
  const held = [...holdings.byMint].flatMap(([mint, { amount, decimals }]) => {
    const token = listed.get(mint)
    return token && amount > 0n ? [{ mint, token, amount, decimals }] : []
  })
  // The provider's own 503 (PRICE_PROVIDER_UNAVAILABLE) passes through: nothing is cached on it.
  const usd = await prices.getUsdPrices({
    caipNetworkId: chainId,
    mints: [WRAPPED_SOL_MINT, ...held.map(({ mint }) => mint)],
  })
  const sol = pricedBalanceItem({
    name: 'Solana',
    symbol: 'SOL',
    iconUrl: '',
    chainId,
    amount: holdings.lamports,
    decimals: SOL_DECIMALS,
    price: usd.get(WRAPPED_SOL_MINT),
  })
  const tokens = held
    .map(({ mint, token, amount, decimals }) =>
      pricedBalanceItem({
        name: token.name,
        symbol: token.symbol,
        iconUrl: token.logoURI ?? '',
        chainId,
        // CAIP-10 with the base58 mint kept as it is.
        address: `${chainId}:${mint}`,
        amount,
        decimals,
        price: usd.get(mint),
      }),
    )
    .sort((a, b) => (b.value ?? -1) - (a.value ?? -1) || a.symbol.localeCompare(b.symbol))
  return [sol, ...tokens]
}
