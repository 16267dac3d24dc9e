import { shortenAddress, type WalletFeature, walletFeaturesFor } from '@portico/core/internal'
import { useState } from 'react'
import { useAccount } from '../../hooks/useAccount.js'
import { usePortico } from '../../hooks/usePortico.js'
import { useStoreState } from '../../hooks/useStoreState.js'
import { useT } from '../../hooks/useT.js'
import { Avatar } from '../../ui/Avatar.js'
import { accountCss } from '../../ui/accountCss.js'
import { accountLabel } from '../../ui/accountLabel.js'
import { ConnectorImage } from '../../ui/ConnectorImage.js'
import { ChevronIcon, CopyIcon, ExternalIcon } from '../../ui/icons.js'
import { NetworkImage } from '../../ui/NetworkImage.js'
import { AccountTabs } from './AccountTabs.js'
import { EmbeddedWalletEntries, EmbeddedWalletUser } from './EmbeddedWalletEntries.js'
import { WALLET_FEATURES } from './walletFeatures.js'

/**
 * Account: avatar, name or short address with a copy button, the account's type (its stored
 * `addressLabels` entry, translated), balance, the network (opens Networks) and the explorer link
 * (the stored `addressExplorerUrl`); the wallet features in the configured order; the Tokens, NFTs
 * and Activity tabs; the connected wallet, the Wallets row and Disconnect.
 */
export function Account() {
  const portico = usePortico()
  const account = useAccount()
  const { t } = useT()
  const network = useStoreState(portico.stores.chains, (s) => s.activeNetwork)
  const namespace = useStoreState(portico.stores.chains, (s) => s.activeNamespace)
  const features = useStoreState(portico.stores.options, (s) => s.features)
  const connector = useStoreState(portico.stores.connectors, (s) =>
    s.connectors.find((c) => c.id === account.connectorId),
  )
  const connectionCount = useStoreState(portico.stores.connections, (s) =>
    Object.values(s.connections).reduce((sum, list) => sum + (list?.length ?? 0), 0),
  )
  const [placeholder, setPlaceholder] = useState<WalletFeature | null>(null)
  const { address } = account
  if (!address)
    return (
      <div className="center" aria-busy="true" data-testid="portico-account-loading">
        <span className="spinner static" aria-hidden="true" />
      </div>
    )

  const short = shortenAddress(address)
  const name = account.profileName || short
  // The account's type (payment, ordinal, eoa, smartAccount), stored with it (spec §3).
  const label = accountLabel(account.addressLabels, address)
  // Stored with the address and the network (spec §3 Account state), not computed here.
  const explorerUrl = account.addressExplorerUrl
  const enabled = walletFeaturesFor({ features, namespace })
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address)
      portico.modal.showNotification({ message: t('addressCopied'), variant: 'success' })
    } catch {
      portico.modal.showNotification({ message: t('addressCopyFailed'), variant: 'error' })
    }
  }
  const openFeature = (feature: WalletFeature) => {
    const open = WALLET_FEATURES[feature].open
    if (open) open(portico)
    else setPlaceholder(feature)
  }

  return (
    <div className="account" data-testid="portico-account">
      <style>{accountCss}</style>
      <div className="account-profile">
        <Avatar address={address} profileImage={account.profileImage} name={name} />
        <div className="account-identity">
          <p
            className="address"
            title={address}
            data-testid={account.profileName ? 'portico-account-name' : 'portico-account-address'}
          >
            {name}
          </p>
          <button
            type="button"
            className="icon-button"
            aria-label={t('copyAddress')}
            data-testid="portico-copy-address"
            onClick={() => void copy()}
          >
            <CopyIcon />
          </button>
        </div>
        {account.profileName && (
          <p className="muted" data-testid="portico-account-address">
            {short}
          </p>
        )}
        {label && (
          <p className="muted" data-testid="portico-account-label">
            {t(label)}
          </p>
        )}
        <EmbeddedWalletUser />
        {!account.profileName && portico.names.canRegister() && (
          <button
            type="button"
            className="pill"
            data-testid="portico-choose-name"
            onClick={() => portico.modal.pushView({ view: 'RegisterAccountName' })}
          >
            {t('chooseName')}
          </button>
        )}
        <p className="muted" data-testid="portico-account-balance" aria-live="polite">
          {account.balance !== undefined ? (
            `${account.balance} ${account.balanceSymbol ?? ''}`.trim()
          ) : (
            <span aria-busy="true">
              <span aria-hidden="true">…</span>
              <span className="visually-hidden">{t('balanceLoading')}</span>
            </span>
          )}
        </p>
        <div className="account-links">
          <button
            type="button"
            className="pill"
            aria-label={t('networkButtonLabel', { name: network.name })}
            data-testid="portico-network-button"
            onClick={() => portico.modal.pushView({ view: 'Networks' })}
          >
            <NetworkImage network={network} />
            <span>{network.name}</span>
            <ChevronIcon size={14} />
          </button>
          {explorerUrl && (
            <a
              className="pill"
              href={explorerUrl}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="portico-explorer-link"
            >
              <span>
                {t('viewOnExplorer', { name: network.blockExplorers?.default.name ?? '' })}
              </span>
              <span className="visually-hidden">{t('opensInNewTab')}</span>
              <ExternalIcon size={14} />
            </a>
          )}
        </div>
      </div>

      {enabled.length > 0 && (
        <ul className="features" aria-label={t('walletFeatures')} data-testid="portico-features">
          {enabled.map((feature) => {
            const { label, icon: Icon } = WALLET_FEATURES[feature]
            return (
              <li key={feature}>
                <button
                  type="button"
                  className="feature"
                  data-testid={`portico-feature-${feature}`}
                  onClick={() => openFeature(feature)}
                >
                  <Icon size={20} />
                  <span>{t(label)}</span>
                </button>
              </li>
            )
          })}
        </ul>
      )}
      <div aria-live="polite">
        {placeholder && (
          <p className="note" data-testid="portico-feature-placeholder">
            {t(enabled.includes(placeholder) ? 'featureComingSoon' : 'featureDisabled', {
              feature: t(WALLET_FEATURES[placeholder].label),
            })}
          </p>
        )}
      </div>

      <AccountTabs namespace={namespace} address={address} />

      <div className="account-footer">
        {account.connectedWalletInfo && (
          <p className="account-wallet" data-testid="portico-connected-wallet">
            <ConnectorImage
              name={account.connectedWalletInfo.name}
              connector={connector}
              imageUrl={account.connectedWalletInfo.icon}
            />
            <span>{t('connectedWith', { name: account.connectedWalletInfo.name })}</span>
          </p>
        )}
        {(connectionCount > 1 || features.multiWallet) && (
          <button
            type="button"
            className="option"
            data-testid="portico-wallets-row"
            onClick={() => portico.modal.pushView({ view: 'ProfileWallets' })}
          >
            <span>{t('wallets')}</span>
            <span className="row-end">
              {t('walletsCount', { count: String(connectionCount) })}
              <ChevronIcon />
            </span>
          </button>
        )}
        <EmbeddedWalletEntries />
        <button
          type="button"
          className="secondary"
          data-testid="portico-disconnect"
          onClick={() =>
            void portico.disconnect({ namespace: 'all' }).catch((error: unknown) =>
              portico.modal.showNotification({
                message:
                  (error as { shortMessage?: string }).shortMessage ?? t('somethingWentWrong'),
                variant: 'error',
              }),
            )
          }
        >
          {t('disconnect')}
        </button>
      </div>
    </div>
  )
}
