import { useEffect, useState } from 'react'

/**
 * Creates a host element at the end of <body> with an open Shadow DOM root, for the modal's
 * portal; removes it on unmount.
 */
export function useShadowRoot(): ShadowRoot | null {
  const [root, setRoot] = useState<ShadowRoot | null>(null)
  useEffect(() => {
    const host = document.createElement('portico-modal')
    host.setAttribute('data-testid', 'portico-modal-host')
    document.body.appendChild(host)
    setRoot(host.attachShadow({ mode: 'open' }))
    return () => host.remove()
  }, [])
  return root
}
