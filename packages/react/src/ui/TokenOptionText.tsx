import { TokenIcon } from './TokenIcon.js'

export type TokenOptionTextProps = {
  symbol: string
  name: string
  iconUrl?: string | undefined
  /** The balance, formatted; omitted: no amounts column (a token the account does not hold). */
  quantity?: string | undefined
  /** The balance's value ('$12.50'), formatted and labelled; '' or omitted when unknown. */
  value?: string | undefined
}

/**
 * What a token option of the send and swap pickers shows: the icon, name and symbol, then the
 * balance and its value on the right. Names and symbols come from the API: rendered as text.
 */
export function TokenOptionText({ symbol, name, iconUrl, quantity, value }: TokenOptionTextProps) {
  return (
    <>
      <TokenIcon symbol={symbol} iconUrl={iconUrl} />
      <span className="token-text">
        <span>{name}</span>
        <span className="muted">{symbol}</span>
      </span>
      {quantity !== undefined && (
        <span className="token-amounts">
          <span>{quantity}</span>
          {value && <span className="muted">{value}</span>}
        </span>
      )}
    </>
  )
}
