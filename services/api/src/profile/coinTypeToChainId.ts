import { chainIdToCoinType, InvalidChainIdError } from '@portico/core/internal'
import { ProfileError } from './ProfileError.js'

/** SLIP-44 coin type of Ether, kept by ENSIP-11 for Ethereum mainnet. */
export const ETH_COIN_TYPE = 60
/** ENSIP-11: EVM coin types are `0x80000000 | chainId`. */
export const EVM_COIN_TYPE_FLAG = 0x8000_0000

/** Whether `coinType` names an EVM address (Ethereum's 60, or ENSIP-11's `0x80000000 | chainId`). */
export function isEvmCoinType(coinType: number): boolean {
  return coinType === ETH_COIN_TYPE || (coinType >= EVM_COIN_TYPE_FLAG && coinType <= 0xffff_ffff)
}

/**
 * The EVM chain id of an ENSIP-11 coin type: 60 is chain 1, `0x80000000 | id` is `id`. The chain id
 * must be a positive integer below 2^31 (spec §5, core's chainIdToCoinType), else 'Invalid chainId';
 * a coin type that is not an EVM one is refused too (names are EVM only, spec §9).
 */
export function coinTypeToChainId(coinType: number): number {
  if (!Number.isSafeInteger(coinType) || coinType < 0)
    throw new ProfileError('INVALID_CHAIN_ID', { message: 'Invalid chainId' })
  if (coinType !== ETH_COIN_TYPE && coinType < EVM_COIN_TYPE_FLAG)
    throw new ProfileError('INVALID_CHAIN_ID', {
      message: `Invalid chainId: coin type ${coinType} is not an EVM coin type (ENSIP-11)`,
    })
  // Above 0xffffffff the chain id would be 2^31 or more.
  const chainId = coinType === ETH_COIN_TYPE ? 1 : coinType - EVM_COIN_TYPE_FLAG
  try {
    if (chainIdToCoinType(chainId) !== coinType) throw new InvalidChainIdError(chainId)
  } catch (error) {
    if (error instanceof InvalidChainIdError)
      throw new ProfileError('INVALID_CHAIN_ID', { message: error.shortMessage, cause: error })
    throw error
  }
  return chainId
}
