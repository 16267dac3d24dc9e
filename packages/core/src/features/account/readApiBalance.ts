import type { BalanceItem, BalanceResponse } from '@portico/protocol'
import { toSmallestUnit } from '../../amounts/toSmallestUnit.js'
import { SDK_TYPE, SDK_VERSION } from '../../constants.js'
import { createHttpClient } from '../../http/createHttpClient.js'
import type { InFlightReads } from '../../http/createInFlightReads.js'
import type { Network } from '../../types/network.js'

/** One balance of `GET /v1/account/{address}/balance` (spec §3 "Token balance"; @portico/protocol). */
export type ApiBalance = BalanceItem

/**
 * The balances of `address` on `network` from the Portico API (spec §7 "GET
 * /v1/account/{address}/balance": currency usd, chainId, forceUpdate). Loaded on demand.
 */
export async function readApiBalance({
  apiUrl,
  projectId,
  address,
  network,
  forceUpdate,
  inFlight,
}: {
  apiUrl: string
  projectId: string
  address: string
  network: Network
  forceUpdate: boolean
  /** The instance's reads in flight (context.reads): the same read at once is asked once. */
  inFlight?: InFlightReads | undefined
}): Promise<{
  native: { value: bigint; decimals: number; symbol: string } | undefined
  balances: ApiBalance[]
}> {
  const client = createHttpClient({
    baseUrl: apiUrl,
    baseQuery: { projectId, st: SDK_TYPE, sv: SDK_VERSION },
    inFlight,
  })
  const { balances } = await client.get<BalanceResponse>({
    path: `/v1/account/${address}/balance`,
    query: {
      currency: 'usd',
      chainId: network.caipNetworkId,
      forceUpdate: forceUpdate || undefined,
    },
  })
  const entry = balances.find((b) => !b.address && b.chainId === network.caipNetworkId)
  const decimals = entry ? Number(entry.quantity.decimals) : 0
  return {
    native: entry
      ? { value: toSmallestUnit(entry.quantity.numeric, decimals), decimals, symbol: entry.symbol }
      : undefined,
    balances,
  }
}
