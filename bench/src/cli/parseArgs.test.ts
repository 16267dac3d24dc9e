import { describe, expect, it } from 'vitest'
import { parseArgs } from './parseArgs.js'

describe('parseArgs', () => {
  it('defaults to 7 runs, 1 warm-up and a fresh build', () => {
    expect(parseArgs([])).toEqual({ runs: 7, warmup: 1, skipBuild: false })
  })

  it.each([
    [['--runs', '9'], { runs: 9, warmup: 1, skipBuild: false }],
    [['--runs=11', '--warmup=0'], { runs: 11, warmup: 0, skipBuild: false }],
    [['--skip-build', '--warmup', '2'], { runs: 7, warmup: 2, skipBuild: true }],
  ])('%j', (argv, expected) => {
    expect(parseArgs(argv)).toEqual(expected)
  })

  it('takes its defaults from PORTICO_BENCH_RUNS and PORTICO_BENCH_WARMUP; flags win', () => {
    const env = { PORTICO_BENCH_RUNS: '9', PORTICO_BENCH_WARMUP: '0' }
    expect(parseArgs([], env)).toEqual({ runs: 9, warmup: 0, skipBuild: false })
    expect(parseArgs(['--runs', '5'], env)).toEqual({ runs: 5, warmup: 0, skipBuild: false })
    expect(() => parseArgs([], { PORTICO_BENCH_RUNS: '2' })).toThrow(
      /PORTICO_BENCH_RUNS must be at least 5/,
    )
  })

  it.each([
    [['--runs', '3'], /at least 5/],
    [['--runs'], /needs a whole number, got nothing/],
    [['--runs', 'many'], /needs a whole number, got many/],
    [['--warmup', '-1'], /needs a whole number/],
    [['--fast'], /unknown argument --fast/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(message)
  })
})
