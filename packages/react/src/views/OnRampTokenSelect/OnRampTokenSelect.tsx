import type { Network, OnrampPurchaseCurrency } from '@portico/core'
import { useState } from 'react'
import { usePortico } from '../../hooks/usePortico.js'
import { useStoreState } from '../../hooks/useStoreState.js'
import { useT } from '../../hooks/useT.js'
import { filterBySearch } from '../../ui/filterBySearch.js'
import { OptionRow } from '../../ui/OptionRow.js'
import { ignoreRejection } from '../../ui/onramp/ignoreRejection.js'
import { onrampCss } from '../../ui/onramp/onrampCss.js'
import { formatList } from '../../ui/onramp/paymentMethodLabel.js'
import { SearchableList } from '../../ui/SearchableList.js'
import { TokenIcon } from '../../ui/TokenIcon.js'

/**
 * Whether `token` is delivered on `network`: one of its networks has the network's chain reference
 * (`1` for eip155:1) or its CAIP-2 id as `chain_id` (the core's rule for the purchase network).
 */
export function isOfferedOn(token: OnrampPurchaseCurrency, network: Network): boolean {
  return token.networks.some(
    (n) => n.chain_id === String(network.id) || n.chain_id === network.caipNetworkId,
  )
}

/**
 * OnRampTokenSelect: the tokens the on-ramp sells (spec §3 purchaseCurrencies) on the active
 * network — a purchase is delivered there — each with its name, symbol and the networks it is
 * delivered on, and a search by name or symbol. Choosing one sets
 * the purchase currency and goes back to OnRamp.
 */
export function OnRampTokenSelect() {
  const portico = usePortico()
  const { t, locale } = useT()
  const network = useStoreState(portico.stores.chains, (s) => s.activeNetwork)
  const all = useStoreState(portico.stores.onramp, (s) => s.purchaseCurrencies)
  const tokens = all.filter((token) => isOfferedOn(token, network))
  const chosen = useStoreState(portico.stores.onramp, (s) => s.purchaseCurrency)
  const [search, setSearch] = useState('')

  const shown = filterBySearch(tokens, search, (token) => [token.name, token.symbol])

  return (
    <div className="send" data-testid="portico-onramp-token-select">
      <style>{onrampCss}</style>
      <SearchableList
        searchLabel={t('onrampSearchTokens')}
        search={search}
        onSearchChange={setSearch}
        searchTestId="portico-onramp-token-search"
        count={tokens.length}
        shownCount={shown.length}
        emptyText={t('onrampNoTokens', { network: network.name })}
        noneFoundText={t('onrampNoTokenFound')}
        noticeTestId="portico-onramp-tokens"
      >
        <ul className="list token-list" aria-label={t('onrampTokenSelectTitle')}>
          {shown.map((token) => {
            const networks = token.networks.map((n) => n.display_name || n.name).filter(Boolean)
            return (
              <OptionRow
                key={token.id}
                className="onramp-option"
                current={chosen?.id === token.id}
                testId={`portico-onramp-token-option-${token.symbol}`}
                onClick={() => {
                  ignoreRejection(portico.onramp.setPurchaseCurrency({ currency: token }))
                  portico.modal.goBack()
                }}
              >
                <TokenIcon symbol={token.symbol} />
                <span className="token-text">
                  <span className="receiver-name">{token.name}</span>
                  <span className="muted">{token.symbol}</span>
                  {networks.length > 0 && (
                    <span className="muted">
                      {t('onrampTokenNetworks', { networks: formatList(networks, locale) })}
                    </span>
                  )}
                </span>
              </OptionRow>
            )
          })}
        </ul>
      </SearchableList>
    </div>
  )
}
