import type { ChainAdapter } from '../../adapter/ChainAdapter.js'
import { formatTokenAmount } from '../../amounts/formatTokenAmount.js'
import type { PorticoContext } from '../../context.js'
import type { PorticoError } from '../../errors/PorticoError.js'
import type { Network } from '../../types/network.js'
import { syncBalance } from '../account/syncBalance.js'
import { reportError } from '../analytics/reportError.js'
import { getAccount } from '../connect/getAccount.js'
import { showNotification } from '../modal/notifications.js'
import { ONRAMP_PURCHASE_POLL_MS, ONRAMP_PURCHASE_TIMEOUT_MS } from './constants.js'
import { OnrampPurchaseTimeoutError, OnrampWalletDisconnectedError } from './errors.js'
import { onrampSession } from './onrampSession.js'
import { type OnrampBalance, readOnrampBalance } from './readOnrampBalance.js'

export type WatchOnrampPurchaseParameters = {
  adapter: Pick<ChainAdapter, 'getBalance'>
  network: Network
  /** The CAIP-10 address the tokens go to (the watch stops when it is no longer connected). */
  caipAddress: string
  /** The plain address. */
  address: string
  /** The token contract or mint; absent for the native currency. */
  tokenAddress?: string | undefined
  /** The balance when the purchase started. */
  start: OnrampBalance
  /** @default ONRAMP_PURCHASE_POLL_MS (5 s) */
  intervalMs?: number | undefined
  /** @default ONRAMP_PURCHASE_TIMEOUT_MS (30 min) */
  timeoutMs?: number | undefined
}

/** The toast when a purchase arrived: '{amount} {symbol} arrived'. */
export function onrampArrivedMessage(amount: string, symbol: string): string {
  return `${amount} ${symbol} arrived`
}

/**
 * Watches `stores.onramp.purchase` (status 'waiting') until the tokens arrive: reads the balance
 * every `intervalMs` (5 s) and, once it grew, sets status 'arrived' with `receivedAmount` (the
 * growth, whole units), shows a success toast and reads the balances again. A read that fails is
 * tried again at the next poll. It stops on resetOnramp, on unmount, when the account disconnects
 * or changes ('failed', 'The wallet was disconnected') and after `timeoutMs` (30 min: 'failed',
 * 'The purchase did not arrive in time', and an error toast). A closed popup does not stop it:
 * the tokens may still come. Returns the function that stops it.
 */
export function watchOnrampPurchase(
  context: PorticoContext,
  parameters: WatchOnrampPurchaseParameters,
): () => void {
  const { onramp, chains, lifecycle } = context.stores
  const session = onrampSession(context)
  session.stopWatch?.()
  const intervalMs = parameters.intervalMs ?? ONRAMP_PURCHASE_POLL_MS
  const timeoutMs = parameters.timeoutMs ?? ONRAMP_PURCHASE_TIMEOUT_MS
  const deadline = context.now() + timeoutMs
  const namespace = parameters.network.chainNamespace
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false

  const stop = () => {
    if (stopped) return
    stopped = true
    controller.abort()
    if (timer) {
      clearTimeout(timer)
      context.timers.delete(timer)
    }
    unsubscribeChains()
    unsubscribeLifecycle()
    if (session.stopWatch === stop) session.stopWatch = undefined
  }
  const fail = (error: PorticoError) => {
    stop()
    onramp.setState((s) => ({
      purchase: s.purchase && { ...s.purchase, status: 'failed' as const },
      error,
    }))
  }
  const unsubscribeChains = chains.subscribe(() => {
    const account = getAccount(context, namespace)
    if (account.status !== 'connected' || account.caipAddress !== parameters.caipAddress)
      fail(new OnrampWalletDisconnectedError())
  })
  // Unmounted: the instance's timers are cleared; let go of the stores too.
  const unsubscribeLifecycle = lifecycle.subscribe((state, previous) => {
    if (previous.initialized && !state.initialized) stop()
  })

  const arrived = (now: OnrampBalance) => {
    stop()
    const receivedAmount = formatTokenAmount(now.value - parameters.start.value, now.decimals)
    const purchase = onramp.getState().purchase
    onramp.setState({
      purchase: purchase && { ...purchase, status: 'arrived', receivedAmount },
      error: undefined,
    })
    showNotification(context, {
      message: onrampArrivedMessage(receivedAmount, purchase?.symbol ?? ''),
      variant: 'success',
    })
    void syncBalance(context, { force: true })
    if (context.stores.tokenBalances.getState().status !== 'idle')
      void import('../activity/fetchTokenBalances.js')
        .then((m) => m.fetchTokenBalances(context, { force: true }))
        .catch(() => undefined)
  }

  const poll = async () => {
    if (stopped) return
    try {
      const now = await readOnrampBalance({
        adapter: parameters.adapter,
        network: parameters.network,
        address: parameters.address,
        tokenAddress: parameters.tokenAddress,
        signal: controller.signal,
      })
      if (stopped) return
      if (now.value > parameters.start.value) return arrived(now)
    } catch {
      // A read that failed (node busy, network down) is tried again at the next poll.
    }
    if (stopped) return
    if (context.now() >= deadline) {
      const error = new OnrampPurchaseTimeoutError(Math.round(timeoutMs / 60_000))
      fail(error)
      showNotification(context, { message: error.shortMessage, variant: 'error' })
      reportError(context, { event: 'ONRAMP_ERROR', error })
      return
    }
    schedule()
  }
  const schedule = () => {
    const next = setTimeout(() => {
      context.timers.delete(next)
      void poll()
    }, intervalMs)
    timer = next
    context.timers.add(next)
  }

  session.stopWatch = stop
  schedule()
  return stop
}
