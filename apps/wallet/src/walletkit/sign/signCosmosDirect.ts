import { base64 } from '@scure/base'
import { SignDoc } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { type CosmosStdSignature, signCosmosBytes } from './signCosmosBytes.js'

/** A `SIGN_MODE_DIRECT` sign doc as WalletConnect carries it: bytes base64, the account number a decimal string. */
export type CosmosDirectSignDoc = {
  chainId: string
  accountNumber: string
  authInfoBytes: string
  bodyBytes: string
}

/** Parameters of `signCosmosDirect`. */
export type SignCosmosDirectParameters = {
  signDoc: CosmosDirectSignDoc
  privateKey: Uint8Array
  publicKey: Uint8Array
}

/** What `signCosmosDirect` (and `signCosmosAmino`) return: the doc as signed and the signature. */
export type SignCosmosReturnType<doc> = { signed: doc; signature: CosmosStdSignature }

/** The protobuf `cosmos.tx.v1beta1.SignDoc` bytes of a direct sign doc (cosmjs-types). */
export function getCosmosDirectSignBytes(signDoc: CosmosDirectSignDoc): Uint8Array {
  if (!/^\d+$/.test(signDoc.accountNumber))
    throw new Error('accountNumber must be a decimal string')
  return SignDoc.encode({
    bodyBytes: base64.decode(signDoc.bodyBytes),
    authInfoBytes: base64.decode(signDoc.authInfoBytes),
    chainId: signDoc.chainId,
    accountNumber: BigInt(signDoc.accountNumber),
  }).finish()
}

/** Signs a `SIGN_MODE_DIRECT` doc (cosmos_signDirect). */
export function signCosmosDirect({
  signDoc,
  privateKey,
  publicKey,
}: SignCosmosDirectParameters): SignCosmosReturnType<CosmosDirectSignDoc> {
  const signBytes = getCosmosDirectSignBytes(signDoc)
  return { signed: signDoc, signature: signCosmosBytes({ signBytes, privateKey, publicKey }) }
}
