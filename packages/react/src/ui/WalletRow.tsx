import type { WalletTarget } from '@portico/core'
import { type FocusEvent, type KeyboardEvent, memo } from 'react'
import { usePortico } from '../hooks/usePortico.js'
import { useT } from '../hooks/useT.js'
import { WalletImage } from './WalletImage.js'

/** What a wallet row shows: a wallet list item of core (Connect's or AllWallets'). */
export type WalletRowItem = {
  id: string
  name: string
  imageUrl?: string | undefined
  imageId?: string | undefined
  installed: boolean
  /** One of the recent wallets. */
  recent?: boolean | undefined
}

export type WalletRowProps = {
  item: WalletRowItem
  /** Undefined: this browser cannot connect the wallet; the row is shown disabled (aria-disabled). */
  target: WalletTarget | undefined
  onSelect: (target: WalletTarget) => void
  testId: string
  /** Roving focus of a keyboard-navigable list. */
  tabIndex?: number | undefined
  /** Position in a virtualised list, for keyboard navigation. */
  index?: number | undefined
  onKeyDown?: ((event: KeyboardEvent<HTMLButtonElement>) => void) | undefined
  onFocus?: ((event: FocusEvent<HTMLButtonElement>) => void) | undefined
}

/**
 * One wallet: icon, name (the wallet's own, rendered as text) and its tags — "Recent",
 * "Installed", or "Not installed" when it cannot be connected from here. A real button; the tags
 * are part of its accessible name.
 */
export const WalletRow = memo(function WalletRow({
  item,
  target,
  onSelect,
  testId,
  tabIndex,
  index,
  onKeyDown,
  onFocus,
}: WalletRowProps) {
  const portico = usePortico()
  const { t } = useT()
  return (
    <button
      type="button"
      className="option wallet-row"
      // aria-disabled, not disabled: a row of a keyboard-navigated list must stay focusable.
      aria-disabled={!target || undefined}
      tabIndex={tabIndex}
      data-index={index}
      data-testid={testId}
      onClick={() => target && onSelect(target)}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      <WalletImage
        name={item.name}
        src={item.imageUrl ?? portico.walletList.imageUrl({ imageId: item.imageId })}
      />
      <span className="wallet-name">{item.name}</span>
      <span className="tags">
        {item.recent && <span className="tag">{t('tagRecent')}</span>}
        {item.installed && <span className="tag accent">{t('tagInstalled')}</span>}
        {!target && <span className="tag">{t('notInstalled')}</span>}
      </span>
    </button>
  )
})
