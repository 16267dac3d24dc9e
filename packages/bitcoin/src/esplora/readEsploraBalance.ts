import { HttpStatusError, InvalidAddressError, NoRpcUrlError } from '@portico/core'

/** Esplora's funded/spent sums of an address (`chain_stats`, `mempool_stats`). */
type AddressStats = { funded_txo_sum: number; spent_txo_sum: number }

/** A Bitcoin address: bech32(m) or base58, nothing that could change the request path. */
const ADDRESS_PATTERN = /^[a-zA-Z0-9]{14,90}$/

/**
 * The balance of `address` in satoshis from an Esplora-style API (`GET /address/:address`):
 * confirmed plus mempool, funded minus spent.
 */
export async function readEsploraBalance({
  apiUrl,
  chainId,
  address,
  fetch: fetchFn = globalThis.fetch,
}: {
  apiUrl: string | undefined
  /** The network's chain id, named by the error when it has no API URL. @default 'bip122' */
  chainId?: string | number | undefined
  address: string
  fetch?: typeof fetch | undefined
}): Promise<bigint> {
  if (!apiUrl)
    throw new NoRpcUrlError(chainId ?? 'bip122', { details: 'The Bitcoin network has no API URL' })
  if (!ADDRESS_PATTERN.test(address))
    throw new InvalidAddressError(`Not a Bitcoin address: ${address}`)
  const response = await fetchFn(`${apiUrl.replace(/\/+$/, '')}/address/${address}`)
  if (!response.ok)
    throw new HttpStatusError(response.status, {
      details: `The Bitcoin API answered ${response.status}: ${(await response.text()).slice(0, 200)}`,
    })
  const body = (await response.json()) as {
    chain_stats?: AddressStats
    mempool_stats?: AddressStats
  }
  const sum = (stats: AddressStats | undefined) =>
    stats ? BigInt(stats.funded_txo_sum) - BigInt(stats.spent_txo_sum) : 0n
  return sum(body.chain_stats) + sum(body.mempool_stats)
}
