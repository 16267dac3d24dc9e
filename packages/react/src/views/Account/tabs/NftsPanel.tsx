import { useEffect } from 'react'
import { usePortico } from '../../../hooks/usePortico.js'
import { useStoreState } from '../../../hooks/useStoreState.js'
import { useT } from '../../../hooks/useT.js'
import type { AccountTabPanelProps } from '../accountTabRegistry.js'
import { TabPanelState } from '../TabPanelState.js'
import { NftCard } from './NftCard.js'
import { tabsCss } from './tabsCss.js'
import { useActiveCaipAddress } from './useActiveCaipAddress.js'

/**
 * The NFTs tab: a grid of the ERC-721 tokens the account holds on the active network (core's
 * fetchNfts; the API leaves spam collections out), each with its image, name and collection.
 * Loading, empty ('No NFTs yet'; also on a network the API does not serve), and error with a
 * retry. The count is announced (aria-live).
 */
export function NftsPanel(_props: AccountTabPanelProps) {
  const portico = usePortico()
  const { t } = useT()
  const key = useActiveCaipAddress()
  const state = useStoreState(portico.stores.nfts)
  useEffect(() => {
    if (key) void portico.activity.fetchNfts()
  }, [portico, key])
  const mine = state.caipAddress === key
  const status = !mine || state.status === 'idle' ? 'loading' : state.status
  const nfts = mine ? state.nfts : []
  const shown =
    status === 'loading' && nfts.length === 0
      ? 'loading'
      : status === 'error'
        ? 'error'
        : status === 'unsupported' || nfts.length === 0
          ? 'empty'
          : 'ready'
  return (
    <div className="nfts-panel" data-testid="portico-nfts-panel" data-status={status}>
      <style>{tabsCss}</style>
      <p className="visually-hidden" aria-live="polite">
        {shown === 'loading'
          ? t('tabLoading')
          : shown === 'ready'
            ? t('nftsLoaded', { count: String(nfts.length) })
            : ''}
      </p>
      <TabPanelState
        state={shown}
        empty={status === 'unsupported' ? 'nftsUnsupported' : 'nftsEmpty'}
        error={t('nftsLoadFailed')}
        onRetry={() => void portico.activity.fetchNfts({ force: true })}
      >
        <ul className="nft-grid" aria-label={t('tabNfts')} data-testid="portico-nft-grid">
          {nfts.map((nft) => (
            <NftCard key={`${nft.chainId}:${nft.contract}:${nft.tokenId}`} nft={nft} />
          ))}
        </ul>
      </TabPanelState>
    </div>
  )
}
