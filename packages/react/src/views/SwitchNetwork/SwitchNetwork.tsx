import { useCallback, useEffect, useRef, useState } from 'react'
import { usePortico } from '../../hooks/usePortico.js'
import { useT } from '../../hooks/useT.js'
import type { ViewProps } from '../../modal/ViewProps.js'
import { NetworkImage } from '../../ui/NetworkImage.js'
import { networksCss } from '../../ui/networksCss.js'

/**
 * SwitchNetwork: asks the wallet to move to `data.network` as soon as it shows ('Approve in your
 * wallet' meanwhile). The core goes back on success. A switch declined in the wallet keeps the
 * view, with the error and Try again; any other failure goes back (spec §2), and the error shows
 * as a toast.
 */
export function SwitchNetwork({ data }: ViewProps<'SwitchNetwork'>) {
  const portico = usePortico()
  const { t, tError } = useT()
  const network = data?.network
  const [declined, setDeclined] = useState(false)
  /** The network this showing already asked for (StrictMode runs effects twice). */
  const started = useRef<string | undefined>(undefined)
  const mounted = useRef(true)

  const run = useCallback(async () => {
    if (!network) return
    setDeclined(false)
    const { error } = await portico.network.confirmSwitch({ stayOnRejection: true })
    if (!error) return
    const stillShown = portico.stores.router.getState().history.at(-1)?.view === 'SwitchNetwork'
    if (stillShown && mounted.current) setDeclined(true)
    else
      portico.modal.showNotification({
        message: t('switchFailed', { name: network.name }),
        variant: 'error',
      })
  }, [portico, network, t])

  useEffect(() => {
    mounted.current = true
    if (network && started.current !== network.caipNetworkId) {
      started.current = network.caipNetworkId
      void run()
    }
    return () => {
      mounted.current = false
    }
  }, [run, network])

  if (!network)
    return (
      <p className="error center" role="alert" data-testid="portico-switch-network-missing">
        {tError('Network not found')}
      </p>
    )
  return (
    <div className="switch-status" data-testid="portico-switch-network">
      <style>{networksCss}</style>
      <div className="ring">
        {!declined && <span className="spinner" aria-hidden="true" />}
        <NetworkImage network={network} size={56} />
      </div>
      <div aria-live="polite">
        {declined ? (
          <>
            <p className="error" data-testid="portico-switch-declined">
              {t('switchDeclined')}
            </p>
            <p className="muted">{t('switchDeclinedMessage')}</p>
          </>
        ) : (
          <>
            <p className="address" data-testid="portico-switch-approve">
              {t('approveInWallet')}
            </p>
            <p className="muted">{t('switchingTo', { name: network.name })}</p>
          </>
        )}
      </div>
      {declined && (
        <button
          type="button"
          className="primary"
          data-testid="portico-switch-retry"
          onClick={() => void run()}
        >
          {t('tryAgain')}
        </button>
      )}
    </div>
  )
}
