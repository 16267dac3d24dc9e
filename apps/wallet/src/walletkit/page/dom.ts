/** Creates an element with attributes and children; strings become text nodes (never HTML). */
export function h<tag extends keyof HTMLElementTagNameMap>(
  tag: tag,
  attributes: Record<string, string | boolean | undefined> = {},
  ...children: (Node | string | undefined | false)[]
): HTMLElementTagNameMap[tag] {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue
    element.setAttribute(name, value === true ? '' : value)
  }
  for (const child of children) if (child !== undefined && child !== false) element.append(child)
  return element
}

/** A dApp's icon as an `<img>`; falls back to its initial when there is none or it fails to load. */
export function dAppIcon(name: string, icon: string | undefined, testId?: string): HTMLElement {
  const fallback = () =>
    h(
      'span',
      { class: 'fallback-icon', 'aria-hidden': 'true' },
      (name.trim()[0] ?? '?').toUpperCase(),
    )
  if (!icon) return fallback()
  const img = h('img', {
    src: icon,
    alt: '',
    width: '48',
    height: '48',
    referrerpolicy: 'no-referrer',
    loading: 'lazy',
    'data-testid': testId,
  })
  img.addEventListener('error', () => img.replaceWith(fallback()), { once: true })
  return img
}
