import { bitcoin } from './bitcoinjs.js'
import { blockSubsidy, createRegtestGenesisBlock } from './regtest.js'
import { getScriptAddress } from './scripts.js'
import { TransactionRejectedError } from './TransactionRejectedError.js'
import {
  type LedgerUtxo,
  type LedgerView,
  outpointOf,
  validateTransaction,
} from './validateTransaction.js'

type Transaction = InstanceType<typeof bitcoin.Transaction>
type Block = InstanceType<typeof bitcoin.Block>

/** A block of the ledger's chain. */
export type LedgerBlock = {
  block: Block
  hash: string
  height: number
  /** Median of the last 11 block times up to this one (BIP-113). */
  medianTime: number
  txids: string[]
}

/** A known transaction: in a block, or in the mempool (block fields undefined). */
export type LedgerTransaction = {
  tx: Transaction
  txid: string
  /** The outputs its inputs spend (empty for a coinbase). */
  prevouts: LedgerUtxo[]
  fee: number
  blockHash?: string
  blockHeight?: number
  blockTime?: number
}

/** Who spent an output, and whether that spend is confirmed. */
export type LedgerSpend = { txid: string; vin: number; confirmed: boolean }

/** Parameters of {@link BitcoinLedger}. */
export type BitcoinLedgerParameters = {
  /** Output script the coinbase of each mined block pays (subsidy + fees). */
  minerScript: Uint8Array
}

/** Largest block weight (consensus). */
const MAX_BLOCK_WEIGHT = 4_000_000
const WITNESS_COMMITMENT_HEADER = Buffer.from('6a24aa21a9ed', 'hex')
const COINBASE_TAG = Buffer.from('/portico devnet/')

/**
 * A regtest chain in memory: blocks from the real regtest genesis, a UTXO set, a mempool and
 * address indexes. {@link acceptTransaction} validates like Bitcoin Core's mempool (see
 * validateTransaction); {@link mine} builds a real block (BIP-34 height, BIP-141 witness
 * commitment, regtest proof of work) with the mempool in it.
 */
export class BitcoinLedger {
  readonly #blocks: LedgerBlock[] = []
  readonly #blocksByHash = new Map<string, LedgerBlock>()
  readonly #transactions = new Map<string, LedgerTransaction>()
  readonly #utxos = new Map<string, LedgerUtxo>()
  readonly #spends = new Map<string, LedgerSpend>()
  readonly #mempool: string[] = []
  /** Output script (hex) → txids that pay or spend it, oldest first. */
  readonly #history = new Map<string, string[]>()
  readonly #minerScript: Buffer

  constructor({ minerScript }: BitcoinLedgerParameters) {
    this.#minerScript = Buffer.from(minerScript)
    const genesis = createRegtestGenesisBlock()
    const coinbase = genesis.transactions![0]!
    // As in Bitcoin Core, the genesis coinbase is known but its output is not spendable.
    this.#append(genesis, [coinbase.getId()])
    this.#transactions.set(coinbase.getId(), {
      tx: coinbase,
      txid: coinbase.getId(),
      prevouts: [],
      fee: 0,
      blockHash: genesis.getId(),
      blockHeight: 0,
      blockTime: genesis.timestamp,
    })
  }

  /** The chain's last block. */
  get tip(): LedgerBlock {
    return this.#blocks[this.#blocks.length - 1]!
  }

  /** The block at a height, if the chain is that long. */
  getBlockAtHeight(height: number): LedgerBlock | undefined {
    return this.#blocks[height]
  }

  /** The block with a hash (lowercase hex), if any. */
  getBlock(hash: string): LedgerBlock | undefined {
    return this.#blocksByHash.get(hash)
  }

  /** A transaction by txid (lowercase hex), confirmed or in the mempool. */
  getTransaction(txid: string): LedgerTransaction | undefined {
    return this.#transactions.get(txid)
  }

  /** Txids in the mempool, in arrival order. */
  get mempoolTxids(): readonly string[] {
    return this.#mempool
  }

  /** Who spent `txid:vout`, if anyone did. */
  getSpend(txid: string, vout: number): LedgerSpend | undefined {
    return this.#spends.get(`${txid}:${vout}`)
  }

  /** The transactions that pay or spend an output script, oldest first. */
  getHistory(script: Uint8Array): LedgerTransaction[] {
    const txids = this.#history.get(Buffer.from(script).toString('hex')) ?? []
    return txids.map((txid) => this.#transactions.get(txid)!)
  }

  /** The unspent outputs to a script (mempool ones included), oldest first. */
  getUtxos(script: Uint8Array): LedgerUtxo[] {
    const key = Buffer.from(script)
    const seen = new Set<string>()
    const utxos: LedgerUtxo[] = []
    for (const { tx, txid } of this.getHistory(script))
      for (const [vout, output] of tx.outs.entries()) {
        const outpoint = `${txid}:${vout}`
        const utxo = this.#utxos.get(outpoint)
        if (utxo && output.script.equals(key) && !seen.has(outpoint)) {
          seen.add(outpoint)
          utxos.push(utxo)
        }
      }
    return utxos
  }

  /**
   * Validates a transaction and adds it to the mempool; returns its txid. Throws
   * {@link TransactionRejectedError} (Bitcoin Core's reject reason, in words) when refused.
   */
  acceptTransaction(tx: Transaction): string {
    const view: LedgerView = {
      getUtxo: (outpoint) => this.#utxos.get(outpoint),
      getSpender: (outpoint) => this.#spends.get(outpoint),
      findTransaction: (txid) => {
        const known = this.#transactions.get(txid)
        return known ? (known.blockHash ? 'chain' : 'mempool') : undefined
      },
      nextHeight: this.tip.height + 1,
      medianTimePast: this.tip.medianTime,
    }
    const { fee, prevouts } = validateTransaction(tx, view)
    const txid = tx.getId()
    this.#transactions.set(txid, { tx, txid, prevouts, fee })
    this.#mempool.push(txid)
    this.#index(tx, txid, prevouts, undefined)
    return txid
  }

  /**
   * Mines one block: a coinbase paying the subsidy and the fees to the miner (or `payTo`), then
   * the mempool in arrival order (so parents precede children), up to the block weight limit.
   * `time` (seconds) defaults to now, kept above the median time past.
   */
  mine({ time, payTo }: { time?: number; payTo?: Uint8Array } = {}): LedgerBlock {
    const height = this.tip.height + 1
    const included: LedgerTransaction[] = []
    let weight = 4_000 // header, coinbase and counts, generously
    for (const txid of this.#mempool) {
      const entry = this.#transactions.get(txid)!
      const txWeight = entry.tx.weight()
      if (weight + txWeight > MAX_BLOCK_WEIGHT) break
      weight += txWeight
      included.push(entry)
    }
    const fees = included.reduce((sum, entry) => sum + entry.fee, 0)

    const coinbase = new bitcoin.Transaction()
    coinbase.version = 2
    coinbase.addInput(
      Buffer.alloc(32),
      0xffffffff,
      0xffffffff,
      bitcoin.script.compile([bitcoin.script.number.encode(height), COINBASE_TAG]),
    )
    coinbase.setWitness(0, [Buffer.alloc(32)])
    coinbase.addOutput(Buffer.from(payTo ?? this.#minerScript), blockSubsidy(height) + fees)
    const transactions = [coinbase, ...included.map((entry) => entry.tx)]
    const witnessCommit = bitcoin.Block.calculateMerkleRoot(transactions, true)
    coinbase.addOutput(Buffer.concat([WITNESS_COMMITMENT_HEADER, witnessCommit]), 0)

    const block = new bitcoin.Block()
    block.version = 0x20000000
    block.prevHash = this.tip.block.getHash()
    block.transactions = transactions
    block.merkleRoot = bitcoin.Block.calculateMerkleRoot(transactions)
    block.witnessCommit = witnessCommit
    block.timestamp = Math.max(time ?? Math.floor(Date.now() / 1000), this.tip.medianTime + 1)
    block.bits = this.tip.block.bits
    block.nonce = 0
    while (!block.checkProofOfWork()) block.nonce++
    if (!block.checkTxRoots())
      throw new Error('the mined block does not commit to its transactions')

    const txids = transactions.map((tx) => tx.getId())
    const ledgerBlock = this.#append(block, txids)
    const blockFields = {
      blockHash: ledgerBlock.hash,
      blockHeight: height,
      blockTime: block.timestamp,
    }
    this.#transactions.set(txids[0]!, {
      tx: coinbase,
      txid: txids[0]!,
      prevouts: [],
      fee: 0,
      ...blockFields,
    })
    this.#index(coinbase, txids[0]!, [], height)
    for (const entry of included) {
      Object.assign(entry, blockFields)
      for (const input of entry.tx.ins) {
        const spend = this.#spends.get(outpointOf(input))
        if (spend) spend.confirmed = true
      }
      for (const vout of entry.tx.outs.keys()) {
        const utxo = this.#utxos.get(`${entry.txid}:${vout}`)
        if (utxo) utxo.height = height
      }
    }
    this.#mempool.splice(0, included.length)
    return ledgerBlock
  }

  /** Parses raw transaction hex, validates it and adds it to the mempool; returns the txid. */
  acceptRawTransaction(hex: string): string {
    let tx: Transaction
    try {
      tx = bitcoin.Transaction.fromHex(hex)
    } catch (error) {
      throw new TransactionRejectedError(
        'TX decode failed',
        `the hex is not a serialized transaction (${(error as Error).message})`,
      )
    }
    return this.acceptTransaction(tx)
  }

  #append(block: Block, txids: string[]): LedgerBlock {
    const height = this.#blocks.length
    const times = [...this.#blocks.slice(-10).map((b) => b.block.timestamp), block.timestamp]
    times.sort((a, b) => a - b)
    const ledgerBlock: LedgerBlock = {
      block,
      hash: block.getId(),
      height,
      medianTime: times[Math.floor(times.length / 2)]!,
      txids,
    }
    this.#blocks.push(ledgerBlock)
    this.#blocksByHash.set(ledgerBlock.hash, ledgerBlock)
    return ledgerBlock
  }

  #index(tx: Transaction, txid: string, prevouts: LedgerUtxo[], height: number | undefined): void {
    const touched = new Set<string>()
    for (const [vin, input] of tx.ins.entries()) {
      if (tx.isCoinbase()) break
      const outpoint = outpointOf(input)
      this.#utxos.delete(outpoint)
      this.#spends.set(outpoint, { txid, vin, confirmed: height !== undefined })
      touched.add(prevouts[vin]!.script.toString('hex'))
    }
    for (const [vout, output] of tx.outs.entries()) {
      if (getScriptAddress(output.script) === undefined) continue // OP_RETURN, commitments
      this.#utxos.set(`${txid}:${vout}`, {
        txid,
        vout,
        value: output.value,
        script: output.script,
        height,
        coinbase: tx.isCoinbase(),
      })
      touched.add(output.script.toString('hex'))
    }
    for (const script of touched) {
      const list = this.#history.get(script) ?? []
      list.push(txid)
      this.#history.set(script, list)
    }
  }
}
