import { useState } from 'react'
import { isSafeImageUrl } from '../components/shared/isSafeImageUrl.js'

/**
 * A token's icon, or its initial on a disc when it has none (or it does not load). Decorative: the
 * symbol is always written next to it. The initial is drawn by CSS from `data-initial`.
 */
export function TokenIcon({
  symbol,
  iconUrl,
  size = 32,
}: {
  symbol: string
  iconUrl?: string | undefined
  size?: number
}) {
  const [failed, setFailed] = useState(false)
  if (isSafeImageUrl(iconUrl) && !failed)
    return (
      <img
        className="token-icon"
        src={iconUrl}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
      />
    )
  return (
    <span
      className="token-icon token-initial"
      aria-hidden="true"
      data-initial={symbol.slice(0, 1).toUpperCase()}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.5) }}
    />
  )
}
