import type { DevnetBitcoinAccount } from '../keys/bitcoinKeys.js'
import type { BitcoinLedger } from './BitcoinLedger.js'
import { bitcoin } from './bitcoinjs.js'
import { COINBASE_MATURITY, REGTEST_NETWORK, SATS_PER_BTC } from './regtest.js'
import { createEcdsaSigner } from './signers.js'

/** What each demo account gets: one payment UTXO and a few small 'inscription' UTXOs. */
export const BITCOIN_SEED = {
  /** Paid to each account's payment (P2WPKH) address. */
  paymentSats: SATS_PER_BTC,
  /** Paid to each account's ordinal (P2TR) address, one output each (the usual postage). */
  ordinalSats: [546, 546, 546],
  /** Fee rate of the funding transaction, sat/vB. */
  feeRate: 2,
  /** Seconds between the seeded blocks, which end about now. */
  blockSpacingS: 600,
} as const

/** The miner of the seed: the key that mines every block and pays the funding transaction. */
export type BitcoinMiner = { address: string; privateKey: Uint8Array }

/**
 * Seeds a fresh ledger: mines {@link COINBASE_MATURITY} + 1 blocks to the miner, ten minutes apart
 * and ending now, so block 1's coinbase matures; then one funding transaction, signed by the miner,
 * pays every account's payment and ordinal addresses ({@link BITCOIN_SEED}) and is mined in the
 * next block. Returns the funding txid.
 */
export function seedBitcoinLedger(
  ledger: BitcoinLedger,
  {
    miner,
    accounts,
    now = Math.floor(Date.now() / 1000),
  }: {
    miner: BitcoinMiner
    accounts: readonly DevnetBitcoinAccount[]
    now?: number
  },
): string {
  if (ledger.tip.height !== 0) throw new Error('the Bitcoin ledger is already seeded')
  const blocks = COINBASE_MATURITY + 2
  const startTime = now - blocks * BITCOIN_SEED.blockSpacingS
  const first = ledger.mine({ time: startTime + BITCOIN_SEED.blockSpacingS })
  for (let i = 2; i <= COINBASE_MATURITY + 1; i++)
    ledger.mine({ time: startTime + i * BITCOIN_SEED.blockSpacingS })

  const coinbase = ledger.getTransaction(first.txids[0]!)!.tx
  const minerScript = bitcoin.address.toOutputScript(miner.address, REGTEST_NETWORK)
  const outputs = accounts.flatMap((account) => [
    { address: account.payment.address, value: BITCOIN_SEED.paymentSats },
    ...BITCOIN_SEED.ordinalSats.map((value) => ({ address: account.ordinal.address, value })),
  ])
  const build = (fee: number) => {
    const psbt = new bitcoin.Psbt({ network: REGTEST_NETWORK })
    psbt.addInput({
      hash: coinbase.getId(),
      index: 0,
      witnessUtxo: { script: minerScript, value: coinbase.outs[0]!.value },
    })
    for (const output of outputs) psbt.addOutput(output)
    const spent = outputs.reduce((sum, output) => sum + output.value, 0)
    psbt.addOutput({ address: miner.address, value: coinbase.outs[0]!.value - spent - fee })
    psbt.signInput(0, createEcdsaSigner(miner.privateKey))
    psbt.finalizeAllInputs()
    return psbt.extractTransaction()
  }
  // Size the fee on a first signing; a signature's length varies by a byte at most.
  const draft = build(0)
  const funding = build((draft.virtualSize() + 1) * BITCOIN_SEED.feeRate)
  const txid = ledger.acceptTransaction(funding)
  ledger.mine({ time: startTime + blocks * BITCOIN_SEED.blockSpacingS })
  return txid
}
