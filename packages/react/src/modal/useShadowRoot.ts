import { useLayoutEffect, useState } from 'react'

/**
 * How the host element is drawn whatever the page's CSS says: an inline `!important` declaration
 * beats every rule of the page's stylesheets (`portico-modal { display: none !important }`,
 * `* { all: unset }`), and `all: initial` stops inherited fonts, colours and direction at the
 * boundary. `display: contents` gives the host no box: the modal's own overlay is what shows.
 */
export const HOST_STYLE = 'all: initial !important; display: contents !important;'

function createHost(): HTMLElement | null {
  if (typeof document === 'undefined') return null
  const host = document.createElement('portico-modal')
  host.setAttribute('style', HOST_STYLE)
  host.setAttribute('data-testid', 'portico-modal-host')
  host.attachShadow({ mode: 'open' })
  return host
}

/**
 * The Shadow DOM root the modal's portal renders into: a host element with an open shadow root,
 * made on mount but kept out of the page (so the modal can render into it before it opens), put at
 * the end of <body> the first time `active` is true (the modal opens) and kept there until
 * unmount. Attached in a layout effect, so the portal's content is in the page in the same task as
 * the update that opened the modal, before the browser paints: no frame is lost to it.
 */
export function useShadowRoot(active: boolean): ShadowRoot | null {
  const [host] = useState(createHost)
  const [attached, setAttached] = useState(false)
  if (active && !attached) setAttached(true)
  const needed = active || attached
  useLayoutEffect(() => {
    if (!needed || !host) return
    document.body.appendChild(host)
    return () => host.remove()
  }, [needed, host])
  return host?.shadowRoot ?? null
}
