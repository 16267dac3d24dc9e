import { describe, expect, it } from 'vitest'
import type { RunFigures } from './metrics.js'
import { mediansOf, summarizeRuns } from './summarizeRuns.js'

const run = (n: number): RunFigures => ({
  jsRawBytes: 1000,
  jsGzipBytes: 400,
  jsBrotliBytes: 350,
  buttonVisibleMs: 100 + n,
  clickToWalletOptionMs: 20 * n,
  heapUsedBytes: 2_000_000 + n,
})

describe('summarizeRuns', () => {
  it('summarizes every metric over the runs', () => {
    const summary = summarizeRuns([run(3), run(1), run(2)])
    expect(summary.buttonVisibleMs).toEqual({ median: 102, min: 101, max: 103, runs: 3 })
    expect(summary.jsGzipBytes).toEqual({ median: 400, min: 400, max: 400, runs: 3 })
    expect(mediansOf(summary)).toEqual({
      jsRawBytes: 1000,
      jsGzipBytes: 400,
      jsBrotliBytes: 350,
      buttonVisibleMs: 102,
      clickToWalletOptionMs: 40,
      heapUsedBytes: 2_000_002,
    })
  })
})
