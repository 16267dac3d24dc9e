import type { Network } from '@portico/core'
import { useState } from 'react'
import { useNetwork } from '../../hooks/useNetwork.js'
import { usePortico } from '../../hooks/usePortico.js'
import { useT } from '../../hooks/useT.js'
import { ButtonStyles } from '../shared/ButtonStyles.js'
import { type ButtonSize, buttonClassName } from '../shared/buttonClassName.js'
import { isSafeImageUrl } from '../shared/isSafeImageUrl.js'
import { preloadModal } from '../shared/preloadModal.js'
import { useButtonTheme } from '../shared/useButtonTheme.js'

export type NetworkButtonProps = {
  /** @default 'md' */
  size?: ButtonSize | undefined
  className?: string | undefined
}

/**
 * The network's icon (decorative: the button names the network), or its initial — drawn by CSS
 * from `data-initial`, not a text node, so the button's visible text is the network's name alone
 * and its accessible name contains it (WCAG 2.5.3).
 */
function NetworkIcon({ network }: { network: Network }) {
  const src = network.assets?.imageUrl
  const [failed, setFailed] = useState<string | undefined>(undefined)
  if (isSafeImageUrl(src) && failed !== src)
    return (
      <img
        className="portico-button__icon"
        src={src}
        alt=""
        width={26}
        height={26}
        referrerPolicy="no-referrer"
        onError={() => setFailed(src)}
      />
    )
  return (
    <span
      className="portico-button__icon portico-button__initial"
      aria-hidden="true"
      data-initial={network.name.slice(0, 1).toUpperCase()}
    />
  )
}

/**
 * The active network, with its icon and name; opens the Networks view. When the wallet is on a
 * chain the dApp did not configure it turns to a warning ('Unsupported network') and opens
 * UnsupportedChain, where the user picks a supported one. Disabled while a switch is under way.
 * Shown connected or not: before connecting it picks the network to connect on. Works without
 * the modal's code loaded (it loads on hover or focus).
 *
 * @example
 * <NetworkButton size="sm" />
 */
export function NetworkButton({ size = 'md', className }: NetworkButtonProps) {
  const portico = usePortico()
  const { network, isUnsupported, isSwitching } = useNetwork()
  const { t, dir } = useT()
  const theme = useButtonTheme()
  const label = isSwitching
    ? t('switchingNetwork')
    : isUnsupported
      ? t('unsupportedNetworkLabel')
      : t('networkSelectorLabel', { name: network.name })
  return (
    <>
      <ButtonStyles />
      <button
        type="button"
        className={buttonClassName(isUnsupported ? 'warning' : 'secondary', size, className)}
        style={theme}
        dir={dir}
        data-testid="network-button"
        data-unsupported={isUnsupported || undefined}
        aria-label={label}
        aria-busy={isSwitching || undefined}
        disabled={isSwitching}
        onClick={() => portico.open({ view: isUnsupported ? 'UnsupportedChain' : 'Networks' })}
        onPointerEnter={preloadModal}
        onFocus={preloadModal}
      >
        {isUnsupported ? (
          <span className="portico-button__warning" aria-hidden="true">
            !
          </span>
        ) : (
          <NetworkIcon network={network} />
        )}
        <span className="portico-button__text" data-testid="network-button-name">
          {isSwitching
            ? t('switchingNetwork')
            : isUnsupported
              ? t('unsupportedNetwork')
              : network.name}
        </span>
      </button>
    </>
  )
}
