import { utf8ToBytes } from '@noble/hashes/utils'
import { signCosmosBytes } from './signCosmosBytes.js'
import type { SignCosmosReturnType } from './signCosmosDirect.js'

/** A legacy Amino JSON `StdSignDoc` (chain_id, account_number, sequence, fee, msgs, memo). */
export type CosmosAminoSignDoc = {
  chain_id: string
  account_number: string
  sequence: string
  fee: unknown
  msgs: unknown[]
  memo: string
  [key: string]: unknown
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys)
  if (typeof value !== 'object' || value === null) return value
  const sorted: Record<string, unknown> = {}
  for (const key of Object.keys(value).sort())
    sorted[key] = sortKeys((value as Record<string, unknown>)[key])
  return sorted
}

/**
 * The Amino sign bytes of a doc, as the Cosmos SDK builds them: JSON with every object's keys
 * sorted, no spaces, and `&`, `<`, `>` escaped as \u0026, \u003c, \u003e.
 */
export function serializeCosmosAminoSignDoc(signDoc: CosmosAminoSignDoc): Uint8Array {
  const json = JSON.stringify(sortKeys(signDoc))
    .replace(/&/g, '\\u0026')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
  return utf8ToBytes(json)
}

/** Parameters of `signCosmosAmino`. */
export type SignCosmosAminoParameters = {
  signDoc: CosmosAminoSignDoc
  privateKey: Uint8Array
  publicKey: Uint8Array
}

/** Signs a `SIGN_MODE_LEGACY_AMINO_JSON` doc (cosmos_signAmino). */
export function signCosmosAmino({
  signDoc,
  privateKey,
  publicKey,
}: SignCosmosAminoParameters): SignCosmosReturnType<CosmosAminoSignDoc> {
  const signBytes = serializeCosmosAminoSignDoc(signDoc)
  return { signed: signDoc, signature: signCosmosBytes({ signBytes, privateKey, publicKey }) }
}
