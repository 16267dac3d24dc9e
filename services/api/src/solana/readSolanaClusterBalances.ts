import type { ResolvedSolanaCluster } from '@portico/kit'
import type { BalanceItem } from '@portico/protocol'
import { pricedBalanceItem } from '../balances/pricedBalanceItem.js'
import { chainUnavailable } from '../server/upstreamUnavailable.js'
import { readSolanaHoldings, type SolanaHoldings } from './readSolanaHoldings.js'

/** Lamports in one SOL. */
export const SOL_DECIMALS = 9

/**
 * An address's balances on a configured Solana cluster (issue 18 "Solana: SOL plus SPL tokens of
 * the list"): SOL first, then the SPL tokens of the cluster's list it holds (names, symbols and
 * icons from the list; mints not listed are left out), read from the cluster's RPC URLs in order
 * (a failing URL falls over to the next). No price source is configured for Solana clusters, so
 * no item has a price or value. Every URL failing is a 503 CHAIN_UNAVAILABLE.
 */
export async function readSolanaClusterBalances({
  cluster,
  owner,
}: {
  cluster: Pick<ResolvedSolanaCluster, 'caipNetworkId' | 'rpcUrls' | 'tokens'>
  owner: string
}): Promise<BalanceItem[]> {
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
  const sol = pricedBalanceItem({
    name: 'Solana',
    symbol: 'SOL',
    iconUrl: '',
    chainId,
    amount: holdings.lamports,
    decimals: SOL_DECIMALS,
    price: undefined,
  })
  const listed = new Map(cluster.tokens.map((token) => [token.address, token]))
  const tokens = [...holdings.byMint]
    .flatMap(([mint, held]) => {
      const token = listed.get(mint)
      if (!token || held.amount === 0n) return []
      return [
        pricedBalanceItem({
          name: token.name,
          symbol: token.symbol,
          iconUrl: token.logoURI ?? '',
          chainId,
          // CAIP-10 with the base58 mint kept as it is.
          address: `${chainId}:${mint}`,
          amount: held.amount,
          decimals: held.decimals,
          price: undefined,
        }),
      ]
    })
    .sort((a, b) => a.symbol.localeCompare(b.symbol))
  return [sol, ...tokens]
}
