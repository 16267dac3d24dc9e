/** Transactions of one calendar month, with the month's name in the locale ("November 2026"). */
export type MonthGroup<item> = { key: string; label: string; items: item[] }

/**
 * Groups items (newest first, as the history answers) by the calendar month of `minedAt` in
 * `timeZone` (the visitor's by default), keeping their order; each group is labelled with the
 * month's name and year from Intl.DateTimeFormat in `locale`. Items whose time cannot be read are
 * left out.
 */
export function groupByMonth<item extends { metadata: { minedAt: string } }>(
  items: readonly item[],
  locale: string,
  timeZone?: string | undefined,
): MonthGroup<item>[] {
  const keyFormat = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: '2-digit',
    timeZone,
  })
  const labelFormat = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone })
  const groups: MonthGroup<item>[] = []
  for (const item of items) {
    const time = Date.parse(item.metadata.minedAt)
    if (!Number.isFinite(time)) continue
    const key = keyFormat.format(time)
    const last = groups.at(-1)
    if (last?.key === key) last.items.push(item)
    else {
      const known = groups.find((group) => group.key === key)
      if (known) known.items.push(item)
      else groups.push({ key, label: labelFormat.format(time), items: [item] })
    }
  }
  return groups
}
