import { useState } from 'react'
import { isSafeImageUrl } from '../components/shared/isSafeImageUrl.js'
import { usePortico } from '../hooks/usePortico.js'
import { walletInitial } from './WalletImage.js'

/**
 * A token's icon — `iconUrl` (an empty one is none), else the API's catalogue image of the symbol (spec §7
 * `/public/getTokenImage/{id}`, or `/public/getCurrencyImage/{id}` for a fiat currency) — loaded
 * lazily, or its initial on a disc when there is none (or it does not load). Decorative: the
 * symbol is always written next to it. The initial (the symbol's, else the name's) is drawn by CSS
 * from `data-initial`, so it is not read out twice. Only http(s) and data:image URLs are loaded.
 */
export function TokenIcon({
  symbol,
  iconUrl,
  name,
  catalogue = 'token',
  size = 32,
}: {
  symbol: string
  /** Whose initial stands in when the symbol is empty (a transaction without a token symbol). */
  name?: string | undefined
  iconUrl?: string | undefined
  /** Which catalogue image stands in without `iconUrl`; `none` for what is no token (a provider). @default 'token' */
  catalogue?: 'token' | 'currency' | 'none' | undefined
  size?: number
}) {
  const portico = usePortico()
  const [failed, setFailed] = useState<string>()
  const src =
    iconUrl ||
    (catalogue === 'none'
      ? undefined
      : portico.walletList.catalogueImageUrl({ kind: catalogue, id: symbol }))
  if (isSafeImageUrl(src) && failed !== src)
    return (
      <img
        className="token-icon"
        src={src}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        onError={() => setFailed(src)}
        data-testid="portico-token-icon"
      />
    )
  return (
    <span
      className="token-icon token-initial"
      aria-hidden="true"
      data-initial={walletInitial(symbol || (name ?? '')) || '?'}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.5) }}
      data-testid="portico-token-letter"
    />
  )
}
