import type { ApiNft } from '@portico/core'
import { useState } from 'react'
import { isSafeImageUrl } from '../../../components/shared/isSafeImageUrl.js'
import { walletInitial } from '../../../ui/WalletImage.js'

/**
 * One NFT of the grid: its image, name and collection. The image URL is untrusted (chosen by
 * whoever minted the token): only http(s) and data:image URLs are loaded, as an <img> with the
 * token's name as alternative text, lazily and without a referrer; none, an unsafe one or one that
 * fails shows the name's initial. Name and collection are rendered as text.
 */
export function NftCard({ nft }: { nft: ApiNft }) {
  const [failed, setFailed] = useState<string | undefined>()
  const src = isSafeImageUrl(nft.imageUrl) && failed !== nft.imageUrl ? nft.imageUrl : undefined
  return (
    <li className="nft-card" data-testid={`portico-nft-${nft.contract}-${nft.tokenId}`}>
      {src ? (
        <img
          className="nft-image"
          src={src}
          alt={nft.name}
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setFailed(src)}
          data-testid="portico-nft-image"
        />
      ) : (
        <span
          className="nft-image nft-placeholder"
          aria-hidden="true"
          data-initial={walletInitial(nft.name) || '?'}
          data-testid="portico-nft-placeholder"
        />
      )}
      <span className="asset-name" data-testid="portico-nft-name">
        {nft.name}
      </span>
      <span className="asset-sub" data-testid="portico-nft-collection">
        {nft.collection.name}
      </span>
    </li>
  )
}
