import {
  formatQuantity,
  formatSwapRate,
  formatTokenValue,
  formatTruncatedQuantity,
  type SwapToken,
  swapRateNumber,
  typedAmountValueUsd,
} from '@portico/core/internal'
import { type FormEvent, useEffect, useId, useRef } from 'react'
import { usePortico } from '../../hooks/usePortico.js'
import { useStoreState } from '../../hooks/useStoreState.js'
import { useT } from '../../hooks/useT.js'
import { AmountField } from '../../ui/AmountField.js'
import { FormSubmit } from '../../ui/FormSubmit.js'
import { SwapIcon } from '../../ui/icons.js'
import { runSwapAction, startSwap } from '../../ui/swap/startSwap.js'
import { swapCss } from '../../ui/swap/swapCss.js'
import { SwapTokenChip } from './SwapTokenChip.js'
import { swapFormStatus } from './swapFormStatus.js'
import { useSwapAmountInput } from './useSwapAmountInput.js'

/**
 * Swap: the source token chip and amount with its USD value, the balance and Max, the switch
 * button, the target token chip and the quoted amount with its USD value, the price line, then one
 * primary button naming what is missing until it reviews the swap (SwapPreview). On a chain
 * without swaps it says 'Network not supported' with the ways out (docs/swaps-and-onramp.md).
 */
export function Swap() {
  const portico = usePortico()
  const { t, tError, locale } = useT()
  const receiveId = useId()
  const address = useStoreState(
    portico.stores.chains,
    (s) => s.accounts[s.activeNamespace]?.address,
  )
  const network = useStoreState(portico.stores.chains, (s) => s.activeNetwork)
  const swap = useStoreState(portico.stores.swap, (s) => s)
  const started = useRef<string | undefined>(undefined)
  const amountInput = useSwapAmountInput()

  // The swap starts here when nothing started it (a dApp opened the view itself), when it is for
  // another network (changed while another view showed), or after a failure; and again when the
  // network or the account changes while the view shows.
  const networkId = network.caipNetworkId
  useEffect(() => {
    if (!address) return
    const key = `${networkId}|${address}`
    const changed = started.current !== undefined && started.current !== key
    started.current = key
    const { status, tokens } = portico.stores.swap.getState()
    const otherNetwork = tokens.some((t) => !t.address.startsWith(`${networkId}:`))
    if (
      changed ||
      otherNetwork ||
      status === 'idle' ||
      status === 'unsupported' ||
      status === 'error'
    )
      void startSwap(portico)
  }, [portico, networkId, address])

  if (swap.status === 'unsupported')
    return (
      <div className="send center" data-testid="portico-swap-unsupported">
        <style>{swapCss}</style>
        <p className="field-error" role="alert">
          {tError('Network not supported')}
        </p>
        <p className="muted">{t('swapNotSupportedHint', { network: network.name })}</p>
        <div className="preview-actions">
          <button
            type="button"
            className="secondary"
            data-testid="portico-swap-back"
            onClick={() => portico.modal.goBack()}
          >
            {t('back')}
          </button>
          <button
            type="button"
            className="primary"
            data-testid="portico-swap-switch-network"
            onClick={() => portico.modal.pushView({ view: 'Networks' })}
          >
            {t('switchNetwork')}
          </button>
        </div>
      </div>
    )
  if (swap.status === 'idle' || (swap.status === 'loading' && swap.tokens.length === 0))
    return (
      <div className="send center" aria-busy="true" data-testid="portico-swap-loading">
        <style>{swapCss}</style>
        <span className="spinner static" aria-hidden="true" />
        <span className="visually-hidden" role="status">
          {t('swapLoadingTokens')}
        </span>
      </div>
    )
  if (swap.status === 'error' && swap.tokens.length === 0)
    return (
      <div className="send center" data-testid="portico-swap-error">
        <style>{swapCss}</style>
        <p className="field-error" role="alert">
          {swap.error ? tError(swap.error.shortMessage) : t('swapLoadFailed')}
        </p>
        <button
          type="button"
          className="secondary"
          data-testid="portico-swap-retry"
          onClick={() => void startSwap(portico)}
        >
          {t('tryAgain')}
        </button>
      </div>
    )

  const { sourceToken, toToken, quote } = swap
  const amount = amountInput.draft
  // What was typed and not stored yet has no quote yet.
  const loadingQuote = swap.loadingQuote || !amountInput.settled
  const quoteError =
    !loadingQuote && !quote && !swap.inputError && swap.error ? swap.error : undefined
  const status = swapFormStatus({
    sourceToken,
    toToken,
    amount,
    quote,
    loadingQuote,
    inputError: swap.inputError,
    quoteFailed: quoteError !== undefined,
  })
  const usd = (token: SwapToken | undefined, value: string) => {
    const number = token && typedAmountValueUsd(value, token.price)
    return number === undefined
      ? ''
      : t('swapFiatValue', { value: formatTokenValue({ value: number, locale }) })
  }
  const rate =
    quote && sourceToken && toToken && !loadingQuote
      ? swapRateNumber({
          fromAmount: BigInt(quote.fromAmount),
          fromDecimals: sourceToken.decimals,
          toAmount: BigInt(quote.toAmount),
          toDecimals: toToken.decimals,
        })
      : undefined
  const toAmount =
    loadingQuote || !toToken ? '' : formatTruncatedQuantity(swap.toTokenAmount, toToken.decimals)
  const selectToken = (target: 'sourceToken' | 'toToken') =>
    portico.modal.pushView({ view: 'SwapSelectToken', data: { target } })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (status.ready) portico.modal.pushView({ view: 'SwapPreview' })
  }

  return (
    <form className="send swap" noValidate onSubmit={submit} data-testid="portico-swap">
      <style>{swapCss}</style>
      <div className="swap-cards">
        <div className="send-card">
          <AmountField
            label={t('swapYouPay')}
            value={amount}
            onChange={amountInput.onChange}
            error={
              status.amountError ? t(status.amountError.key, status.amountError.values) : undefined
            }
            testId="portico-swap-amount"
            errorTestId="portico-swap-amount-error"
            chip={
              <SwapTokenChip
                token={sourceToken}
                testId="portico-swap-source-token"
                onClick={() => selectToken('sourceToken')}
              />
            }
          >
            <div className="send-meta">
              <span data-testid="portico-swap-source-fiat">{usd(sourceToken, amount)}</span>
              {sourceToken && (
                <span className="send-balance">
                  <span data-testid="portico-swap-balance">
                    {t('swapBalance', {
                      amount: formatQuantity({ quantity: sourceToken.quantity }),
                      symbol: sourceToken.symbol,
                    })}
                  </span>
                  <button
                    type="button"
                    className="link-button"
                    disabled={sourceToken.quantity === '0'}
                    data-testid="portico-swap-max"
                    onClick={() => runSwapAction(() => portico.swap.setMaxAmount())}
                  >
                    {t('swapMax')}
                  </button>
                </span>
              )}
            </div>
          </AmountField>
        </div>
        <div className="swap-switch-row">
          <button
            type="button"
            className="swap-switch"
            aria-label={t('swapSwitchTokens')}
            title={t('swapSwitchTokens')}
            disabled={!sourceToken && !toToken}
            data-testid="portico-swap-switch"
            onClick={() => runSwapAction(() => portico.swap.switchTokens())}
          >
            <SwapIcon size={18} />
          </button>
        </div>
        <div className="send-card">
          <label htmlFor={receiveId} className="send-label">
            {t('swapYouReceive')}
          </label>
          <div className="send-amount-row">
            <input
              id={receiveId}
              className="send-amount"
              type="text"
              readOnly
              placeholder="0"
              value={toAmount}
              aria-busy={loadingQuote || undefined}
              data-testid="portico-swap-to-amount"
            />
            <SwapTokenChip
              token={toToken}
              testId="portico-swap-to-token"
              onClick={() => selectToken('toToken')}
            />
          </div>
          <div className="send-meta">
            <span data-testid="portico-swap-to-fiat">
              {toAmount ? usd(toToken, swap.toTokenAmount) : ''}
            </span>
          </div>
        </div>
      </div>
      <p className="swap-price" aria-live="polite" data-testid="portico-swap-price">
        {rate !== undefined && sourceToken && toToken
          ? t('swapPrice', {
              from: sourceToken.symbol,
              rate: formatSwapRate(rate, locale),
              to: toToken.symbol,
            })
          : ''}
      </p>
      {quoteError && (
        <p className="field-error" role="alert" data-testid="portico-swap-quote-error">
          {tError(quoteError.shortMessage)}
        </p>
      )}
      <FormSubmit
        ready={status.ready}
        label={t(status.label)}
        testId="portico-swap-continue"
        aria-live="polite"
      />
    </form>
  )
}
