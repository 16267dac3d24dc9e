import type { SwapToken } from '@portico/core'
import { useT } from '../../hooks/useT.js'
import { ChevronIcon } from '../../ui/icons.js'
import { TokenIcon } from '../../ui/TokenIcon.js'

/**
 * A token chip of the Swap view: the token's icon and symbol (text: names and symbols come from
 * the API), or "Select a token"; it opens SwapSelectToken for its side.
 */
export function SwapTokenChip({
  token,
  testId,
  onClick,
}: {
  token: SwapToken | undefined
  testId: string
  onClick: () => void
}) {
  const { t } = useT()
  return (
    <button type="button" className="token-chip" data-testid={testId} onClick={onClick}>
      {token ? (
        <>
          <TokenIcon symbol={token.symbol} iconUrl={token.logoUri} size={24} />
          <span data-testid={`${testId}-symbol`}>{token.symbol}</span>
          <span className="visually-hidden">{t('swapChooseTokenSuffix')}</span>
        </>
      ) : (
        <span>{t('swapSelectToken')}</span>
      )}
      <ChevronIcon size={14} />
    </button>
  )
}
