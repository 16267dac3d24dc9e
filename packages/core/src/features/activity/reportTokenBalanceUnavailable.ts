import { BALANCE_RETRY_BLOCK_MS } from '../../constants.js'
import type { PorticoContext } from '../../context.js'
import { reportError } from '../analytics/reportError.js'
import { showNotification } from '../modal/notifications.js'
import { TokenBalanceUnavailableError } from './errors.js'

/**
 * Spec §8 "Balance: toast 'Token Balance Unavailable' on fetch failure or unsupported network;
 * retry blocked for 30 s after failure": shows the toast and holds requests back for
 * BALANCE_RETRY_BLOCK_MS. Kept apart from fetchTokenBalances (on demand): syncBalance reports too.
 */
export function reportTokenBalanceUnavailable(context: PorticoContext, cause?: unknown): void {
  context.stores.tokenBalances.setState({
    retryBlockedUntil: context.now() + BALANCE_RETRY_BLOCK_MS,
  })
  const error = new TokenBalanceUnavailableError(cause === undefined ? {} : { cause })
  showNotification(context, { message: error.shortMessage, variant: 'error' })
  // A failed fetch is a fault worth a report; an unsupported network is not.
  if (cause !== undefined) reportError(context, { event: 'BALANCE_ERROR', error })
}
