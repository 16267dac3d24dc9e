import {
  formatBps,
  formatPercent,
  formatSwapRate,
  formatTokenValue,
  formatTruncatedAmount,
  formatTruncatedQuantity,
  type SwapToken,
  swapRateNumber,
  typedAmountValueUsd,
} from '@portico/core/internal'
import { usePortico } from '../../hooks/usePortico.js'
import { useStoreState } from '../../hooks/useStoreState.js'
import { useT } from '../../hooks/useT.js'
import { PreviewActions } from '../../ui/PreviewActions.js'
import { isHighPriceImpact } from '../../ui/swap/isHighPriceImpact.js'
import { runSwapAction } from '../../ui/swap/startSwap.js'
import { swapCss } from '../../ui/swap/swapCss.js'
import { TokenIcon } from '../../ui/TokenIcon.js'

/**
 * SwapPreview: what is paid and received (with USD values), the price, the price impact (warned
 * above 5 %), the network fee, the slippage tolerance (1 %), the minimum received, and the
 * provider with its fee ('No fee' when none). The button approves the source token first when its
 * allowance is short ('Approve USDC'), then swaps; the step shows in a live region. Success goes
 * back to Account with a toast (core's swapTokens); a failure shows a toast and keeps the form.
 */
export function SwapPreview() {
  const portico = usePortico()
  const { t, locale } = useT()
  const swap = useStoreState(portico.stores.swap, (s) => s)
  const nativeCurrency = useStoreState(portico.stores.chains, (s) => s.activeNetwork.nativeCurrency)
  const { sourceToken, toToken, quote, step, approvalTransaction } = swap
  const busy = step !== undefined

  const usd = (token: SwapToken | undefined, amount: string) => {
    const value = token && typedAmountValueUsd(amount, token.price)
    return value === undefined
      ? ''
      : t('swapFiatValue', { value: formatTokenValue({ value, locale }) })
  }
  const side = (label: string, token: SwapToken | undefined, amount: string, testId: string) => (
    <div className="swap-preview-amount" data-testid={testId}>
      {token && <TokenIcon symbol={token.symbol} iconUrl={token.logoUri} size={40} />}
      <span className="token-text">
        <span className="muted">{label}</span>
        <span className="value" data-testid={`${testId}-amount`}>
          {token ? `${formatTruncatedQuantity(amount, token.decimals)} ${token.symbol}` : ''}
        </span>
        <span className="muted" data-testid={`${testId}-value`}>
          {usd(token, amount)}
        </span>
      </span>
    </div>
  )

  const rate =
    quote && sourceToken && toToken
      ? swapRateNumber({
          fromAmount: BigInt(quote.fromAmount),
          fromDecimals: sourceToken.decimals,
          toAmount: BigInt(quote.toAmount),
          toDecimals: toToken.decimals,
        })
      : undefined
  const highImpact = isHighPriceImpact(quote?.priceImpact)
  const symbol = sourceToken?.symbol ?? ''
  const label =
    step === 'approving'
      ? t('swapApproving', { symbol })
      : step === 'swapping'
        ? t('swapSwapping')
        : approvalTransaction
          ? t('swapApprove', { symbol })
          : t('swapConfirm')
  const stepText =
    step === 'approving'
      ? t('swapStepApprove', { symbol })
      : step === 'swapping'
        ? t(approvalTransaction ? 'swapStepSwapAfterApprove' : 'swapStepSwap')
        : approvalTransaction
          ? t('swapNeedsApproval', { symbol })
          : t('swapReviewHint')

  return (
    <div className="send swap-preview" data-testid="portico-swap-preview">
      <style>{swapCss}</style>
      <div className="swap-preview-amounts">
        {side(t('swapYouPay'), sourceToken, swap.sourceTokenAmount, 'portico-swap-preview-pay')}
        {side(t('swapYouReceive'), toToken, swap.toTokenAmount, 'portico-swap-preview-receive')}
      </div>
      <dl className="preview-details">
        <div>
          <dt>{t('swapPriceLabel')}</dt>
          <dd data-testid="portico-swap-preview-price">
            {rate !== undefined && sourceToken && toToken
              ? t('swapPrice', {
                  from: sourceToken.symbol,
                  rate: formatSwapRate(rate, locale),
                  to: toToken.symbol,
                })
              : ''}
          </dd>
        </div>
        <div>
          <dt>{t('swapPriceImpact')}</dt>
          <dd
            className={highImpact ? 'swap-warning' : undefined}
            data-testid="portico-swap-preview-impact"
          >
            {quote?.priceImpact === undefined
              ? t('swapUnknown')
              : formatPercent(quote.priceImpact, locale)}
          </dd>
        </div>
        <div>
          <dt>{t('swapNetworkFee')}</dt>
          <dd data-testid="portico-swap-preview-fee">
            {swap.networkFee ? (
              <span className="preview-fee">
                <span>
                  {t('swapFeeAmount', {
                    amount: formatTruncatedAmount(
                      BigInt(swap.networkFee.wei),
                      nativeCurrency.decimals,
                    ),
                    symbol: nativeCurrency.symbol,
                  })}
                </span>
                {swap.networkFee.usd > 0 && (
                  <span className="muted">
                    {t('swapFiatValue', {
                      value: formatTokenValue({ value: swap.networkFee.usd, locale }),
                    })}
                  </span>
                )}
              </span>
            ) : (
              t('swapUnknown')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('swapSlippage')}</dt>
          <dd data-testid="portico-swap-preview-slippage">
            {formatPercent(swap.slippage, locale)}
          </dd>
        </div>
        <div>
          <dt>{t('swapMinimumReceived')}</dt>
          <dd data-testid="portico-swap-preview-minimum">
            {quote && toToken
              ? `${formatTruncatedAmount(BigInt(quote.minimumReceived), toToken.decimals)} ${toToken.symbol}`
              : ''}
          </dd>
        </div>
        <div>
          <dt>{t('swapProvider')}</dt>
          <dd data-testid="portico-swap-preview-provider">
            {quote && (
              <span className="preview-fee">
                <span>{quote.provider.name}</span>
                <span className="muted" data-testid="portico-swap-preview-provider-fee">
                  {quote.fee.bps > 0 && sourceToken
                    ? t('swapProviderFee', {
                        percent: formatBps(quote.fee.bps, locale),
                        amount: formatTruncatedAmount(
                          BigInt(quote.fee.amount),
                          sourceToken.decimals,
                        ),
                        symbol: sourceToken.symbol,
                      })
                    : t('swapNoFee')}
                </span>
              </span>
            )}
          </dd>
        </div>
      </dl>
      {highImpact && (
        <p className="swap-warning" role="alert" data-testid="portico-swap-preview-impact-warning">
          {t('swapPriceImpactHigh')}
        </p>
      )}
      <p
        className="muted swap-step"
        role="status"
        aria-live="polite"
        data-testid="portico-swap-step"
      >
        {stepText}
      </p>
      <PreviewActions
        busy={busy}
        ready={Boolean(quote)}
        onConfirm={() => runSwapAction(() => portico.swap.swapTokens())}
        cancelTestId="portico-swap-cancel"
        confirmTestId="portico-swap-submit"
      >
        {label}
      </PreviewActions>
    </div>
  )
}
