/** What the API needs to answer Solana balances: the local network's RPC, CAIP-2 id and USDC mint. */
export type SolanaBalanceOptions = {
  /** The node's JSON-RPC (devnet.json `solana.rpcUrl`). */
  rpcUrl: string
  /** `solana:<genesis prefix>` (devnet.json `solana.caipNetworkId`). */
  caipNetworkId: `solana:${string}`
  /** The devnet's USDC mint (priced 1). */
  usdcMint: string
}

/**
 * SOL's price in USD on the devnet: a fixed figure, as the devnet has no market (documented in
 * docs/beyond-evm.md); it only sets the price and value of SOL in the Solana balances.
 */
export const SOLANA_DEVNET_SOL_USD_PRICE = 150

/**
 * The Solana balance options of a devnet file's `solana` section, or undefined when it has none
 * (an older devnet) or a malformed one.
 */
export function solanaBalanceOptionsOf(devnet: unknown): SolanaBalanceOptions | undefined {
  const section = (devnet as { solana?: Record<string, unknown> } | undefined)?.solana
  if (!section) return undefined
  const { rpcUrl, caipNetworkId, usdcMint } = section
  if (typeof rpcUrl !== 'string' || !/^https?:\/\//.test(rpcUrl)) return undefined
  if (typeof caipNetworkId !== 'string' || !/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/.test(caipNetworkId))
    return undefined
  if (typeof usdcMint !== 'string' || !/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(usdcMint))
    return undefined
  return { rpcUrl, caipNetworkId: caipNetworkId as `solana:${string}`, usdcMint }
}
