import * as btc from '@scure/btc-signer'
import type { BtcSignerNetwork } from './bitcoinAddressNetwork.js'
import type { TestBitcoinKey } from './deriveTestBitcoinKeys.js'
import type { EsploraUtxo } from './esploraRequest.js'

/** Parameters of `buildTransferTransaction`. */
export type BuildTransferTransactionParameters = {
  /** The payment key whose outputs pay (and which takes the change). */
  from: TestBitcoinKey
  utxos: readonly EsploraUtxo[]
  recipients: readonly { address: string; amount: bigint }[]
  /** Satoshis per virtual byte. */
  feeRate: bigint
  network: BtcSignerNetwork
}

/**
 * Builds the transaction of a transfer as a PSBT: outputs of `from` (P2WPKH) chosen to cover the
 * recipients and the fee at `feeRate`, change back to `from` when above dust. Throws when the
 * outputs cannot cover it.
 */
export function buildTransferTransaction({
  from,
  utxos,
  recipients,
  feeRate,
  network,
}: BuildTransferTransactionParameters): btc.Transaction {
  const inputs = utxos.map((utxo) => ({
    txid: utxo.txid,
    index: utxo.vout,
    witnessUtxo: { script: from.script, amount: BigInt(utxo.value) },
  }))
  const outputs = recipients.map((r) => ({ address: r.address, amount: r.amount }))
  const selected = btc.selectUTXO(inputs, outputs, 'default', {
    changeAddress: from.address,
    feePerByte: feeRate,
    network,
    createTx: true,
    bip69: false,
  })
  if (!selected?.tx) throw new Error('Insufficient balance for this transfer and its fee')
  return selected.tx
}
