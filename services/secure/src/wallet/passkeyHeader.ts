import { Value } from '@sinclair/typebox/value'
import { PasskeyBlob } from './walletSchemas.js'

/** The public header of a stored passkey blob (what `get()` needs), or undefined if it is not one. */
export function passkeyHeader(
  blob: string | null,
): { credentialId: string; prfSalt: string } | undefined {
  if (!blob) return undefined
  let json: unknown
  try {
    json = JSON.parse(blob)
  } catch {
    return undefined
  }
  if (!Value.Check(PasskeyBlob, json)) return undefined
  return { credentialId: json.credentialId, prfSalt: json.prfSalt }
}
