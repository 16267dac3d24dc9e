import type { Network } from '@portico/core'
import { useState } from 'react'
import { isSafeImageUrl } from '../components/shared/isSafeImageUrl.js'
import { useT } from '../hooks/useT.js'

/**
 * A network's icon, or its initial on a plain disc when it has none (or it fails to load). The
 * initial is drawn by CSS from `data-initial` (modal/styles.ts), not a text node, so a button
 * holding it has the network's name alone as visible text, which its accessible name contains
 * (WCAG 2.5.3).
 */
export function NetworkImage({ network, size = 18 }: { network: Network; size?: number }) {
  const { t } = useT()
  const [failed, setFailed] = useState(false)
  const src = network.assets?.imageUrl
  if (isSafeImageUrl(src) && !failed)
    return (
      <img
        className="network-image"
        src={src}
        alt={t('networkIcon', { name: network.name })}
        width={size}
        height={size}
        loading="lazy"
        onError={() => setFailed(true)}
      />
    )
  return (
    <span
      className="network-image network-initial"
      aria-hidden="true"
      data-initial={network.name.slice(0, 1).toUpperCase()}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.55) }}
    />
  )
}
