import { type Address, getAddress, isAddress } from 'viem'
import {
  NATIVE_TOKEN_ADDRESS,
  SwapProviderError,
  type SwapQuoteParameters,
} from '../SwapProvider.js'

/** The most basis points 0x takes as `swapFeeBps` without a custom plan (and Portico's own cap). */
export const ZERO_EX_MAX_SWAP_FEE_BPS = 1000

/** How 0x spells the native currency (checksummed 0xeeee…). */
export const ZERO_EX_NATIVE_TOKEN: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** 0x's spelling of a token: the native currency as 0xEeee…, contracts checksummed. */
export function zeroExToken(address: Address, field: string): Address {
  if (!isAddress(address, { strict: false })) throw invalid(`${field} is not an address`)
  return address.toLowerCase() === NATIVE_TOKEN_ADDRESS ? ZERO_EX_NATIVE_TOKEN : getAddress(address)
}

/** The query of `/price` and `/quote`, in a fixed order; the fee parameters only when bps > 0. */
export function swapQuery(parameters: SwapQuoteParameters, slippageBps?: number): URLSearchParams {
  const { chainId, amount, fee } = parameters
  const sellToken = zeroExToken(parameters.from, 'from')
  const buyToken = zeroExToken(parameters.to, 'to')
  if (sellToken === buyToken) throw invalid('from and to are the same token')
  if (typeof amount !== 'bigint' || amount <= 0n) throw invalid('amount must be a positive integer')
  if (!isAddress(parameters.taker, { strict: false })) throw invalid('taker is not an address')
  const query = new URLSearchParams({
    chainId: String(chainId),
    sellToken,
    buyToken,
    sellAmount: amount.toString(),
    taker: getAddress(parameters.taker),
  })
  if (slippageBps !== undefined) query.set('slippageBps', String(slippageBps))
  if (!Number.isInteger(fee.bps) || fee.bps < 0 || fee.bps > ZERO_EX_MAX_SWAP_FEE_BPS)
    throw invalid(`the fee must be 0 to ${ZERO_EX_MAX_SWAP_FEE_BPS} bps, not ${fee.bps}`)
  if (fee.bps > 0) {
    if (!fee.recipient || !isAddress(fee.recipient, { strict: false }))
      throw invalid('a fee needs a recipient address')
    query.set('swapFeeBps', String(fee.bps))
    query.set('swapFeeRecipient', getAddress(fee.recipient))
    query.set('swapFeeToken', sellToken)
  }
  return query
}

export function invalid(message: string): SwapProviderError {
  return new SwapProviderError('PROVIDER_ERROR', `0x request not sent: ${message}`)
}
