/** Creates an element with attributes and children; strings become text nodes, never HTML. */
export function h<tag extends keyof HTMLElementTagNameMap>(
  tag: tag,
  attributes: Record<string, string | boolean | undefined> = {},
  ...children: (Node | string | undefined | false | null)[]
): HTMLElementTagNameMap[tag] {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue
    element.setAttribute(name, value === true ? '' : value)
  }
  for (const child of children)
    if (child !== undefined && child !== false && child !== null) element.append(child)
  return element
}
