import type { AuthApi } from '../../api/createAuthApi.js'

/** Parameters of `readNativeUsdPrice`. */
export type ReadNativeUsdPriceParameters = {
  api: Pick<AuthApi, 'nativeUsdPrice'>
  /** The EIP-155 chain of the request. */
  chainId: number
  projectId: string
  signal?: AbortSignal | undefined
}

/** EVM methods whose approval screen shows a network fee. */
export const METHODS_WITH_FEES: ReadonlySet<string> = new Set([
  'eth_sendTransaction',
  'wallet_sendCalls',
])

/**
 * The USD price of the chain's native currency from the secure server (`GET
 * /auth/v1/prices/native`), for the approval screen's fee; undefined — the screen then says it has
 * no trustworthy USD price — when the server has none, fails, or answers anything but a positive
 * number. Never rejects: a fee without USD is still a fee to approve.
 */
export async function readNativeUsdPrice({
  api,
  chainId,
  projectId,
  signal,
}: ReadNativeUsdPriceParameters): Promise<number | undefined> {
  try {
    const { usd } = await api.nativeUsdPrice({ chainId, projectId }, signal)
    return typeof usd === 'number' && Number.isFinite(usd) && usd > 0 ? usd : undefined
  } catch {
    return undefined
  }
}
