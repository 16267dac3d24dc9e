import {
  ERROR_REPORT_MESSAGE_MAX_CHARS,
  ERROR_REPORT_STACK_MAX_CHARS,
  ERROR_REPORT_TYPE_MAX_CHARS,
} from '../../constants.js'
import { PorticoError } from '../../errors/PorticoError.js'
import type { AnalyticsEventName, AnalyticsProps } from './createAnalytics.js'

// What may name a person or their money: addresses, hashes, signatures and keys (hex), Solana
// addresses and keys (base58), e-mail addresses, and the query and fragment of URLs (social
// login codes, tokens). The code's own text (names, frames, file paths) keeps.
const REDACTIONS: readonly [RegExp, string][] = [
  [/[a-z0-9._%+-]+@(?:[a-z0-9-]+\.)+[a-z]{2,}\b/gi, '<email>'],
  [/\b0x[0-9a-f]{16,}\b/gi, '<hex>'],
  [/\b[1-9A-HJ-NP-Za-km-z]{32,88}\b/g, '<base58>'],
  [/(https?:\/\/[^\s?#)]*)[?#][^\s):]*/g, '$1'],
]

/** `text` with what could identify a user or their funds replaced by a placeholder. */
export function redactErrorText(text: string): string {
  return REDACTIONS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text)
}

function clip(text: string, maxChars: number): string {
  return text.length > maxChars ? text.slice(0, maxChars) : text
}

/**
 * The stack's frames only: V8 and SpiderMonkey start `stack` with `Name: message`, whose message
 * repeats the details (e.g. a wallet's answer) the report leaves out.
 */
function framesOf(error: Error): string | undefined {
  if (!error.stack) return undefined
  const lines = error.stack.split('\n')
  const header = `${error.name}: ${error.message}`.split('\n').length
  const frames = error.stack.startsWith(`${error.name}`) ? lines.slice(header) : lines
  return frames.join('\n').trim() || undefined
}

/**
 * An error report's props (spec §7 "props (type, event, errorType, errorMessage, stackTrace)"):
 * the error's class name, its user-facing message (a PorticoError's `shortMessage`, the spec's
 * wording, not its details), and its stack frames, with addresses, hashes, keys, e-mails and URL
 * queries redacted and each clipped to what the API takes.
 */
export function toErrorProps(error: unknown, event: AnalyticsEventName): AnalyticsProps {
  if (!(error instanceof Error))
    return {
      type: 'error',
      event,
      errorType: typeof error,
      errorMessage: clip(redactErrorText(String(error)), ERROR_REPORT_MESSAGE_MAX_CHARS),
    }
  const message = error instanceof PorticoError ? error.shortMessage : error.message
  const frames = framesOf(error)
  return {
    type: 'error',
    event,
    errorType: clip(error.name, ERROR_REPORT_TYPE_MAX_CHARS),
    errorMessage: clip(redactErrorText(message), ERROR_REPORT_MESSAGE_MAX_CHARS),
    ...(frames ? { stackTrace: clip(redactErrorText(frames), ERROR_REPORT_STACK_MAX_CHARS) } : {}),
  }
}
