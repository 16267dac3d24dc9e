import type { WalletAsset } from './types.js'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

function isValidAsset(value: unknown): value is WalletAsset {
  if (!isRecord(value)) return false
  const { address, balance, type, metadata } = value
  if (typeof address !== 'string' || typeof balance !== 'string') return false
  if (type !== 'ERC20' && type !== 'NATIVE') return false
  if (!isRecord(metadata)) return false
  const { name, symbol, iconUrl, decimals, price } = metadata
  return (
    typeof name === 'string' &&
    typeof symbol === 'string' &&
    typeof iconUrl === 'string' &&
    // Decimals feed 10 ** decimals: a fraction or a negative count is not a token.
    typeof decimals === 'number' &&
    Number.isInteger(decimals) &&
    decimals >= 0 &&
    typeof price === 'number' &&
    Number.isFinite(price)
  )
}

/**
 * Keeps the assets of a wallet's asset response that have the spec §5 shape: string address,
 * string balance, type ERC20 or NATIVE, metadata with string name, symbol and iconUrl and numeric
 * decimals and price (decimals a non-negative integer, price finite). Others are ignored, as are
 * tokens with 0 decimals. Anything but an array gives no assets.
 */
export function validateAssetResponse(response: unknown): WalletAsset[] {
  if (!Array.isArray(response)) return []
  return response.filter(
    (asset): asset is WalletAsset => isValidAsset(asset) && asset.metadata.decimals !== 0,
  )
}
