import { describe, expect, it } from 'vitest'
import { groupByMonth } from './groupByMonth.js'

const at = (minedAt: string, id = minedAt) => ({ id, metadata: { minedAt } })

describe('groupByMonth — the Activity list "grouped by month" with localised month names', () => {
  it('keeps the order, one group per calendar month, labelled with the month and year', () => {
    const items = [
      at('2026-11-21T10:00:00Z'),
      at('2026-11-01T00:00:00Z'),
      at('2026-10-31T23:59:59Z'),
      at('2025-12-15T12:00:00Z'),
    ]
    expect(
      groupByMonth(items, 'en', 'UTC').map((g) => [g.label, g.items.map((i) => i.id)]),
    ).toEqual([
      ['November 2026', ['2026-11-21T10:00:00Z', '2026-11-01T00:00:00Z']],
      ['October 2026', ['2026-10-31T23:59:59Z']],
      ['December 2025', ['2025-12-15T12:00:00Z']],
    ])
  })

  it.each([
    ['de', 'November 2026'],
    ['fr', 'novembre 2026'],
    ['ja', '2026年11月'],
    ['es', 'noviembre de 2026'],
  ])('month names come from Intl in the locale: %s', (locale, label) => {
    expect(groupByMonth([at('2026-11-21T10:00:00Z')], locale, 'UTC')[0]?.label).toBe(label)
  })

  it("a month is the visitor's month (the time zone decides near midnight)", () => {
    const item = at('2026-11-01T02:00:00Z')
    expect(groupByMonth([item], 'en', 'UTC')[0]?.label).toBe('November 2026')
    expect(groupByMonth([item], 'en', 'America/New_York')[0]?.label).toBe('October 2026')
  })

  it('an item out of order joins its month; an unreadable time is left out', () => {
    const groups = groupByMonth(
      [
        at('2026-11-02T00:00:00Z', 'a'),
        at('2026-10-02T00:00:00Z', 'b'),
        at('2026-11-01T00:00:00Z', 'c'),
        at('soon', 'd'),
      ],
      'en',
      'UTC',
    )
    expect(groups.map((g) => g.items.map((i) => i.id))).toEqual([['a', 'c'], ['b']])
  })
})
