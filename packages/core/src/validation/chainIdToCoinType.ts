import { COIN_TYPE_MAX_CHAIN_ID } from '../constants.js'
import { InvalidChainIdError } from '../features/names/errors.js'

/** SLIP-44 coin type of Ether, which ENSIP-11 keeps for Ethereum mainnet (chain id 1). */
const ETHEREUM_MAINNET_COIN_TYPE = 60
const ETHEREUM_MAINNET_CHAIN_ID = 1

/**
 * Turns an EVM chain id into its ENSIP-11 coin type, `(0x80000000 | chainId) >>> 0`; mainnet keeps
 * coin type 60. The chain id must be a positive integer below 2^31 (spec §5), else throws
 * 'Invalid chainId'.
 */
export function chainIdToCoinType(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 1 || chainId >= COIN_TYPE_MAX_CHAIN_ID)
    throw new InvalidChainIdError(chainId)
  if (chainId === ETHEREUM_MAINNET_CHAIN_ID) return ETHEREUM_MAINNET_COIN_TYPE
  return (COIN_TYPE_MAX_CHAIN_ID | chainId) >>> 0
}
