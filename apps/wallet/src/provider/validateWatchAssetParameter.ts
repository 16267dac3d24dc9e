import { isAddress } from 'viem'
import { InvalidParamsError } from './errors.js'

/** Checks `wallet_watchAsset`'s parameter: an ERC20, ERC721 or ERC1155 asset with an address. */
export function validateWatchAssetParameter(parameter: unknown): void {
  const asset = parameter as { type?: unknown; options?: { address?: unknown } } | undefined
  if (asset?.type !== 'ERC20' && asset?.type !== 'ERC721' && asset?.type !== 'ERC1155')
    throw new InvalidParamsError('Expected type ERC20, ERC721 or ERC1155.')
  const address = asset.options?.address
  if (typeof address !== 'string' || !isAddress(address, { strict: false }))
    throw new InvalidParamsError('Expected options.address to be an address.')
}
