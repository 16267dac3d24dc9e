import { useCallback, useEffect, useState } from 'react'
import { usePortico } from '../../hooks/usePortico.js'
import { useStoreState } from '../../hooks/useStoreState.js'
import { afterNextPaint } from './afterNextPaint.js'

/** Where the catalogue part of the Connect view is: not used (no API), loading, there, or failed. */
export type ConnectCatalogueStatus = 'off' | 'loading' | 'ready' | 'error'

/**
 * Loads what the Connect view shows from the catalogue: the featured wallets, then the
 * recommended ones (which leave the featured out) and the first page of all wallets (its count for
 * the "All wallets" row; AllWallets then opens with it). Kept in the instance's wallet list, so a
 * second visit shows them at once. `retry` loads again after a failure.
 */
export function useConnectCatalogue(): { status: ConnectCatalogueStatus; retry: () => void } {
  const portico = usePortico()
  const hasApi = useStoreState(portico.stores.options, (s) => Boolean(s.options.apiUrl))
  const loaded = useStoreState(
    portico.stores.walletList,
    (s) => s.recommended.length > 0 || s.featured.length > 0,
  )
  const [status, setStatus] = useState<ConnectCatalogueStatus>(() =>
    !hasApi ? 'off' : loaded ? 'ready' : 'loading',
  )
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for a new load; `loaded` is read once per load.
  useEffect(() => {
    if (!hasApi) return setStatus('off')
    let active = true
    if (!loaded) setStatus('loading')
    // From the task after the view's first frame: the installed wallets are drawn first, without
    // waiting for the API module's import and the requests to start (the opening click's task).
    const cancel = afterNextPaint(() => {
      const { wallets } = portico.stores.walletList.getState()
      portico.walletList
        .fetchFeatured()
        .then(() =>
          Promise.all([
            portico.walletList.fetchRecommended(),
            wallets.length === 0 ? portico.walletList.fetch({ page: 1 }) : undefined,
          ]),
        )
        .then(
          () => active && setStatus('ready'),
          () => active && setStatus('error'),
        )
    })
    return () => {
      active = false
      cancel()
    }
  }, [portico, hasApi, attempt])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { status, retry }
}
