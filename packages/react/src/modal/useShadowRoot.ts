import { useLayoutEffect, useState } from 'react'

/**
 * How the host element is drawn whatever the page's CSS says: an inline `!important` declaration
 * beats every rule of the page's stylesheets (`portico-modal { display: none !important }`,
 * `* { all: unset }`), and `all: initial` stops inherited fonts, colours and direction at the
 * boundary. `display: contents` gives the host no box: the modal's own overlay is what shows.
 */
export const HOST_STYLE = 'all: initial !important; display: contents !important;'

/**
 * The Shadow DOM root the modal's portal renders into: a host element at the end of <body> with
 * an open shadow root, created the first time `active` is true (the modal opens) and kept until
 * unmount. Created in a layout effect, so the portal's content is committed in the same task as
 * the update that opened the modal, before the browser paints: no frame is lost to it.
 */
export function useShadowRoot(active: boolean): ShadowRoot | null {
  const [root, setRoot] = useState<ShadowRoot | null>(null)
  const needed = active || root !== null
  useLayoutEffect(() => {
    if (!needed) return
    const host = document.createElement('portico-modal')
    host.setAttribute('style', HOST_STYLE)
    host.setAttribute('data-testid', 'portico-modal-host')
    document.body.appendChild(host)
    setRoot(host.attachShadow({ mode: 'open' }))
    return () => host.remove()
  }, [needed])
  return root
}
