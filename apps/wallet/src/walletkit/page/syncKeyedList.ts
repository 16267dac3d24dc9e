/** Parameters of `syncKeyedList`. */
export type SyncKeyedListParameters<item> = {
  container: HTMLElement
  items: readonly item[]
  key: (item: item) => string
  create: (item: item) => HTMLElement
  /** Refreshes an element that stays (e.g. its busy state). */
  update?: (element: HTMLElement, item: item) => void
  /** Focused when the element that held the focus is removed and no other item is left. */
  focusFallback: HTMLElement
}

/**
 * Keeps a container's children in step with a list, by key: new items are appended, gone ones
 * removed, the rest updated in place — so focus and screen-reader position survive re-renders.
 * When the focused element goes away, focus moves to the next item's first button, else to
 * `focusFallback`.
 */
export function syncKeyedList<item>({
  container,
  items,
  key,
  create,
  update,
  focusFallback,
}: SyncKeyedListParameters<item>): void {
  const wanted = new Map(items.map((item) => [key(item), item]))
  const existing = new Map<string, HTMLElement>()
  for (const child of [...container.children] as HTMLElement[]) {
    const k = child.dataset.key
    if (k === undefined) {
      child.hidden = items.length > 0
      continue
    }
    if (wanted.has(k)) {
      existing.set(k, child)
      continue
    }
    const hadFocus = child.contains(document.activeElement)
    const next = child.nextElementSibling as HTMLElement | null
    child.remove()
    if (hadFocus) {
      const target = next?.querySelector<HTMLElement>('button:not([disabled])') ?? focusFallback
      target.focus()
    }
  }
  for (const [k, item] of wanted) {
    const element = existing.get(k)
    if (element) update?.(element, item)
    else {
      const created = create(item)
      created.dataset.key = k
      container.append(created)
    }
  }
}
