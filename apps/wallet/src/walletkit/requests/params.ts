import { invalidParamsError } from './SessionRequestError.js'

/** The params object of a non-EVM request (WalletConnect sends these as one object). */
export function paramsObject(params: unknown, method: string): Record<string, unknown> {
  if (typeof params !== 'object' || params === null || Array.isArray(params))
    throw invalidParamsError(`${method} takes a params object`)
  return params as Record<string, unknown>
}

/** A required string field of a params object. */
export function stringField(object: Record<string, unknown>, field: string): string {
  const value = object[field]
  if (typeof value !== 'string') throw invalidParamsError(`${field} must be a string`)
  return value
}
