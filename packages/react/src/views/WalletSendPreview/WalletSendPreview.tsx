import {
  type EstimateSendGasReturnType,
  formatTokenValue,
  formatTruncatedAmount,
  isApiBalance,
} from '@portico/core/internal'
import { useEffect, useState } from 'react'
import { usePortico } from '../../hooks/usePortico.js'
import { useStoreState } from '../../hooks/useStoreState.js'
import { useT } from '../../hooks/useT.js'
import { Avatar } from '../../ui/Avatar.js'
import { NetworkImage } from '../../ui/NetworkImage.js'
import { PreviewActions } from '../../ui/PreviewActions.js'
import { sendCss } from '../../ui/send/sendCss.js'
import { useSendToken } from '../../ui/send/useSendToken.js'
import { TokenIcon } from '../../ui/TokenIcon.js'

type Fee =
  | { state: 'loading' }
  | { state: 'unavailable' }
  | { state: 'ready'; estimate: NonNullable<EstimateSendGasReturnType> }

/**
 * WalletSendPreview: what will be sent (amount, token, value), to whom (name and avatar when it was
 * found by name, and the whole address), on which network, and the network fee estimated on EVM.
 * Send asks the wallet (spec §4): the button shows the send under way; success returns to Account
 * with a toast, failure shows an error toast and keeps everything for another try.
 */
export function WalletSendPreview() {
  const portico = usePortico()
  const { t, locale } = useT()
  const { token, balance } = useSendToken()
  const amount = useStoreState(portico.stores.send, (s) => s.sendTokenAmount)
  const receiver = useStoreState(portico.stores.send, (s) => s.receiverAddress)
  const profileName = useStoreState(portico.stores.send, (s) => s.receiverProfileName)
  const profileImage = useStoreState(portico.stores.send, (s) => s.receiverProfileImageUrl)
  const loading = useStoreState(portico.stores.send, (s) => s.loading)
  const balances = useStoreState(portico.stores.send, (s) => s.tokenBalances)
  const network = useStoreState(portico.stores.chains, (s) => s.activeNetwork)
  const [fee, setFee] = useState<Fee>({ state: 'loading' })

  useEffect(() => {
    let active = true
    portico.send.estimateGas().then(
      (estimate) =>
        active && setFee(estimate ? { state: 'ready', estimate } : { state: 'unavailable' }),
      () => active && setFee({ state: 'unavailable' }),
    )
    return () => {
      active = false
    }
  }, [portico])

  const nativePrice = balances.filter(isApiBalance).find((b) => !b.address)?.price ?? 0
  const value =
    balance?.price !== undefined && balance.price > 0 && amount
      ? formatTokenValue({ value: Number(amount) * balance.price, locale })
      : undefined
  const feeText =
    fee.state === 'ready'
      ? t('sendFeeAmount', {
          amount: formatTruncatedAmount(fee.estimate.fee, fee.estimate.decimals),
          symbol: fee.estimate.symbol,
        })
      : t(fee.state === 'loading' ? 'sendFeeEstimating' : 'sendFeeUnavailable')
  const feeValue =
    fee.state === 'ready' && nativePrice > 0
      ? formatTokenValue({
          value: (Number(fee.estimate.fee) / 10 ** fee.estimate.decimals) * nativePrice,
          locale,
        })
      : undefined

  return (
    <div className="send" data-testid="portico-send-preview">
      <style>{sendCss}</style>
      <div className="preview-amount">
        <span className="muted">{t('sendYouSend')}</span>
        {token && <TokenIcon symbol={token.symbol} iconUrl={balance?.iconUrl} size={48} />}
        <span className="value" data-testid="portico-send-preview-amount">
          {amount ?? '0'} {token?.symbol ?? ''}
        </span>
        {value && (
          <span className="muted" data-testid="portico-send-preview-value">
            {t('sendFiatValue', { value })}
          </span>
        )}
      </div>
      <dl className="preview-details">
        <div>
          <dt>{t('sendReceiver')}</dt>
          <dd data-testid="portico-send-preview-receiver">
            {receiver && (
              <Avatar
                address={receiver}
                profileImage={profileImage}
                name={profileName ?? receiver}
                size={28}
              />
            )}
            <span className="preview-receiver">
              {profileName && <span className="receiver-name">{profileName}</span>}
              <span className="full-address">{receiver}</span>
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('sendNetwork')}</dt>
          <dd data-testid="portico-send-preview-network">
            <NetworkImage network={network} />
            <span>{network.name}</span>
          </dd>
        </div>
        <div>
          <dt>{t('sendNetworkFee')}</dt>
          <dd
            data-testid="portico-send-preview-fee"
            aria-live="polite"
            aria-busy={fee.state === 'loading'}
          >
            <span className="preview-fee">
              <span>{feeText}</span>
              {feeValue && <span className="muted">{t('sendFiatValue', { value: feeValue })}</span>}
            </span>
          </dd>
        </div>
      </dl>
      <p className="muted">{t('sendReviewHint')}</p>
      <PreviewActions
        busy={loading}
        onConfirm={() => void portico.send.sendTokens().catch(() => undefined)}
        cancelTestId="portico-send-cancel"
        confirmTestId="portico-send-submit"
      >
        {loading ? t('sendSending') : t('sendConfirm')}
      </PreviewActions>
    </div>
  )
}
