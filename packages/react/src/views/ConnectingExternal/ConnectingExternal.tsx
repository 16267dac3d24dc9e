import { usePortico } from '../../hooks/usePortico.js'
import { useStoreState } from '../../hooks/useStoreState.js'
import { useT } from '../../hooks/useT.js'
import { ConnectorImage } from '../../ui/ConnectorImage.js'

/** ConnectingExternal: waits for the wallet; on failure shows why and offers to try again. */
export function ConnectingExternal({ connectorId }: { connectorId?: string | undefined }) {
  const portico = usePortico()
  const { t, tError } = useT()
  const connector = useStoreState(portico.stores.connectors, (s) =>
    s.connectors.find((c) => c.id === connectorId),
  )
  const attempt = useStoreState(portico.stores.connectAttempt)
  const name = connector?.name ?? ''
  return (
    <div className="center" data-testid="portico-connecting">
      <div className="ring">
        {attempt.pending && <span className="spinner" aria-hidden="true" />}
        <ConnectorImage name={name} connector={connector} />
      </div>
      <p className="address">{t('continueIn', { name })}</p>
      {attempt.error ? (
        <>
          <p className="error" role="alert" data-testid="portico-connect-error">
            {tError(attempt.error.shortMessage)}
          </p>
          {connectorId && (
            <button
              type="button"
              className="primary"
              data-testid="portico-try-again"
              onClick={() => void portico.connection.connectFromModal({ connectorId })}
            >
              {t('tryAgain')}
            </button>
          )}
        </>
      ) : (
        <p className="muted" aria-live="polite">
          {t('acceptRequest')}
        </p>
      )}
    </div>
  )
}
