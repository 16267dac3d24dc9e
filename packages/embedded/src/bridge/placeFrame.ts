/** Styles of the iframe while no view shows it: in the page, loaded, but invisible and inert. */
const HIDDEN_STYLE: Partial<CSSStyleDeclaration> = {
  position: 'fixed',
  top: '0',
  left: '0',
  width: '0',
  height: '0',
  border: '0',
  opacity: '0',
  visibility: 'hidden',
  pointerEvents: 'none',
}

/** Above the modal (its z-index is a theme variable, 999 by default). */
const ABOVE_EVERYTHING = '2147483647'

/** Hides the iframe without unloading it (moving an iframe in the DOM would reload it). */
export function hideFrame(iframe: HTMLIFrameElement): void {
  Object.assign(iframe.style, HIDDEN_STYLE)
  iframe.setAttribute('aria-hidden', 'true')
  iframe.tabIndex = -1
}

/** Shows the iframe exactly over `slot`'s box (fixed positioning: the iframe never moves in the DOM). */
export function showFrameOver(iframe: HTMLIFrameElement, slot: HTMLElement): void {
  const rect = slot.getBoundingClientRect()
  Object.assign(iframe.style, {
    position: 'fixed',
    top: `${rect.top}px`,
    left: `${rect.left}px`,
    width: `${rect.width}px`,
    height: `${rect.height}px`,
    border: '0',
    opacity: '1',
    visibility: 'visible',
    pointerEvents: 'auto',
    zIndex: ABOVE_EVERYTHING,
  } satisfies Partial<CSSStyleDeclaration>)
  iframe.removeAttribute('aria-hidden')
  iframe.tabIndex = 0
}
