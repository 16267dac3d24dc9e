import { useState } from 'react'
import { isSafeImageUrl } from '../../../components/shared/isSafeImageUrl.js'
import { walletInitial } from '../../../ui/WalletImage.js'

/**
 * A token's icon beside its name (so it is decorative: empty alt text). Only http(s) and data:image
 * URLs are loaded, lazily and without a referrer; none, an unsafe one or one that fails to load
 * gives a letter avatar: the symbol's (else the name's) first letter on a disc, drawn by CSS from
 * `data-initial` so it is not read out twice.
 */
export function TokenIcon({
  iconUrl,
  symbol,
  name,
}: {
  iconUrl?: string | undefined
  symbol: string
  name: string
}) {
  const [failed, setFailed] = useState<string | undefined>()
  if (isSafeImageUrl(iconUrl) && failed !== iconUrl)
    return (
      <img
        className="token-icon"
        src={iconUrl}
        alt=""
        width={36}
        height={36}
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        onError={() => setFailed(iconUrl)}
        data-testid="portico-token-icon"
      />
    )
  return (
    <span
      className="token-icon token-letter"
      aria-hidden="true"
      data-initial={walletInitial(symbol || name) || '?'}
      data-testid="portico-token-letter"
    />
  )
}
