import { formatPurchaseAmount } from '@portico/core/internal'
import { usePortico } from '../../hooks/usePortico.js'
import { useStoreState } from '../../hooks/useStoreState.js'
import { useT } from '../../hooks/useT.js'
import { ignoreRejection } from '../../ui/onramp/ignoreRejection.js'
import { onrampCss } from '../../ui/onramp/onrampCss.js'
import { onrampProviderInfo } from '../../ui/onramp/providerCatalogue.js'
import { SuccessMark } from '../../ui/SuccessMark.js'
import { TokenIcon } from '../../ui/TokenIcon.js'

/**
 * BuyInProgress: the purchase under way in the provider's window — the provider's name, what is
 * expected, "Complete the purchase in the window that opened" and Open again (the window reopens
 * inside the click) — then, in a live region, the tokens that arrived with their amount, or that
 * the purchase failed; Back to account ends the on-ramp.
 */
export function BuyInProgress() {
  const portico = usePortico()
  const { t, tError, locale } = useT()
  const purchase = useStoreState(portico.stores.onramp, (s) => s.purchase)
  const selected = useStoreState(portico.stores.onramp, (s) => s.selectedProvider)
  const error = useStoreState(portico.stores.onramp, (s) => s.error)
  const providerId = purchase?.provider ?? selected
  const provider = providerId ? onrampProviderInfo(providerId) : undefined
  const status = purchase?.status ?? (error ? 'failed' : 'waiting')
  const symbol = purchase?.symbol ?? ''

  const backToAccount = () => {
    ignoreRejection(portico.onramp.reset())
    portico.open({ view: 'Account' })
  }

  return (
    <div className="buy-progress" data-testid="portico-buy-in-progress" data-status={status}>
      <style>{onrampCss}</style>
      {status === 'arrived' ? (
        <SuccessMark className="buy-done" size={28} />
      ) : (
        <TokenIcon symbol={provider?.name ?? symbol} catalogue="none" size={56} />
      )}
      {provider && (
        <p className="receiver-name" data-testid="portico-buy-provider">
          {t('buyWith', { provider: provider.name })}
        </p>
      )}
      {purchase && (
        <p className="buy-amount" data-testid="portico-buy-expected">
          {t('buyExpected', {
            amount:
              formatPurchaseAmount(purchase.expectedAmount, locale) || purchase.expectedAmount,
            symbol,
          })}
        </p>
      )}
      {status === 'waiting' && <p>{t('buyCompleteInWindow')}</p>}
      <div className="buy-status" role="status" aria-live="polite" data-testid="portico-buy-status">
        {status === 'waiting' && (
          <>
            <span className="spinner small" aria-hidden="true" />
            <span className="muted">{t('buyWaiting')}</span>
          </>
        )}
        {status === 'arrived' && purchase && (
          <p className="success" data-testid="portico-buy-arrived">
            {t('buyArrived', {
              amount:
                formatPurchaseAmount(purchase.receivedAmount ?? purchase.expectedAmount, locale) ||
                (purchase.receivedAmount ?? purchase.expectedAmount),
              symbol,
            })}
          </p>
        )}
        {status === 'failed' && (
          <>
            <p className="error" data-testid="portico-buy-failed">
              {t('buyFailed')}
            </p>
            {error?.shortMessage && (
              <p className="muted" data-testid="portico-buy-error">
                {tError(error.shortMessage)}
              </p>
            )}
          </>
        )}
      </div>
      <div className="buy-actions">
        {status !== 'arrived' && (
          <button
            type="button"
            className={status === 'failed' ? 'primary' : 'secondary'}
            data-testid="portico-buy-open-again"
            // The provider's window opens again inside this click.
            onClick={() => ignoreRejection(portico.onramp.open())}
          >
            {t(status === 'failed' ? 'tryAgain' : 'buyOpenAgain')}
          </button>
        )}
        <button
          type="button"
          className={status === 'arrived' ? 'primary' : 'secondary'}
          data-testid="portico-buy-back"
          onClick={backToAccount}
        >
          {t('backToAccount')}
        </button>
      </div>
    </div>
  )
}
