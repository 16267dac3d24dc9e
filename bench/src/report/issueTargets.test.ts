import { describe, expect, it } from 'vitest'
import { checkIssueTargets, formatIssueTargets } from './issueTargets.js'
import type { MetricKey } from './metrics.js'

const figures = (values: Partial<Record<MetricKey, number>>): Record<MetricKey, number> => ({
  jsRawBytes: 0,
  jsGzipBytes: 0,
  jsBrotliBytes: 0,
  buttonVisibleMs: 0,
  clickToWalletOptionMs: 0,
  heapUsedBytes: 0,
  ...values,
})

const baseline = figures({ jsGzipBytes: 100 * 1024, clickToWalletOptionMs: 11, heapUsedBytes: 4e6 })

describe('issue 4 targets', () => {
  it.each([
    [
      'JS fetched before the first click: at most 40 KiB gzip above the baseline',
      'jsGzipBytes',
      140 * 1024,
      true,
    ],
    ['JS: one byte more than 40 KiB above is over', 'jsGzipBytes', 140 * 1024 + 1, false],
    [
      'click to the first frame with wallet options: within 17 ms of the baseline',
      'clickToWalletOptionMs',
      28,
      true,
    ],
    ['click: 17.1 ms slower than the baseline is over', 'clickToWalletOptionMs', 28.1, false],
    ['heap after the modal opens: at most 1.5 MB above the baseline', 'heapUsedBytes', 5.5e6, true],
    ['heap: 1.5 MB + 1 byte above is over', 'heapUsedBytes', 5.5e6 + 1, false],
    ['a missing figure is never a pass', 'heapUsedBytes', Number.NaN, false],
  ] as const)('%s', (_rule, key, value, pass) => {
    const portico = figures({ ...baseline, [key]: value })
    const check = checkIssueTargets({ portico, baseline }).find((c) => c.key === key)!
    expect(check.pass).toBe(pass)
  })

  it('prints each figure with the baseline, the difference, the target and a mark', () => {
    const portico = figures({
      jsGzipBytes: 150 * 1024,
      clickToWalletOptionMs: 20,
      heapUsedBytes: 4.9e6,
    })
    expect(formatIssueTargets(checkIssueTargets({ portico, baseline }))).toMatchInlineSnapshot(`
      "| issue 4 target                                          | Portico demo |  baseline | difference |                         target | result |
      |---------------------------------------------------------|-------------:|----------:|-----------:|-------------------------------:|-------:|
      | JS fetched before the first click, gzip                 |    150.0 KiB | 100.0 KiB |  +50.0 KiB | ≤ 140.0 KiB (baseline +40 KiB) |   over |
      | Click → first frame with wallet options visible, median |      20.0 ms |   11.0 ms |    +9.0 ms |    ≤ 28.0 ms (baseline +17 ms) |   pass |
      | JS heap after the modal opens (after GC)                |      4.90 MB |   4.00 MB |   +0.90 MB |   ≤ 5.50 MB (baseline +1.5 MB) |   pass |"
    `)
  })
})
