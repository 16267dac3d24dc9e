import { useState } from 'react'
import { usePortico } from '../../hooks/usePortico.js'
import { useStoreState } from '../../hooks/useStoreState.js'
import { useT } from '../../hooks/useT.js'
import type { ViewProps } from '../../modal/ViewProps.js'
import { NetworkImage } from '../../ui/NetworkImage.js'
import { NAMESPACE_LABELS } from '../../ui/namespaceLabels.js'
import { networksCss } from '../../ui/networksCss.js'

/**
 * SwitchActiveChain (spec §2; parameters switchToChain, navigateTo, navigateWithReplace, network):
 * the visitor has an account here but none in the target namespace. It says so and offers to
 * connect a wallet there; confirming makes that namespace active and goes on to `navigateTo`
 * (Connect), while the is-switching state shows. A switch that fails goes back, with a toast.
 */
export function SwitchActiveChain({ data }: ViewProps<'SwitchActiveChain'>) {
  const portico = usePortico()
  const { t, tError } = useT()
  const switching = useStoreState(portico.stores.chains, (s) => s.isSwitchingNamespace)
  const [busy, setBusy] = useState(false)
  const network = data?.network
  const namespace = data?.switchToChain ?? network?.chainNamespace
  if (!network || !namespace)
    return (
      <p className="error center" role="alert" data-testid="portico-switch-active-chain-missing">
        {tError('Network not found')}
      </p>
    )
  const namespaceName = t(NAMESPACE_LABELS[namespace])
  const pending = busy || switching
  const confirm = async () => {
    setBusy(true)
    try {
      // On failure the core goes back (spec §2), so the error shows as a toast.
      const { error } = await portico.network.confirmSwitch()
      if (error)
        portico.modal.showNotification({
          message: t('switchFailed', { name: network.name }),
          variant: 'error',
        })
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="switch-status" data-testid="portico-switch-active-chain">
      <style>{networksCss}</style>
      <div className="ring">
        {pending && <span className="spinner" aria-hidden="true" />}
        <NetworkImage network={network} size={56} />
      </div>
      <p className="muted" data-testid="portico-switch-active-chain-message">
        {t('switchActiveChainMessage', { network: network.name, namespace: namespaceName })}
      </p>
      <p className="muted" aria-live="polite" data-testid="portico-switch-active-chain-status">
        {pending ? t('switchingNamespace', { namespace: namespaceName }) : ''}
      </p>
      <button
        type="button"
        className="primary"
        disabled={pending}
        aria-busy={pending}
        data-testid="portico-switch-active-chain-confirm"
        onClick={() => void confirm()}
      >
        {t('connectNamespaceWallet', { namespace: namespaceName })}
      </button>
    </div>
  )
}
