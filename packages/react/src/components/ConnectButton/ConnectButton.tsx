import { shortenAddress } from '@portico/core'
import type { CSSProperties } from 'react'
import { useAccount } from '../../hooks/useAccount.js'
import { usePortico } from '../../hooks/usePortico.js'
import { useT } from '../../hooks/useT.js'
import { loadModal } from '../../modal/loadModal.js'

/** Starts loading the modal when the user heads for the button. */
const preload = () => void loadModal().catch(() => undefined)

export type ConnectButtonProps = {
  /** Label when disconnected. @default the locale's "Connect Wallet" */
  label?: string | undefined
  className?: string | undefined
}

const style: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 40,
  padding: '0 16px',
  border: 'none',
  borderRadius: 'calc(var(--portico-border-radius-master, 4px) * 5)',
  background: 'var(--portico-accent, #3b5bdb)',
  color: '#fff',
  font: '600 15px var(--portico-font-family, system-ui, sans-serif)',
  cursor: 'pointer',
}

/**
 * Connect → account: disconnected it opens the Connect view; connected it shows the address
 * (4 leading, 6 trailing characters) and the native balance (3 decimals) and opens Account.
 * Works without the modal's code loaded.
 */
export function ConnectButton({ label, className }: ConnectButtonProps) {
  const portico = usePortico()
  const account = useAccount()
  const { t } = useT()
  if (account.isConnected && account.address) {
    const address = shortenAddress(account.address)
    const balance =
      account.balance !== undefined
        ? `${account.balance} ${account.balanceSymbol ?? ''}`.trim()
        : ''
    return (
      <button
        type="button"
        className={className}
        style={style}
        data-testid="account-button"
        aria-label={t('accountButtonLabel', {
          address: account.profileName ?? address,
          balance: balance || '…',
        })}
        onClick={() => portico.open()}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {balance && <span data-testid="account-button-balance">{balance}</span>}
        {account.profileName ? (
          <span data-testid="account-button-name" title={account.address}>
            {account.profileName}
          </span>
        ) : (
          <span data-testid="account-button-address">{address}</span>
        )}
      </button>
    )
  }
  return (
    <button
      type="button"
      className={className}
      style={style}
      data-testid="connect-button"
      aria-busy={account.status === 'connecting'}
      onClick={() => portico.open()}
      onPointerEnter={preload}
      onFocus={preload}
    >
      {account.status === 'connecting' ? t('connecting') : (label ?? t('connectWallet'))}
    </button>
  )
}
