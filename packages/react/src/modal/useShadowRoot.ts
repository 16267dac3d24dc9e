import { useEffect, useState } from 'react'

/**
 * How the host element is drawn whatever the page's CSS says: an inline `!important` declaration
 * beats every rule of the page's stylesheets (`portico-modal { display: none !important }`,
 * `* { all: unset }`), and `all: initial` stops inherited fonts, colours and direction at the
 * boundary. `display: contents` gives the host no box: the modal's own overlay is what shows.
 */
export const HOST_STYLE = 'all: initial !important; display: contents !important;'

/**
 * Creates a host element at the end of <body> with an open Shadow DOM root, for the modal's
 * portal; removes it on unmount.
 */
export function useShadowRoot(): ShadowRoot | null {
  const [root, setRoot] = useState<ShadowRoot | null>(null)
  useEffect(() => {
    const host = document.createElement('portico-modal')
    host.setAttribute('style', HOST_STYLE)
    host.setAttribute('data-testid', 'portico-modal-host')
    document.body.appendChild(host)
    setRoot(host.attachShadow({ mode: 'open' }))
    return () => host.remove()
  }, [])
  return root
}
