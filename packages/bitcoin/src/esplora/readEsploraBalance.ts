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
  address,
  fetch: fetchFn = globalThis.fetch,
}: {
  apiUrl: string | undefined
  address: string
  fetch?: typeof fetch | undefined
}): Promise<bigint> {
  if (!apiUrl) throw new Error('The Bitcoin network has no API URL')
  if (!ADDRESS_PATTERN.test(address)) throw new Error(`Not a Bitcoin address: ${address}`)
  const response = await fetchFn(`${apiUrl.replace(/\/+$/, '')}/address/${address}`)
  if (!response.ok)
    throw new Error(
      `The Bitcoin API answered ${response.status}: ${(await response.text()).slice(0, 200)}`,
    )
  const body = (await response.json()) as {
    chain_stats?: AddressStats
    mempool_stats?: AddressStats
  }
  const sum = (stats: AddressStats | undefined) =>
    stats ? BigInt(stats.funded_txo_sum) - BigInt(stats.spent_txo_sum) : 0n
  return sum(body.chain_stats) + sum(body.mempool_stats)
}
