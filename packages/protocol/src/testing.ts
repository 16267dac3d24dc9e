import type { TSchema } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'

/**
 * Where `value` breaks `schema`, one line per problem (`/path: message`); [] when it matches. For
 * tests: `expect(schemaErrors(BalanceResponse, response.json())).toEqual([])` names what differs.
 */
export function schemaErrors(schema: TSchema, value: unknown): string[] {
  return [...Value.Errors(schema, value)].map((error) => `${error.path || '/'}: ${error.message}`)
}
