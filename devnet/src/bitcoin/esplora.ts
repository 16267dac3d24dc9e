import type { BitcoinLedger, LedgerBlock, LedgerTransaction } from './BitcoinLedger.js'
import { formatScriptAsm, getScriptAddress, getScriptType } from './scripts.js'

/** Esplora's confirmation status of a transaction. */
export type EsploraStatus =
  | { confirmed: true; block_height: number; block_hash: string; block_time: number }
  | { confirmed: false }

/** An output as Esplora describes it (in `vout`, and as an input's `prevout`). */
export type EsploraOutput = {
  scriptpubkey: string
  scriptpubkey_asm: string
  scriptpubkey_type: string
  scriptpubkey_address?: string
  value: number
}

/** Esplora's `GET /tx/:txid` answer. */
export type EsploraTransaction = {
  txid: string
  version: number
  locktime: number
  vin: {
    txid: string
    vout: number
    prevout: EsploraOutput | null
    scriptsig: string
    scriptsig_asm: string
    witness?: string[]
    is_coinbase: boolean
    sequence: number
  }[]
  vout: EsploraOutput[]
  size: number
  weight: number
  fee: number
  status: EsploraStatus
}

/** Esplora's `GET /block/:hash` answer. */
export type EsploraBlock = {
  id: string
  height: number
  version: number
  timestamp: number
  tx_count: number
  size: number
  weight: number
  merkle_root: string
  previousblockhash: string | null
  mediantime: number
  nonce: number
  bits: number
  difficulty: number
}

/** Esplora's funded/spent counters of an address (`chain_stats`, `mempool_stats`). */
export type EsploraAddressStats = {
  funded_txo_count: number
  funded_txo_sum: number
  spent_txo_count: number
  spent_txo_sum: number
  tx_count: number
}

/** Confirmation status of a ledger transaction. */
export function formatStatus(entry: LedgerTransaction): EsploraStatus {
  return entry.blockHash !== undefined
    ? {
        confirmed: true,
        block_height: entry.blockHeight!,
        block_hash: entry.blockHash,
        block_time: entry.blockTime!,
      }
    : { confirmed: false }
}

/** An output script and value, Esplora style. */
export function formatOutput(script: Uint8Array, value: number): EsploraOutput {
  const address = getScriptAddress(script)
  return {
    scriptpubkey: Buffer.from(script).toString('hex'),
    scriptpubkey_asm: formatScriptAsm(script),
    scriptpubkey_type: getScriptType(script),
    ...(address ? { scriptpubkey_address: address } : {}),
    value,
  }
}

/** A ledger transaction as Esplora's `/tx/:txid` shows it. */
export function formatTransaction(entry: LedgerTransaction): EsploraTransaction {
  const { tx } = entry
  const coinbase = tx.isCoinbase()
  return {
    txid: entry.txid,
    version: tx.version,
    locktime: tx.locktime,
    vin: tx.ins.map((input, i) => {
      const prevout = entry.prevouts[i]
      return {
        txid: Buffer.from(input.hash).reverse().toString('hex'),
        vout: input.index,
        prevout: prevout ? formatOutput(prevout.script, prevout.value) : null,
        scriptsig: input.script.toString('hex'),
        scriptsig_asm: formatScriptAsm(input.script),
        ...(input.witness.length > 0
          ? { witness: input.witness.map((item) => item.toString('hex')) }
          : {}),
        is_coinbase: coinbase,
        sequence: input.sequence,
      }
    }),
    vout: tx.outs.map((output) => formatOutput(output.script, output.value)),
    size: tx.byteLength(),
    weight: tx.weight(),
    fee: entry.fee,
    status: formatStatus(entry),
  }
}

// Difficulty 1 is the target of compact bits 0x1d00ffff.
const DIFFICULTY_1_TARGET = 0xffff * 2 ** (8 * (0x1d - 3))

/** A ledger block as Esplora's `/block/:hash` shows it. */
export function formatBlock(entry: LedgerBlock, previous: LedgerBlock | undefined): EsploraBlock {
  const { block } = entry
  const target = (block.bits & 0xffffff) * 2 ** (8 * ((block.bits >>> 24) - 3))
  return {
    id: entry.hash,
    height: entry.height,
    version: block.version,
    timestamp: block.timestamp,
    tx_count: entry.txids.length,
    size: block.byteLength(),
    weight: block.weight(),
    merkle_root: Buffer.from(block.merkleRoot!).reverse().toString('hex'),
    previousblockhash: previous?.hash ?? null,
    mediantime: entry.medianTime,
    nonce: block.nonce,
    bits: block.bits,
    difficulty: DIFFICULTY_1_TARGET / target,
  }
}

/** An address's confirmed and mempool counters, as Esplora's `/address/:address` shows them. */
export function formatAddressStats(
  ledger: BitcoinLedger,
  script: Uint8Array,
): { chain_stats: EsploraAddressStats; mempool_stats: EsploraAddressStats } {
  const empty = (): EsploraAddressStats => ({
    funded_txo_count: 0,
    funded_txo_sum: 0,
    spent_txo_count: 0,
    spent_txo_sum: 0,
    tx_count: 0,
  })
  const chain = empty()
  const mempool = empty()
  const key = Buffer.from(script)
  for (const entry of ledger.getHistory(script)) {
    const stats = entry.blockHash !== undefined ? chain : mempool
    stats.tx_count++
    for (const output of entry.tx.outs)
      if (output.script.equals(key)) {
        stats.funded_txo_count++
        stats.funded_txo_sum += output.value
      }
    for (const prevout of entry.prevouts)
      if (prevout.script.equals(key)) {
        stats.spent_txo_count++
        stats.spent_txo_sum += prevout.value
      }
  }
  return { chain_stats: chain, mempool_stats: mempool }
}
