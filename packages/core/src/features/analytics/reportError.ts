import type { PorticoContext } from '../../context.js'
import type { ErrorReportEvent } from './createErrorReports.js'

export type ReportErrorParameters = {
  /** The flow the error surfaced in (spec §7 `props.event`). */
  event: ErrorReportEvent
  /** What the user was shown, with its stack. */
  error: unknown
}

/**
 * Reports an error the user met to analytics (spec §7 "Analytics and error reporting": errorType,
 * errorMessage, stackTrace). Sent only when analytics is on (docs/analytics.md); never throws.
 */
export function reportError(
  context: PorticoContext,
  { event, error }: ReportErrorParameters,
): void {
  context.errorReports.report({ event, error })
}
