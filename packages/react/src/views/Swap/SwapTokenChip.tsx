import type { SwapToken } from '@portico/core'
import { useT } from '../../hooks/useT.js'
import { PickerChip } from '../../ui/PickerChip.js'
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
    <PickerChip
      testId={testId}
      onClick={onClick}
      chosen={
        token && {
          label: token.symbol,
          labelTestId: `${testId}-symbol`,
          icon: <TokenIcon symbol={token.symbol} iconUrl={token.logoUri} size={24} />,
        }
      }
      chooseSuffix={t('swapChooseTokenSuffix')}
      selectLabel={t('swapSelectToken')}
    />
  )
}
