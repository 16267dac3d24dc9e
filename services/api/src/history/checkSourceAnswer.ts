import type { Static, TSchema } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import { HistorySourceError } from './HistorySourceError.js'

/**
 * Checks a history source's answer against the source's published shape (at the boundary:
 * nothing unchecked goes further). A mismatch is a `malformed` HistorySourceError naming the
 * first field that is wrong — its path, never its value.
 */
export function checkSourceAnswer<T extends TSchema>(
  source: string,
  schema: T,
  answer: unknown,
): Static<T> {
  if (Value.Check(schema, answer)) return answer
  const first = Value.Errors(schema, answer).First()
  throw new HistorySourceError(source, 'malformed', `unexpected answer at '${first?.path || '/'}'`)
}
