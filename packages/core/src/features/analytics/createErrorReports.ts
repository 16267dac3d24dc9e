import { ANALYTICS_MAX_EVENTS } from '../../constants.js'

/**
 * What failed, as the `event` of an error report (spec §7 `props.event`): the flow the user was in
 * when the error surfaced.
 */
export type ErrorReportEvent =
  | 'ALERT'
  | 'CONNECT_ERROR'
  | 'SOCIAL_LOGIN_ERROR'
  | 'SEND_ERROR'
  | 'SWAP_ERROR'
  | 'ONRAMP_ERROR'
  | 'BALANCE_ERROR'
  | 'ERROR_FETCH_TRANSACTIONS'
  | 'SIWX_AUTH_ERROR'
  | 'REGISTER_NAME_ERROR'

/** One error a user met: the flow it surfaced in, and the error with its stack. */
export type ErrorReport = { event: ErrorReportEvent; error: unknown }

export type ErrorReportListener = (report: ErrorReport) => void

/** The instance's channel of error reports, from the flows to analytics. */
export type ErrorReports = {
  report(report: ErrorReport): void
  /** Starts listening; reports made before anyone listened are delivered first. */
  subscribe(listener: ErrorReportListener): () => void
}

/**
 * An instance's error-report channel. Analytics loads on demand, after the first paint: reports
 * made before it listens wait, at most ANALYTICS_MAX_EVENTS of them (no more could be sent in
 * the first 60 s anyway), the first ones kept.
 */
export function createErrorReports(): ErrorReports {
  const listeners = new Set<ErrorReportListener>()
  const waiting: ErrorReport[] = []
  return {
    report(report) {
      if (listeners.size === 0) {
        if (waiting.length < ANALYTICS_MAX_EVENTS) waiting.push(report)
        return
      }
      for (const listener of [...listeners]) listener(report)
    },
    subscribe(listener) {
      listeners.add(listener)
      for (const report of waiting.splice(0)) listener(report)
      return () => void listeners.delete(listener)
    },
  }
}
