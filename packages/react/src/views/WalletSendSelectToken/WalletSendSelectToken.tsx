import { formatQuantity, formatTokenValue, isApiBalance } from '@portico/core'
import { useEffect, useId, useState } from 'react'
import { usePortico } from '../../hooks/usePortico.js'
import { useStoreState } from '../../hooks/useStoreState.js'
import { useT } from '../../hooks/useT.js'
import { sendCss } from '../../ui/send/sendCss.js'
import { TokenIcon } from '../../ui/TokenIcon.js'

/**
 * WalletSendSelectToken: the tokens the account holds on the active network (native first), each
 * with its balance (3 decimals) and value, and a search by name or symbol. Choosing one sets the
 * send's token and goes back to WalletSend.
 */
export function WalletSendSelectToken() {
  const portico = usePortico()
  const { t, locale } = useT()
  const searchId = useId()
  const balances = useStoreState(portico.stores.send, (s) => s.tokenBalances)
  const chosen = useStoreState(portico.stores.send, (s) => s.token)
  const [state, setState] = useState<'loading' | 'ready'>(() =>
    balances.length > 0 ? 'ready' : 'loading',
  )
  const [search, setSearch] = useState('')

  useEffect(() => {
    let active = true
    portico
      .fetchSendTokenBalances()
      .catch(() => undefined)
      .finally(() => active && setState('ready'))
    return () => {
      active = false
    }
  }, [portico])

  const tokens = balances.filter(isApiBalance)
  const query = search.trim().toLowerCase()
  const shown = query
    ? tokens.filter(
        (b) => b.name.toLowerCase().includes(query) || b.symbol.toLowerCase().includes(query),
      )
    : tokens

  return (
    <div className="send" data-testid="portico-send-select-token">
      <style>{sendCss}</style>
      <label htmlFor={searchId} className="visually-hidden">
        {t('sendSearchTokens')}
      </label>
      <input
        id={searchId}
        type="search"
        className="search"
        placeholder={t('sendSearchTokens')}
        value={search}
        autoComplete="off"
        onChange={(event) => setSearch(event.target.value)}
        data-testid="portico-send-token-search"
      />
      <div aria-live="polite">
        {state === 'loading' && tokens.length === 0 && (
          <div className="center" aria-busy="true" data-testid="portico-send-tokens-loading">
            <span className="spinner static" aria-hidden="true" />
            <span className="visually-hidden">{t('sendBalancesLoading')}</span>
          </div>
        )}
        {state === 'ready' && tokens.length === 0 && (
          <p className="muted center" data-testid="portico-send-tokens-empty">
            {t('sendNoTokens')}
          </p>
        )}
        {tokens.length > 0 && shown.length === 0 && (
          <p className="muted center" data-testid="portico-send-tokens-none-found">
            {t('sendNoTokensFound')}
          </p>
        )}
      </div>
      {shown.length > 0 && (
        <ul className="list token-list" aria-label={t('sendSelectTokenTitle')}>
          {shown.map((balance) => {
            const id = balance.address ?? 'native'
            const value =
              balance.price > 0 ? formatTokenValue({ value: balance.value, locale }) : ''
            return (
              <li key={`${balance.chainId}:${id}`}>
                <button
                  type="button"
                  className="option"
                  aria-current={chosen && chosen.address === balance.address ? 'true' : undefined}
                  data-testid={`portico-send-token-option-${balance.symbol}`}
                  onClick={() => {
                    portico.setSendToken(balance)
                    portico.goBack()
                  }}
                >
                  <TokenIcon symbol={balance.symbol} iconUrl={balance.iconUrl} />
                  <span className="token-text">
                    <span>{balance.name}</span>
                    <span className="muted">{balance.symbol}</span>
                  </span>
                  <span className="token-amounts">
                    <span>{formatQuantity({ quantity: balance.quantity.numeric })}</span>
                    {value && <span className="muted">{t('sendTokenValue', { value })}</span>}
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
