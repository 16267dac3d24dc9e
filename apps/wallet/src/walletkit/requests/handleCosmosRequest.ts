import { base64 } from '@scure/base'
import { type CosmosAminoSignDoc, signCosmosAmino } from '../sign/signCosmosAmino.js'
import { type CosmosDirectSignDoc, signCosmosDirect } from '../sign/signCosmosDirect.js'
import { paramsObject, stringField } from './params.js'
import {
  invalidParamsError,
  unauthorizedError,
  unsupportedMethodError,
} from './SessionRequestError.js'
import type { SampleWalletRequest, SessionRequestContext, SessionRequestOutcome } from './types.js'

function directSignDoc(value: unknown): CosmosDirectSignDoc {
  if (typeof value !== 'object' || value === null)
    throw invalidParamsError('signDoc must be an object')
  const doc = value as Record<string, unknown>
  const signDoc = {
    chainId: stringField(doc, 'chainId'),
    accountNumber: String(doc.accountNumber ?? ''),
    authInfoBytes: stringField(doc, 'authInfoBytes'),
    bodyBytes: stringField(doc, 'bodyBytes'),
  }
  if (!/^\d+$/.test(signDoc.accountNumber))
    throw invalidParamsError('accountNumber must be a decimal string')
  try {
    base64.decode(signDoc.authInfoBytes)
    base64.decode(signDoc.bodyBytes)
  } catch {
    throw invalidParamsError('bodyBytes and authInfoBytes must be base64')
  }
  return signDoc
}

function aminoSignDoc(value: unknown): CosmosAminoSignDoc {
  if (typeof value !== 'object' || value === null)
    throw invalidParamsError('signDoc must be an object')
  const doc = value as Record<string, unknown>
  for (const field of ['chain_id', 'account_number', 'sequence', 'memo']) stringField(doc, field)
  if (!Array.isArray(doc.msgs)) throw invalidParamsError('msgs must be an array')
  if (typeof doc.fee !== 'object' || doc.fee === null)
    throw invalidParamsError('fee must be an object')
  return doc as CosmosAminoSignDoc
}

/**
 * Answers a cosmos session request: cosmos_getAccounts, cosmos_signDirect (protobuf SignDoc)
 * and cosmos_signAmino (legacy Amino JSON), each signed with the account's secp256k1 key.
 */
export async function handleCosmosRequest(
  { method, params }: SampleWalletRequest,
  { accounts }: SessionRequestContext,
): Promise<SessionRequestOutcome> {
  const { address, privateKey, publicKey } = accounts.cosmos
  const signer = () => {
    const p = paramsObject(params, method)
    const signerAddress = stringField(p, 'signerAddress')
    if (signerAddress !== address) throw unauthorizedError(signerAddress)
    return p
  }
  switch (method) {
    case 'cosmos_getAccounts':
      return { result: [{ algo: 'secp256k1', address, pubkey: base64.encode(publicKey) }] }
    case 'cosmos_signDirect':
      return {
        result: signCosmosDirect({
          signDoc: directSignDoc(signer().signDoc),
          privateKey,
          publicKey,
        }),
      }
    case 'cosmos_signAmino':
      return {
        result: signCosmosAmino({ signDoc: aminoSignDoc(signer().signDoc), privateKey, publicKey }),
      }
    default:
      throw unsupportedMethodError(method)
  }
}
