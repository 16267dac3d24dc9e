import { type Network, UserRejectedRequestError } from '@portico/core'
import { useState } from 'react'
import { usePortico } from '../../hooks/usePortico.js'
import { useStoreState } from '../../hooks/useStoreState.js'
import { useT } from '../../hooks/useT.js'
import { NetworkImage } from '../../ui/NetworkImage.js'
import { networksCss } from '../../ui/networksCss.js'

/**
 * UnsupportedChain: the wallet is on a chain the dApp did not configure. Lists the configured
 * networks of the wallet's namespace to switch to (the wallet is asked, 'Approve in your wallet'
 * meanwhile; a refusal shows under the list), and Disconnect. The modal shakes instead of closing
 * while the chain stays unsupported (core `requestClose`).
 */
export function UnsupportedChain() {
  const portico = usePortico()
  const { t, tError } = useT()
  const namespace = useStoreState(portico.stores.chains, (s) => s.activeNamespace)
  const networks = useStoreState(portico.stores.chains, (s) => s.networks)
  const unsupported = useStoreState(portico.stores.chains, (s) => s.isUnsupportedChain)
  const [pending, setPending] = useState<string | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const choices = networks.filter((n) => n.chainNamespace === namespace)

  const select = async (network: Network) => {
    setPending(network.caipNetworkId)
    setFailed(null)
    const { error } = await portico.network.switchFromUnsupportedChain({ network })
    setPending(null)
    if (!error) return
    const rejected = (error as { code?: unknown }).code === UserRejectedRequestError.code
    setFailed(
      rejected
        ? t('switchDeclinedMessage')
        : ((error as { shortMessage?: string }).shortMessage ??
            t('switchFailed', { name: network.name })),
    )
  }
  const disconnect = () =>
    void portico
      .disconnect()
      .catch((error: unknown) =>
        setFailed((error as { shortMessage?: string }).shortMessage ?? t('somethingWentWrong')),
      )

  if (!unsupported)
    return (
      <div className="center" data-testid="portico-unsupported-chain-resolved">
        <p className="muted" role="status">
          {t('unsupportedChainResolved')}
        </p>
        <button
          type="button"
          className="primary"
          data-testid="portico-unsupported-chain-continue"
          onClick={() => portico.modal.goBack()}
        >
          {t('continue')}
        </button>
      </div>
    )
  return (
    <div data-testid="portico-unsupported-chain">
      <style>{networksCss}</style>
      <p className="muted" data-testid="portico-unsupported-chain-message">
        {t('unsupportedChainMessage')}
      </p>
      <ul className="list" aria-busy={pending !== null}>
        {choices.map((network) => (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className="option"
              disabled={pending !== null}
              data-testid={`portico-unsupported-network-${network.caipNetworkId}`}
              onClick={() => void select(network)}
            >
              <NetworkImage network={network} size={32} />
              <span>{network.name}</span>
              {pending === network.caipNetworkId && (
                <span className="row-end" data-testid="portico-unsupported-chain-pending">
                  {t('approveInWallet')}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
      <div aria-live="polite">
        {failed && (
          <p className="error" data-testid="portico-unsupported-chain-error">
            {tError(failed)}
          </p>
        )}
      </div>
      <div className="actions" style={{ marginTop: 12 }}>
        <button
          type="button"
          className="secondary"
          data-testid="portico-disconnect"
          onClick={disconnect}
        >
          {t('disconnect')}
        </button>
      </div>
    </div>
  )
}
