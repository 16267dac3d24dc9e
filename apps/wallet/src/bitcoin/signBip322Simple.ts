import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex, concatBytes, utf8ToBytes } from '@noble/hashes/utils'
import * as btc from '@scure/btc-signer'

/** BIP-340 tagged hash: sha256(sha256(tag) || sha256(tag) || data). */
function taggedHash(tag: string, data: Uint8Array): Uint8Array {
  const tagHash = sha256(utf8ToBytes(tag))
  return sha256(concatBytes(tagHash, tagHash, data))
}

/** Parameters of `signBip322Simple`. */
export type SignBip322SimpleParameters = {
  message: Uint8Array
  /** The output script of the signing address (P2WPKH or P2TR). */
  script: Uint8Array
  privateKey: Uint8Array
  /** For a P2TR address: the x-only internal key (the signature uses the tweaked key). */
  tapInternalKey?: Uint8Array | undefined
}

/**
 * A BIP-322 "simple" signature: the witness stack, serialised, of the virtual `to_sign`
 * transaction spending the virtual `to_spend` output that commits to the message's tagged hash
 * (BIP0322-signed-message) and pays to `script`.
 */
export function signBip322Simple({
  message,
  script,
  privateKey,
  tapInternalKey,
}: SignBip322SimpleParameters): Uint8Array {
  const messageHash = taggedHash('BIP0322-signed-message', message)
  // to_spend: version 0, one input from the null outpoint with scriptSig OP_0 PUSH32 <hash>.
  const toSpend = btc.RawTx.encode({
    version: 0,
    segwitFlag: false,
    inputs: [
      {
        txid: new Uint8Array(32),
        index: 0xffffffff,
        finalScriptSig: concatBytes(new Uint8Array([0x00, 0x20]), messageHash),
        sequence: 0,
      },
    ],
    outputs: [{ amount: 0n, script }],
    witnesses: [],
    lockTime: 0,
  })
  const toSpendId = bytesToHex(sha256(sha256(toSpend)).reverse())
  // to_sign: spends to_spend:0, one OP_RETURN output.
  const toSign = new btc.Transaction({ version: 0, allowUnknownOutputs: true })
  toSign.addInput({
    txid: toSpendId,
    index: 0,
    sequence: 0,
    witnessUtxo: { script, amount: 0n },
    ...(tapInternalKey && { tapInternalKey }),
  })
  toSign.addOutput({ script: new Uint8Array([0x6a]), amount: 0n })
  toSign.signIdx(privateKey, 0)
  toSign.finalizeIdx(0)
  const witness = toSign.getInput(0).finalScriptWitness
  if (!witness) throw new Error('BIP-322: the signature has no witness')
  return btc.RawWitness.encode(witness)
}
