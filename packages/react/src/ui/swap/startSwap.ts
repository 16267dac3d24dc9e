import type { Portico } from '@portico/core'

/**
 * Starts a swap (`initializeSwap`: tokens, balances, prices; 'Network not supported' elsewhere).
 * Core reuses an initialisation already running for the same account and network, so the Account
 * button and the view may both ask; failures land in `stores.swap` (status `error`), shown by Swap.
 */
export function startSwap(portico: Portico): Promise<unknown> {
  return Promise.resolve()
    .then(() => portico.swap.initialize())
    .catch(() => undefined)
}

/** Runs a swap action whose failure the swap store already records (its `error`). */
export function runSwapAction(action: () => unknown): void {
  void Promise.resolve()
    .then(action)
    .catch(() => undefined)
}
