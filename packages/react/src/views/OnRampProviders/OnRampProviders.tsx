import { useEffect, useState } from 'react'
import { usePortico } from '../../hooks/usePortico.js'
import { useStoreState } from '../../hooks/useStoreState.js'
import { useT } from '../../hooks/useT.js'
import { onrampCss } from '../../ui/onramp/onrampCss.js'
import { formatList, paymentMethodLabel } from '../../ui/onramp/paymentMethodLabel.js'
import { onrampProviderInfo } from '../../ui/onramp/providerCatalogue.js'
import { TokenIcon } from '../../ui/TokenIcon.js'

/**
 * OnRampProviders: the providers the API offers (spec §5: an array of strings, else none), each
 * with its name, fee range and the payment methods; picking one selects it and opens OnRamp. While
 * the options load a spinner shows (the view asks for them when nothing asked yet); with no
 * provider a message says so.
 */
export function OnRampProviders() {
  const portico = usePortico()
  const { t, tError, locale } = useT()
  const providers = useStoreState(portico.stores.onramp, (s) => s.providers)
  const optionsLoading = useStoreState(portico.stores.onramp, (s) => s.optionsLoading)
  const error = useStoreState(portico.stores.onramp, (s) => s.error)
  const paymentCurrencies = useStoreState(portico.stores.onramp, (s) => s.paymentCurrencies)
  const selected = useStoreState(portico.stores.onramp, (s) => s.selectedProvider)
  // Nothing read yet (the options always hold a currency once read, even the defaults): the view
  // was opened without the Buy button's fetch, or before it started. It asks for them itself.
  const [pristine] = useState(() => {
    const s = portico.stores.onramp.getState()
    return !s.optionsLoading && s.paymentCurrencies.length === 0 && s.providers.length === 0
  })
  const [requested, setRequested] = useState<'no' | 'pending' | 'done'>('no')
  useEffect(() => {
    if (!pristine) return
    setRequested('pending')
    let active = true
    portico.onramp
      .fetchOptions()
      .catch(() => undefined)
      .finally(() => active && setRequested('done'))
    return () => {
      active = false
    }
  }, [portico, pristine])
  const loading = optionsLoading || (pristine && requested !== 'done')

  const methods = [
    ...new Set(paymentCurrencies.flatMap((c) => c.payment_method_limits.map((l) => l.id))),
  ].map((id) => paymentMethodLabel(id, t))
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })

  return (
    <div className="send" data-testid="portico-onramp-providers">
      <style>{onrampCss}</style>
      <div aria-live="polite">
        {loading && providers.length === 0 && (
          <div className="center" aria-busy="true" data-testid="portico-onramp-providers-loading">
            <span className="spinner static" aria-hidden="true" />
            <span className="visually-hidden">{t('onrampProvidersLoading')}</span>
          </div>
        )}
        {!loading && providers.length === 0 && (
          <div className="center" data-testid="portico-onramp-providers-empty">
            <p className="muted">{t('onrampNoProviders')}</p>
            {error && (
              <p className="field-error" data-testid="portico-onramp-providers-error">
                {tError(error.shortMessage)}
              </p>
            )}
          </div>
        )}
      </div>
      {providers.length > 0 && (
        <ul className="list" aria-label={t('onrampProviders')}>
          {providers.map((id) => {
            const info = onrampProviderInfo(id)
            const fee =
              info.feeMinPercent === info.feeMaxPercent
                ? t('onrampFee', { fee: number.format(info.feeMinPercent) })
                : t('onrampFeeRange', {
                    min: number.format(info.feeMinPercent),
                    max: number.format(info.feeMaxPercent),
                  })
            return (
              <li key={id}>
                <button
                  type="button"
                  className="option onramp-provider"
                  aria-current={selected === id ? 'true' : undefined}
                  data-testid={`portico-onramp-provider-${id}`}
                  onClick={() => {
                    portico.onramp.selectProvider({ provider: id })
                    portico.modal.pushView({ view: 'OnRamp' })
                  }}
                >
                  <TokenIcon symbol={info.name} catalogue="none" size={40} />
                  <span className="token-text">
                    <span className="receiver-name">{info.name}</span>
                    <span className="muted">{fee}</span>
                    {methods.length > 0 && (
                      <span className="muted">
                        {t('onrampPayBy', { methods: formatList(methods, locale) })}
                      </span>
                    )}
                  </span>
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
