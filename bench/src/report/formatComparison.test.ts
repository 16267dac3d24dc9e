import { describe, expect, it } from 'vitest'
import { formatComparison } from './formatComparison.js'
import { formatTable } from './formatTable.js'
import { formatRatio, formatValue } from './formatValue.js'

describe('formatValue', () => {
  it.each([
    [249_366, 'bytes', '249.4 kB'],
    [0, 'bytes', '0.0 kB'],
    [3_456_789, 'heap', '3.46 MB'],
    [123.456, 'ms', '123.5 ms'],
    [Number.NaN, 'ms', '—'],
  ] as const)('%d %s → %s', (value, unit, expected) => {
    expect(formatValue(value, unit)).toBe(expected)
  })
})

describe('formatRatio', () => {
  it.each([
    [300, 100, '3.00×'],
    [1, 3, '0.33×'],
    [5, 0, '—'],
    [Number.NaN, 1, '—'],
  ])('%d / %d → %s', (portico, baseline, expected) => {
    expect(formatRatio(portico, baseline)).toBe(expected)
  })
})

describe('formatTable', () => {
  it('pads columns to the widest cell, left-aligns the first and right-aligns numbers', () => {
    expect(
      formatTable({
        header: ['metric', 'a', 'b'],
        rows: [
          ['weight', '1.0 kB', '22.0 kB'],
          ['time to something', '5 ms', '6 ms'],
        ],
      }),
    ).toMatchInlineSnapshot(`
      "| metric            |      a |       b |
      |-------------------|-------:|--------:|
      | weight            | 1.0 kB | 22.0 kB |
      | time to something |   5 ms |    6 ms |"
    `)
  })

  it('refuses a row whose cell count differs from the header', () => {
    expect(() => formatTable({ header: ['a', 'b'], rows: [['1']] })).toThrow(
      /1 cells, header has 2/,
    )
  })
})

describe('formatComparison', () => {
  it('prints one row per metric with both medians and their ratio', () => {
    const portico = {
      jsRawBytes: 340_000,
      jsGzipBytes: 105_000,
      jsBrotliBytes: 92_000,
      buttonVisibleMs: 120,
      clickToWalletOptionMs: 30,
      heapUsedBytes: 4_000_000,
    }
    const baseline = {
      jsRawBytes: 200_000,
      jsGzipBytes: 70_000,
      jsBrotliBytes: 60_000,
      buttonVisibleMs: 80,
      clickToWalletOptionMs: 10,
      heapUsedBytes: 2_500_000,
    }
    expect(formatComparison({ portico, baseline, runs: 7 })).toMatchInlineSnapshot(`
      "| metric (median of 7 runs)                 | Portico demo | baseline | Portico/baseline |
      |-------------------------------------------|-------------:|---------:|-----------------:|
      | JS before first click, raw                |     340.0 kB | 200.0 kB |            1.70× |
      | JS before first click, gzip -9            |     105.0 kB |  70.0 kB |            1.50× |
      | JS before first click, brotli -q 11       |      92.0 kB |  60.0 kB |            1.53× |
      | Navigation start → connect button visible |     120.0 ms |  80.0 ms |            1.50× |
      | Click → first wallet option visible       |      30.0 ms |  10.0 ms |            3.00× |
      | JS heap after modal opens (after GC)      |      4.00 MB |  2.50 MB |            1.60× |"
    `)
  })
})
