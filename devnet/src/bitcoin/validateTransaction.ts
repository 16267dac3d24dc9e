import { bitcoin, ecc } from './bitcoinjs.js'
import {
  COINBASE_MATURITY,
  MAX_MONEY,
  MAX_STANDARD_TX_WEIGHT,
  MIN_RELAY_FEE_RATE,
} from './regtest.js'
import {
  getDustThreshold,
  getScriptType,
  MAX_OP_RETURN_SCRIPT_BYTES,
  STANDARD_OUTPUT_TYPES,
} from './scripts.js'
import { TransactionRejectedError } from './TransactionRejectedError.js'

type Transaction = InstanceType<typeof bitcoin.Transaction>

/** An unspent output as the ledger keeps it. */
export type LedgerUtxo = {
  txid: string
  vout: number
  value: number
  script: Buffer
  /** Height of the block that created it; undefined while its transaction is in the mempool. */
  height: number | undefined
  coinbase: boolean
}

/** What {@link validateTransaction} needs to know about the chain and the mempool. */
export type LedgerView = {
  /** The unspent output at `txid:vout` (mempool outputs included). */
  getUtxo(outpoint: string): LedgerUtxo | undefined
  /** The transaction that spent `txid:vout`, if one did. */
  getSpender(outpoint: string): { txid: string; confirmed: boolean } | undefined
  /** Where a transaction is known, if it is. */
  findTransaction(txid: string): 'mempool' | 'chain' | undefined
  /** Height the next block will have. */
  nextHeight: number
  /** Median time past of the tip (BIP-113), in seconds. */
  medianTimePast: number
}

/** A transaction that passed: its fee and the outputs its inputs spend, in input order. */
export type ValidatedTransaction = { fee: number; prevouts: LedgerUtxo[] }

const FINAL_SEQUENCE = 0xffffffff
const LOCKTIME_THRESHOLD = 500_000_000
const ANNEX_TAG = 0x50

/** `txid:vout` of an input. */
export function outpointOf(input: Transaction['ins'][number]): string {
  return `${Buffer.from(input.hash).reverse().toString('hex')}:${input.index}`
}

/**
 * Checks a transaction the way Bitcoin Core's mempool does, for what this ledger supports:
 * structure and standardness (sizes, amounts, standard outputs, dust), finality, inputs that exist
 * and are unspent (mempool conflicts named), coinbase maturity, fee ≥ 0 and the minimum relay fee,
 * and every input's witness: P2WPKH (BIP-143 ECDSA, low S) and P2TR key path (BIP-341 Schnorr).
 * Throws {@link TransactionRejectedError} with Core's reject reason.
 */
export function validateTransaction(tx: Transaction, view: LedgerView): ValidatedTransaction {
  const reject = (code: string, detail: string) => new TransactionRejectedError(code, detail)
  if (tx.ins.length === 0) throw reject('bad-txns-vin-empty', 'the transaction has no inputs')
  if (tx.outs.length === 0) throw reject('bad-txns-vout-empty', 'the transaction has no outputs')
  if (tx.isCoinbase()) throw reject('coinbase', 'a coinbase transaction cannot be relayed')
  if (tx.version < 1 || tx.version > 2)
    throw reject('version', `version ${tx.version} is not standard (1 or 2)`)
  const weight = tx.weight()
  if (weight > MAX_STANDARD_TX_WEIGHT)
    throw reject('tx-size', `weight ${weight} is over the standard ${MAX_STANDARD_TX_WEIGHT}`)

  let outputTotal = 0
  for (const [i, output] of tx.outs.entries()) {
    if (output.value < 0) throw reject('bad-txns-vout-negative', `output ${i} is negative`)
    if (output.value > MAX_MONEY)
      throw reject('bad-txns-vout-toolarge', `output ${i} is over 21 million BTC`)
    outputTotal += output.value
    if (outputTotal > MAX_MONEY)
      throw reject('bad-txns-txouttotal-toolarge', 'the outputs add up to over 21 million BTC')
    const type = getScriptType(output.script)
    if (!STANDARD_OUTPUT_TYPES.includes(type))
      throw reject('scriptpubkey', `output ${i} has a non-standard script (${type})`)
    if (type === 'op_return' && output.script.length > MAX_OP_RETURN_SCRIPT_BYTES)
      throw reject('datacarrier', `output ${i} carries over ${MAX_OP_RETURN_SCRIPT_BYTES} bytes`)
    const dust = getDustThreshold(output.script)
    if (output.value < dust)
      throw reject('dust', `output ${i} of ${output.value} sats is below the dust limit of ${dust}`)
  }

  if (
    tx.locktime !== 0 &&
    tx.ins.some((input) => input.sequence !== FINAL_SEQUENCE) &&
    tx.locktime >= (tx.locktime < LOCKTIME_THRESHOLD ? view.nextHeight : view.medianTimePast)
  )
    throw reject('non-final', `locktime ${tx.locktime} is not reached yet`)

  const txid = tx.getId()
  const known = view.findTransaction(txid)
  if (known === 'mempool')
    throw reject('txn-already-in-mempool', `${txid} is already in the mempool`)
  if (known === 'chain') throw reject('txn-already-known', `${txid} is already in a block`)

  const outpoints = tx.ins.map(outpointOf)
  if (new Set(outpoints).size !== outpoints.length)
    throw reject('bad-txns-inputs-duplicate', 'two inputs spend the same output')
  const prevouts = outpoints.map((outpoint, i) => {
    const utxo = view.getUtxo(outpoint)
    if (utxo) return utxo
    const spender = view.getSpender(outpoint)
    if (spender && !spender.confirmed)
      throw reject(
        'txn-mempool-conflict',
        `input ${i} spends ${outpoint}, which mempool transaction ${spender.txid} already spends`,
      )
    throw reject(
      'bad-txns-inputs-missingorspent',
      spender
        ? `input ${i} spends ${outpoint}, which ${spender.txid} already spent`
        : `input ${i} spends ${outpoint}, which does not exist`,
    )
  })
  for (const [i, prevout] of prevouts.entries())
    if (
      prevout.coinbase &&
      (prevout.height === undefined || view.nextHeight - prevout.height < COINBASE_MATURITY)
    )
      throw reject(
        'bad-txns-premature-spend-of-coinbase',
        `input ${i} spends a coinbase output with fewer than ${COINBASE_MATURITY} confirmations`,
      )

  const inputTotal = prevouts.reduce((sum, prevout) => sum + prevout.value, 0)
  const fee = inputTotal - outputTotal
  if (fee < 0)
    throw reject(
      'bad-txns-in-belowout',
      `the inputs hold ${inputTotal} sats but the outputs spend ${outputTotal}`,
    )
  const minimumFee = Math.ceil(tx.virtualSize() * MIN_RELAY_FEE_RATE)
  if (fee < minimumFee)
    throw reject(
      'min relay fee not met',
      `the fee of ${fee} sats is below ${minimumFee} (${MIN_RELAY_FEE_RATE} sat/vB × ${tx.virtualSize()} vB)`,
    )

  for (const i of tx.ins.keys()) verifyInput(tx, i, prevouts)
  return { fee, prevouts }
}

function verifyInput(tx: Transaction, i: number, prevouts: LedgerUtxo[]): void {
  const input = tx.ins[i]!
  const prevout = prevouts[i]!
  const type = getScriptType(prevout.script)
  const fail = (detail: string) =>
    new TransactionRejectedError('mandatory-script-verify-flag-failed', `input ${i}: ${detail}`)
  if (type !== 'v0_p2wpkh' && type !== 'v1_p2tr')
    throw new TransactionRejectedError(
      'non-mandatory-script-verify-flag',
      `input ${i} spends a ${type} output; the devnet ledger verifies P2WPKH and P2TR key-path spends only`,
    )
  if (input.script.length > 0) throw fail('a witness input needs an empty scriptSig')
  const witness = input.witness

  if (type === 'v0_p2wpkh') {
    if (witness.length !== 2) throw fail('a P2WPKH witness has a signature and a public key')
    const [signatureBytes, publicKey] = witness as [Buffer, Buffer]
    if (publicKey.length !== 33 || (publicKey[0] !== 2 && publicKey[0] !== 3))
      throw fail('the public key is not a compressed secp256k1 key')
    if (!bitcoin.crypto.hash160(publicKey).equals(prevout.script.subarray(2)))
      throw fail('the public key does not hash to the output it spends (witness program mismatch)')
    let decoded: { signature: Buffer; hashType: number }
    try {
      decoded = bitcoin.script.signature.decode(signatureBytes)
    } catch {
      throw fail('the signature is not a canonical DER signature with a sighash type')
    }
    if (!bitcoin.script.isDefinedHashType(decoded.hashType))
      throw fail(`sighash type ${decoded.hashType} is not defined`)
    checkSighashSingle(tx, i, decoded.hashType, fail)
    const scriptCode = bitcoin.payments.p2pkh({ hash: prevout.script.subarray(2) }).output!
    const hash = tx.hashForWitnessV0(i, scriptCode, prevout.value, decoded.hashType)
    let valid = false
    try {
      valid = ecc.verify(hash, publicKey, decoded.signature, true)
    } catch {
      valid = false
    }
    if (!valid) throw fail('the signature does not verify (BIP-143, low S) for this public key')
    return
  }

  const stack =
    witness.length >= 2 && witness[witness.length - 1]?.[0] === ANNEX_TAG
      ? witness.slice(0, -1)
      : witness
  if (stack.length !== witness.length)
    throw new TransactionRejectedError(
      'non-mandatory-script-verify-flag',
      `input ${i} has a taproot annex, which is not standard`,
    )
  if (stack.length !== 1)
    throw new TransactionRejectedError(
      'non-mandatory-script-verify-flag',
      `input ${i} is a taproot script-path spend; the devnet ledger verifies key-path spends only`,
    )
  const signature = stack[0]!
  if (signature.length !== 64 && signature.length !== 65)
    throw fail('a taproot key-path signature has 64 or 65 bytes')
  const hashType = signature.length === 65 ? signature[64]! : bitcoin.Transaction.SIGHASH_DEFAULT
  if (signature.length === 65 && (hashType === 0 || !bitcoin.script.isDefinedHashType(hashType)))
    throw fail(`sighash type ${hashType} is not valid for taproot`)
  checkSighashSingle(tx, i, hashType, fail)
  const hash = tx.hashForWitnessV1(
    i,
    prevouts.map((p) => p.script),
    prevouts.map((p) => p.value),
    hashType,
  )
  let valid = false
  try {
    valid = ecc.verifySchnorr(hash, prevout.script.subarray(2), signature.subarray(0, 64))
  } catch {
    valid = false
  }
  if (!valid) throw fail('the Schnorr signature does not verify (BIP-341) for the output key')
}

function checkSighashSingle(
  tx: Transaction,
  i: number,
  hashType: number,
  fail: (detail: string) => Error,
): void {
  if ((hashType & 0x1f) === bitcoin.Transaction.SIGHASH_SINGLE && i >= tx.outs.length)
    throw fail('SIGHASH_SINGLE without an output at the same index')
}
