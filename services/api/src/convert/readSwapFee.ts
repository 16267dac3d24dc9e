import { type Address, getAddress, isAddress } from 'viem'
import type { SwapFee } from './SwapProvider.js'

/** The highest swap fee an operator may set: 1000 bps (10 %). */
export const MAX_SWAP_FEE_BPS = 1000

/**
 * The operator's swap fee from PORTICO_SWAP_FEE_BPS (default 0, at most MAX_SWAP_FEE_BPS) and
 * PORTICO_SWAP_FEE_RECIPIENT (an address, required when bps > 0). Throws a message fit for the
 * start-up error otherwise.
 */
export function readSwapFee(env: NodeJS.ProcessEnv): SwapFee {
  const rawBps = env.PORTICO_SWAP_FEE_BPS?.trim() || '0'
  if (!/^[0-9]{1,5}$/.test(rawBps) || Number(rawBps) > MAX_SWAP_FEE_BPS)
    throw new Error(
      `PORTICO_SWAP_FEE_BPS must be a whole number of basis points from 0 to ${MAX_SWAP_FEE_BPS} (got '${rawBps}')`,
    )
  const bps = Number(rawBps)
  const rawRecipient = env.PORTICO_SWAP_FEE_RECIPIENT?.trim() || undefined
  if (rawRecipient !== undefined && !isAddress(rawRecipient, { strict: false }))
    throw new Error(`PORTICO_SWAP_FEE_RECIPIENT must be an 0x address (got '${rawRecipient}')`)
  const recipient: Address | undefined = rawRecipient ? getAddress(rawRecipient) : undefined
  if (bps > 0 && !recipient)
    throw new Error(
      'PORTICO_SWAP_FEE_RECIPIENT must name the address that receives the fee when PORTICO_SWAP_FEE_BPS is above 0',
    )
  return bps > 0 ? { bps, recipient } : { bps: 0 }
}
