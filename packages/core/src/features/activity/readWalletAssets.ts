import { formatTokenAmount } from '../../amounts/formatTokenAmount.js'
import type { Network } from '../../types/network.js'
import { validateAssetResponse } from '../../validation/validateAssetResponse.js'
import type { ApiBalance } from '../account/readApiBalance.js'

/** The part of an EIP-1193 provider this needs. */
export type AssetsProvider = {
  request(arguments_: { method: string; params?: unknown }): Promise<unknown>
}

export type ReadWalletAssetsParameters = {
  provider: AssetsProvider
  /** The account's address. */
  address: string
  /** An EVM network (its `id` is the chain id). */
  network: Pick<Network, 'id' | 'caipNetworkId'>
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The entry of a map keyed by hex chain id (`0x1`, `0x01` and `0X1` alike) for `chainId`. */
function entryFor(map: Record<string, unknown>, chainId: number): unknown {
  for (const [key, value] of Object.entries(map))
    if (/^0x[0-9a-f]+$/i.test(key) && Number(key) === chainId) return value
  return undefined
}

/**
 * The balances an embedded (auth connector) EVM wallet reports itself (spec §7: "for
 * auth-connector EVM accounts a wallet capabilities check then wallet_getAssets (account,
 * chainFilter hex chain id)"). Asks `wallet_getCapabilities` for the account; only when the
 * capabilities of the chain (or of every chain, `0x0`) say `assetDiscovery: { supported: true }`
 * (ERC-7811) asks `wallet_getAssets` with `{ account, chainFilter: [hex chain id] }`. The assets of
 * the chain are checked by validateAssetResponse (spec §5 shape; bad ones ignored, decimals 0
 * filtered out) and a balance that is not a hex number is ignored too. Each becomes a balance
 * item (spec §3): native without an address, ERC-20 with its CAIP-10 address; the value is the
 * wallet's, else price × quantity.
 *
 * Returns null when the wallet lacks asset discovery (the caller then asks the API); throws what
 * the provider throws for wallet_getAssets, and a TypeError for an answer that is not a map.
 */
export async function readWalletAssets({
  provider,
  address,
  network,
}: ReadWalletAssetsParameters): Promise<ApiBalance[] | null> {
  const chainId = Number(network.id)
  if (!Number.isSafeInteger(chainId) || chainId <= 0) return null
  const hexChainId = `0x${chainId.toString(16)}`
  let capabilities: unknown
  try {
    capabilities = await provider.request({ method: 'wallet_getCapabilities', params: [address] })
  } catch {
    // A wallet without EIP-5792 has no asset discovery either.
    return null
  }
  if (!isRecord(capabilities)) return null
  const forChain = entryFor(capabilities, chainId) ?? capabilities['0x0']
  const discovery = isRecord(forChain) ? forChain.assetDiscovery : undefined
  if (!isRecord(discovery) || discovery.supported !== true) return null

  const answer = await provider.request({
    method: 'wallet_getAssets',
    params: [{ account: address, chainFilter: [hexChainId] }],
  })
  if (!isRecord(answer)) throw new TypeError('wallet_getAssets answered no map of chains')
  return validateAssetResponse(entryFor(answer, chainId)).flatMap((asset): ApiBalance[] => {
    if (!/^0x[0-9a-f]+$/i.test(asset.balance)) return []
    const { name, symbol, decimals, price, iconUrl, value } = asset.metadata
    const numeric = formatTokenAmount(BigInt(asset.balance), decimals)
    return [
      {
        name,
        symbol,
        chainId: network.caipNetworkId,
        ...(asset.type === 'NATIVE'
          ? {}
          : { address: `${network.caipNetworkId}:${asset.address}` }),
        quantity: { decimals: String(decimals), numeric },
        price,
        value:
          typeof value === 'number' && Number.isFinite(value) ? value : price * Number(numeric),
        iconUrl,
      },
    ]
  })
}
