import {
  formatQuantity,
  formatTokenValue,
  type PorticoError,
  shortenAddress,
  tryParseTokenAmount,
} from '@portico/core/internal'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { usePortico } from '../../hooks/usePortico.js'
import { useStoreState } from '../../hooks/useStoreState.js'
import { useT } from '../../hooks/useT.js'
import { AmountField } from '../../ui/AmountField.js'
import { Avatar } from '../../ui/Avatar.js'
import { FormSubmit } from '../../ui/FormSubmit.js'
import { ChevronIcon } from '../../ui/icons.js'
import { sendCss } from '../../ui/send/sendCss.js'
import { sendFormStatus } from '../../ui/send/sendFormStatus.js'
import { useSendToken } from '../../ui/send/useSendToken.js'
import { TokenIcon } from '../../ui/TokenIcon.js'
import { useReceiverInput } from './useReceiverInput.js'

/**
 * WalletSend: the token (opens WalletSendSelectToken), the amount with its value in USD, the
 * balance and a max button ('Insufficient balance' above it), the receiver — an address or a name,
 * shown with the avatar and name it resolved to — and one primary button whose label says what is
 * still missing, until it previews the send (WalletSendPreview).
 */
export function WalletSend() {
  const portico = usePortico()
  const { t, locale } = useT()
  const receiverId = useId()
  const receiverMessageId = useId()
  const address = useStoreState(
    portico.stores.chains,
    (s) => s.accounts[s.activeNamespace]?.address,
  )
  const networkId = useStoreState(portico.stores.chains, (s) => s.activeNetwork.caipNetworkId)
  const amount = useStoreState(portico.stores.send, (s) => s.sendTokenAmount)
  const receiverAddress = useStoreState(portico.stores.send, (s) => s.receiverAddress)
  const profileName = useStoreState(portico.stores.send, (s) => s.receiverProfileName)
  const profileImage = useStoreState(portico.stores.send, (s) => s.receiverProfileImageUrl)
  const { token, balance } = useSendToken()
  const receiver = useReceiverInput()
  const [maxBusy, setMaxBusy] = useState(false)

  // The balances of the account on the active network (again when either changes).
  useEffect(() => {
    if (address && networkId) void portico.send.fetchTokenBalances().catch(() => undefined)
  }, [portico, address, networkId])

  const status = sendFormStatus({ token, amount, receiver: receiver.status })
  const units = token && tryParseTokenAmount(amount, token.quantity.decimals)
  const fiat =
    balance?.price !== undefined && balance.price > 0 && units
      ? formatTokenValue({ value: Number(amount) * balance.price, locale })
      : undefined

  const applyMax = () => {
    setMaxBusy(true)
    portico.send
      .setMaxAmount()
      .catch((error: PorticoError) =>
        portico.modal.showNotification({
          message: error.shortMessage ?? t('somethingWentWrong'),
          variant: 'error',
        }),
      )
      .finally(() => setMaxBusy(false))
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (status.ready) portico.modal.pushView({ view: 'WalletSendPreview' })
  }
  const receiverError =
    receiver.status.kind === 'invalid'
      ? t('sendInvalidAddress')
      : receiver.status.kind === 'error'
        ? receiver.status.message
        : undefined

  return (
    <form className="send" noValidate onSubmit={submit} data-testid="portico-wallet-send">
      <style>{sendCss}</style>
      <div className="send-card">
        <AmountField
          label={t('sendAmount')}
          value={amount ?? ''}
          onChange={(next) => portico.send.setAmount({ amount: next })}
          error={
            status.amountError ? t(status.amountError.key, status.amountError.values) : undefined
          }
          testId="portico-send-amount"
          errorTestId="portico-send-amount-error"
          chip={
            <button
              type="button"
              className="token-chip"
              data-testid="portico-send-token"
              onClick={() => portico.modal.pushView({ view: 'WalletSendSelectToken' })}
            >
              {token ? (
                <>
                  <TokenIcon symbol={token.symbol} iconUrl={balance?.iconUrl} size={24} />
                  <span data-testid="portico-send-token-symbol">{token.symbol}</span>
                  <span className="visually-hidden">{t('sendChooseTokenSuffix')}</span>
                </>
              ) : (
                <span>{t('sendSelectToken')}</span>
              )}
              <ChevronIcon size={14} />
            </button>
          }
        >
          <div className="send-meta">
            <span data-testid="portico-send-fiat">
              {fiat ? t('sendFiatValue', { value: fiat }) : ''}
            </span>
            {token && (
              <span className="send-balance">
                <span data-testid="portico-send-balance">
                  {t('sendBalance', {
                    amount: formatQuantity({ quantity: token.quantity.numeric }),
                    symbol: token.symbol,
                  })}
                </span>
                <button
                  type="button"
                  className="link-button"
                  disabled={maxBusy}
                  aria-busy={maxBusy || undefined}
                  data-testid="portico-send-max"
                  onClick={applyMax}
                >
                  {t('sendMax')}
                </button>
              </span>
            )}
          </div>
        </AmountField>
      </div>

      <div className="send-card">
        <label htmlFor={receiverId} className="send-label">
          {t('sendReceiver')}
        </label>
        <input
          id={receiverId}
          className="send-input"
          type="text"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={t('sendReceiverPlaceholder')}
          value={receiver.input}
          aria-invalid={receiverError ? true : undefined}
          aria-describedby={receiverMessageId}
          data-testid="portico-send-receiver"
          onChange={(event) => receiver.setInput(event.target.value)}
        />
        <div id={receiverMessageId} aria-live="polite">
          {receiver.status.kind === 'resolving' && receiver.input.includes('.') && (
            <p className="muted" data-testid="portico-send-receiver-resolving">
              {t('sendResolvingName')}
            </p>
          )}
          {receiverError && (
            <p className="field-error" data-testid="portico-send-receiver-error">
              {receiverError}
            </p>
          )}
          {receiver.status.kind === 'resolved' && profileName && receiverAddress && (
            <p className="receiver-profile" data-testid="portico-send-receiver-profile">
              <Avatar
                address={receiverAddress}
                profileImage={profileImage}
                name={profileName}
                size={28}
              />
              <span className="receiver-name">{profileName}</span>
              <span className="muted" title={receiverAddress}>
                {shortenAddress(receiverAddress)}
              </span>
            </p>
          )}
        </div>
      </div>

      <FormSubmit ready={status.ready} label={t(status.label)} testId="portico-send-continue" />
    </form>
  )
}
