import type { Network } from '@portico/core'
import { useState } from 'react'
import { isSafeImageUrl } from '../components/shared/isSafeImageUrl.js'
import { usePortico } from '../hooks/usePortico.js'
import { useT } from '../hooks/useT.js'

/**
 * A network's icon — the network's own image URL, else the API's asset image of its image id or
 * CAIP-2 id (spec §7 `/public/getAssetImage/{id}`) — loaded lazily, or its initial on a plain disc when it has none (or it fails to load). The
 * initial is drawn by CSS from `data-initial` (modal/styles.ts), not a text node, so a button
 * holding it has the network's name alone as visible text, which its accessible name contains
 * (WCAG 2.5.3).
 */
export function NetworkImage({ network, size = 18 }: { network: Network; size?: number }) {
  const { t } = useT()
  const portico = usePortico()
  const [failed, setFailed] = useState(false)
  const src =
    network.assets?.imageUrl ??
    portico.walletList.catalogueImageUrl({
      kind: 'asset',
      id: network.assets?.imageId ?? network.caipNetworkId,
    })
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
