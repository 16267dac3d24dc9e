import { InvalidParamsError } from './errors.js'

/** `eth_signTypedData_v4`'s typed data (an object or its JSON): domain (default {}), types, primaryType, message. */
export function parseTypedData(typedDataParam: unknown): {
  domain: unknown
  types: object
  primaryType: string
  message: unknown
} {
  let typedData: unknown = typedDataParam
  if (typeof typedDataParam === 'string') {
    try {
      typedData = JSON.parse(typedDataParam)
    } catch {
      throw new InvalidParamsError('Expected the typed data to be JSON.')
    }
  }
  if (typeof typedData !== 'object' || typedData === null)
    throw new InvalidParamsError('Expected the typed data to be an object.')
  const { domain = {}, types, primaryType, message } = typedData as Record<string, unknown>
  if (typeof types !== 'object' || types === null || typeof primaryType !== 'string')
    throw new InvalidParamsError('Expected the typed data to have types and primaryType.')
  return { domain, types, primaryType, message }
}
