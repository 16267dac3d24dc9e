import { InvalidParamsError } from './errors.js'
import type { RequestArguments } from './types.js'

export function asParamsArray(params: RequestArguments['params']): readonly unknown[] {
  if (params === undefined) return []
  if (Array.isArray(params)) return params
  throw new InvalidParamsError('Expected params to be an array.')
}

export function parseQuantity(value: unknown, field: string): bigint | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !/^0x[0-9a-f]+$/i.test(value))
    throw new InvalidParamsError(
      `Expected ${field} to be a hexadecimal quantity, got ${JSON.stringify(value)}.`,
    )
  return BigInt(value)
}

export function parseChainIdField(value: unknown): number {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value
  if (typeof value === 'bigint') return Number(value)
  if (typeof value === 'string' && /^(0x[0-9a-f]+|\d+)$/i.test(value)) return Number(BigInt(value))
  throw new InvalidParamsError(`Invalid chainId ${JSON.stringify(value)}.`)
}
