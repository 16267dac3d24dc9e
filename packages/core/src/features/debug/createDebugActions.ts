import { SDK_VERSION } from '../../constants.js'
import type { PorticoContext } from '../../context.js'

/** `portico.debug`: the instance's debug log, for a user to send to support (docs/debug-log.md). */
export type DebugActions = {
  /**
   * The debug log as text: a first JSON line naming the SDK version, the time and the page's
   * origin, then one JSON line per entry, oldest first; at most LOG_BUFFER_BYTES of entries.
   * Secrets are never in it.
   * @example
   * const blob = new Blob([portico.debug.exportLog()], { type: 'application/x-ndjson' })
   */
  exportLog(): string
  /** Empties the debug log. */
  clearLog(): void
}

export function createDebugActions(context: PorticoContext): DebugActions {
  return {
    exportLog() {
      const header = {
        sdkVersion: SDK_VERSION,
        exportedAt: new Date(context.now()).toISOString(),
        origin: globalThis.location?.origin,
        logLevel: context.log.level,
      }
      return `${JSON.stringify(header)}\n${context.log.text()}`
    },
    clearLog: () => context.log.clear(),
  }
}

/** What each `portico.debug` method throws: nothing. */
export type DebugActionsErrorTypes = { exportLog: never; clearLog: never }
