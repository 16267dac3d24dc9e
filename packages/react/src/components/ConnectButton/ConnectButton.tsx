import type { ChainNamespace } from '@portico/core'
import { useAccount } from '../../hooks/useAccount.js'
import { usePortico } from '../../hooks/usePortico.js'
import { useT } from '../../hooks/useT.js'
import { AccountButton } from '../AccountButton/AccountButton.js'
import { ButtonStyles } from '../shared/ButtonStyles.js'
import { type ButtonSize, buttonClassName } from '../shared/buttonClassName.js'
import { preloadModal } from '../shared/preloadModal.js'
import { useButtonTheme } from '../shared/useButtonTheme.js'

export type ConnectButtonProps = {
  /** @default 'md' */
  size?: ButtonSize | undefined
  /** Label when disconnected. @default the locale's "Connect Wallet" */
  label?: string | undefined
  /** Label while connecting. @default the locale's "Connecting…" */
  loadingLabel?: string | undefined
  /** Once connected, show the balance beside the account. @default 'show' */
  balance?: 'show' | 'hide' | undefined
  /** Connect (and show the account of) this namespace. @default the active one */
  namespace?: ChainNamespace | undefined
  className?: string | undefined
}

/**
 * Connect → account. Disconnected it opens the modal (Connect); while connecting it says so;
 * connected it is the AccountButton: avatar, name or shortened address (4 + 6 characters), and
 * balance (3 decimals), opening Account. Works without the modal's code loaded: the modal loads
 * when the pointer or focus reaches the button.
 *
 * @example
 * <ConnectButton size="sm" label="Sign in" balance="hide" />
 */
export function ConnectButton({
  size = 'md',
  label,
  loadingLabel,
  balance,
  namespace,
  className,
}: ConnectButtonProps) {
  const portico = usePortico()
  const account = useAccount({ namespace })
  const { t, dir } = useT()
  const theme = useButtonTheme()
  if (account.isConnected && account.address)
    return (
      <AccountButton size={size} balance={balance} namespace={namespace} className={className} />
    )
  const connecting = account.status === 'connecting'
  return (
    <>
      <ButtonStyles />
      <button
        type="button"
        className={buttonClassName('primary', size, className)}
        style={theme}
        dir={dir}
        data-testid="connect-button"
        aria-busy={connecting || undefined}
        onClick={() => portico.open({ namespace })}
        onPointerEnter={preloadModal}
        onFocus={preloadModal}
      >
        <span className="portico-button__text" aria-live="polite">
          {connecting ? (loadingLabel ?? t('connecting')) : (label ?? t('connectWallet'))}
        </span>
      </button>
    </>
  )
}
