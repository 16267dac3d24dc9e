import { describe, expect, it } from 'vitest'
import { ANALYTICS_MAX_EVENTS } from '../../constants.js'
import { createErrorReports, type ErrorReport } from './createErrorReports.js'

const report = (n: number): ErrorReport => ({ event: 'SEND_ERROR', error: new Error(String(n)) })

describe('createErrorReports — the way from a failed flow to analytics', () => {
  it('reports made before analytics listens wait for it (the first ANALYTICS_MAX_EVENTS)', () => {
    const reports = createErrorReports()
    for (let n = 0; n < ANALYTICS_MAX_EVENTS + 2; n++) reports.report(report(n))
    const got: ErrorReport[] = []
    reports.subscribe((r) => got.push(r))
    expect(got.map((r) => (r.error as Error).message)).toEqual(
      Array.from({ length: ANALYTICS_MAX_EVENTS }, (_, n) => String(n)),
    )
    reports.report(report(99))
    expect(got.at(-1)?.error).toEqual(new Error('99'))
  })

  it('a listener that stopped gets nothing more', () => {
    const reports = createErrorReports()
    const got: ErrorReport[] = []
    const stop = reports.subscribe((r) => got.push(r))
    stop()
    reports.subscribe(() => {})
    reports.report(report(1))
    expect(got).toEqual([])
  })
})
