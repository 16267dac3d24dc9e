import type { Network } from '@portico/core'
import { useId, useState } from 'react'
import { usePortico } from '../../hooks/usePortico.js'
import { useStoreState } from '../../hooks/useStoreState.js'
import { useT } from '../../hooks/useT.js'
import { NetworkImage } from '../../ui/NetworkImage.js'
import { NAMESPACE_LABELS, NAMESPACE_ORDER } from '../../ui/namespaceLabels.js'
import { networksCss } from '../../ui/networksCss.js'

/** With more networks than this, the list offers a search. */
export const NETWORK_SEARCH_THRESHOLD = 8

/**
 * Networks: the configured networks grouped by namespace (EVM, Solana, Bitcoin, Polkadot, Cosmos),
 * the active one marked. Choosing one asks the core to switch (spec §2's rules pick SwitchNetwork
 * or SwitchActiveChain). A network the core does not offer (switching disabled, or no adapter for
 * its namespace) is shown disabled.
 */
export function Networks() {
  const portico = usePortico()
  const { t } = useT()
  const searchId = useId()
  const networks = useStoreState(portico.stores.chains, (s) => s.networks)
  const active = useStoreState(portico.stores.chains, (s) => s.activeNetwork)
  const unsupported = useStoreState(portico.stores.chains, (s) => s.isUnsupportedChain)
  const [search, setSearch] = useState('')
  const query = search.trim().toLowerCase()
  const shown = query
    ? networks.filter(
        (n) => n.name.toLowerCase().includes(query) || String(n.id).toLowerCase() === query,
      )
    : networks
  const select = (network: Network) => {
    const isActive = network.caipNetworkId === active.caipNetworkId && !unsupported
    if (isActive) portico.modal.goBack()
    else portico.network.requestSwitch({ network })
  }
  return (
    <div data-testid="portico-networks">
      <style>{networksCss}</style>
      {networks.length > NETWORK_SEARCH_THRESHOLD && (
        <>
          <label htmlFor={searchId} className="visually-hidden">
            {t('searchNetworks')}
          </label>
          <input
            id={searchId}
            type="search"
            className="search"
            placeholder={t('searchNetworks')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            data-testid="portico-network-search"
          />
        </>
      )}
      {shown.length === 0 && (
        <p className="muted center" role="status" data-testid="portico-no-networks">
          {t('noNetworksFound')}
        </p>
      )}
      {NAMESPACE_ORDER.map((namespace) => {
        const group = shown.filter((n) => n.chainNamespace === namespace)
        if (group.length === 0) return null
        const headingId = `${searchId}-${namespace}`
        return (
          <section
            key={namespace}
            className="network-group"
            aria-labelledby={headingId}
            data-testid={`portico-network-group-${namespace}`}
          >
            <h3 id={headingId}>{t(NAMESPACE_LABELS[namespace])}</h3>
            <ul className="list">
              {group.map((network) => {
                const isActive = network.caipNetworkId === active.caipNetworkId
                const disabled = !portico.network.canSelect({ network })
                return (
                  <li key={network.caipNetworkId}>
                    <button
                      type="button"
                      className="option"
                      disabled={disabled}
                      aria-current={isActive ? 'true' : undefined}
                      data-testid={`portico-network-${network.caipNetworkId}`}
                      onClick={() => select(network)}
                    >
                      <NetworkImage network={network} size={32} />
                      <span>{network.name}</span>
                      {isActive && <span className="row-end">{t('walletActive')}</span>}
                      {disabled && <span className="row-end">{t('networkUnavailable')}</span>}
                    </button>
                  </li>
                )
              })}
            </ul>
          </section>
        )
      })}
    </div>
  )
}
