import { type ChainNamespace, shortenAddress } from '@portico/core/internal'
import { useAccount } from '../../hooks/useAccount.js'
import { usePortico } from '../../hooks/usePortico.js'
import { useT } from '../../hooks/useT.js'
import { ButtonAvatar } from '../shared/ButtonAvatar.js'
import { ButtonStyles } from '../shared/ButtonStyles.js'
import { type ButtonSize, buttonClassName } from '../shared/buttonClassName.js'
import { preloadModal } from '../shared/preloadModal.js'
import { useButtonTheme } from '../shared/useButtonTheme.js'

export type AccountButtonProps = {
  /** @default 'md' */
  size?: ButtonSize | undefined
  /** Show the native balance (truncated to 3 decimals) beside the name. @default 'show' */
  balance?: 'show' | 'hide' | undefined
  /** The namespace whose account to show. @default the active one */
  namespace?: ChainNamespace | undefined
  className?: string | undefined
}

/**
 * The connected account: avatar (profile image, else a gradient from the address), the profile
 * name or the address shortened to its first 4 and last 6 characters, and the balance. Opens the
 * Account view. Renders nothing while the namespace has no connected account — place it beside
 * a ConnectButton, or use ConnectButton, which becomes this button once connected. Its accessible
 * name is its visible text followed by a visually hidden ', account' (WCAG 2.5.3: the name contains
 * the label as shown). Works without the modal's code loaded (it loads on hover or focus).
 *
 * @example
 * <AccountButton size="sm" balance="hide" />
 */
export function AccountButton({
  size = 'md',
  balance = 'show',
  namespace,
  className,
}: AccountButtonProps) {
  const portico = usePortico()
  const account = useAccount({ namespace })
  const { t, dir } = useT()
  const theme = useButtonTheme()
  if (!account.isConnected || !account.address) return null
  const shortAddress = shortenAddress(account.address)
  const amount =
    balance === 'show' && account.balance !== undefined
      ? `${account.balance} ${account.balanceSymbol ?? ''}`.trim()
      : undefined
  return (
    <>
      <ButtonStyles />
      <button
        type="button"
        className={buttonClassName('secondary', size, 'portico-button--with-avatar', className)}
        style={theme}
        dir={dir}
        data-testid="account-button"
        title={account.address}
        onClick={() => portico.open({ view: 'Account', namespace: account.namespace })}
        onPointerEnter={preloadModal}
        onFocus={preloadModal}
      >
        <ButtonAvatar address={account.address} profileImage={account.profileImage} />
        {account.profileName ? (
          <span className="portico-button__text" data-testid="account-button-name">
            {account.profileName}
          </span>
        ) : (
          <span className="portico-button__text" data-testid="account-button-address">
            {shortAddress}
          </span>
        )}
        {amount && (
          <span className="portico-button__balance" data-testid="account-button-balance">
            {amount}
          </span>
        )}
        <span className="portico-button__hidden">{t('accountButtonSuffix')}</span>
      </button>
    </>
  )
}
