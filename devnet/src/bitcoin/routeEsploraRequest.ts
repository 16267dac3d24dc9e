import type { BitcoinLedger, LedgerTransaction } from './BitcoinLedger.js'
import { bitcoin } from './bitcoinjs.js'
import { formatAddressStats, formatBlock, formatStatus, formatTransaction } from './esplora.js'
import { MAX_STANDARD_TX_WEIGHT, MIN_RELAY_FEE_RATE, REGTEST_NETWORK } from './regtest.js'
import { TransactionRejectedError } from './TransactionRejectedError.js'

/** An answer of the Bitcoin API: status, content type and body. */
export type EsploraReply = { status: number; contentType: string; body: string }

/** What a route may do besides reading the ledger. */
export type EsploraRouteContext = {
  ledger: BitcoinLedger
  /** Called after POST /tx accepted a transaction (the server schedules a block). */
  onAccepted?: (txid: string) => void
}

/** Confirmation targets (blocks) of GET /fee-estimates, as Esplora lists them. */
export const FEE_ESTIMATE_TARGETS = [
  ...Array.from({ length: 25 }, (_, i) => i + 1),
  144,
  504,
  1008,
] as const

/**
 * The fee rate GET /fee-estimates answers for every target, in sat/vB: blocks on the devnet are
 * never full, so any target is met at the minimum relay fee; it is twice that so a wallet that
 * rounds its size estimate down still clears the minimum.
 */
export const DEVNET_FEE_RATE = 2 * MIN_RELAY_FEE_RATE

/** Most blocks GET /blocks lists, transactions GET /block/:hash/txs pages and /address/…/txs shows. */
const BLOCKS_PAGE = 10
const BLOCK_TXS_PAGE = 25
const ADDRESS_CHAIN_TXS = 25
const ADDRESS_MEMPOOL_TXS = 50
/** Most blocks one POST /mine may ask for. */
export const MAX_BLOCKS_PER_MINE = 200
/** Longest body POST /tx takes: a standard transaction's bytes as hex, plus slack for whitespace. */
export const MAX_TX_HEX_LENGTH = MAX_STANDARD_TX_WEIGHT * 2 + 2

const HASH_PATTERN = /^[0-9a-fA-F]{64}$/
const HEX_PATTERN = /^(?:[0-9a-fA-F]{2})+$/
const ADDRESS_PATTERN = /^[0-9A-Za-z]{14,90}$/
const HEIGHT_PATTERN = /^\d{1,9}$/

const text = (status: number, body: string): EsploraReply => ({
  status,
  contentType: 'text/plain; charset=utf-8',
  body,
})
const json = (value: unknown, status = 200): EsploraReply => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify(value),
})

/**
 * Answers one request of the Esplora HTTP API (the routes blockstream.info and mempool.space
 * serve under /api) from the ledger, plus POST /mine for tests. Plain-text errors as Esplora's:
 * 400 for a malformed hash, height, address or transaction (with the reason), 404 when unknown.
 */
export function routeEsploraRequest(
  context: EsploraRouteContext,
  method: string,
  url: URL,
  body: string,
): EsploraReply {
  const { ledger } = context
  const parts = url.pathname.split('/').filter(Boolean)
  const [head, id, sub, extra, ...rest] = parts
  const route = (m: string, ...pattern: (string | undefined)[]) =>
    method === m && pattern.every((p, i) => p === undefined || parts[i] === p)

  if (method === 'POST') {
    if (parts.length === 1 && head === 'tx') return postTransaction(context, body)
    if (parts.length === 1 && head === 'mine') return postMine(ledger, url)
    return text(404, `no route POST ${url.pathname}`)
  }
  if (method !== 'GET') return text(405, `method ${method} is not allowed`)

  if (parts.length === 0)
    return json({
      name: 'Portico devnet Bitcoin API (Esplora-style, regtest)',
      tip: { height: ledger.tip.height, hash: ledger.tip.hash },
    })
  if (head === 'blocks') {
    if (id === 'tip' && parts.length === 3 && sub === 'height')
      return text(200, String(ledger.tip.height))
    if (id === 'tip' && parts.length === 3 && sub === 'hash') return text(200, ledger.tip.hash)
    if (parts.length <= 2) {
      if (id !== undefined && !HEIGHT_PATTERN.test(id)) return text(400, 'Invalid height')
      const start = Math.min(id === undefined ? ledger.tip.height : Number(id), ledger.tip.height)
      const blocks = []
      for (let h = start; h >= 0 && blocks.length < BLOCKS_PAGE; h--) {
        const block = ledger.getBlockAtHeight(h)!
        blocks.push(formatBlock(block, ledger.getBlockAtHeight(h - 1)))
      }
      return json(blocks)
    }
  }
  if (head === 'block-height' && parts.length === 2) {
    if (!HEIGHT_PATTERN.test(id!)) return text(400, 'Invalid height')
    const block = ledger.getBlockAtHeight(Number(id))
    return block ? text(200, block.hash) : text(404, 'Block not found')
  }
  if (head === 'block' && parts.length >= 2 && parts.length <= 4) {
    if (!HASH_PATTERN.test(id!)) return text(400, 'Invalid hex string')
    const block = ledger.getBlock(id!.toLowerCase())
    if (!block) return text(404, 'Block not found')
    if (parts.length === 2)
      return json(formatBlock(block, ledger.getBlockAtHeight(block.height - 1)))
    if (parts.length === 3 && sub === 'txids') return json(block.txids)
    if (parts.length === 3 && sub === 'header') return text(200, block.block.toHex(true))
    if (parts.length === 3 && sub === 'status') {
      const next = ledger.getBlockAtHeight(block.height + 1)
      return json({ in_best_chain: true, height: block.height, next_best: next?.hash ?? null })
    }
    if (sub === 'txs') {
      if (extra !== undefined && !HEIGHT_PATTERN.test(extra))
        return text(400, 'Invalid start index')
      const start = extra === undefined ? 0 : Number(extra)
      if (start % BLOCK_TXS_PAGE !== 0)
        return text(400, `start index must be a multiple of ${BLOCK_TXS_PAGE}`)
      if (start >= block.txids.length && start > 0) return text(400, 'start index out of range')
      return json(
        block.txids
          .slice(start, start + BLOCK_TXS_PAGE)
          .map((txid) => formatTransaction(ledger.getTransaction(txid)!)),
      )
    }
  }
  if (head === 'tx' && (parts.length === 2 || parts.length === 3)) {
    if (!HASH_PATTERN.test(id!)) return text(400, 'Invalid hex string')
    const entry = ledger.getTransaction(id!.toLowerCase())
    if (!entry) return text(404, 'Transaction not found')
    if (parts.length === 2) return json(formatTransaction(entry))
    if (sub === 'hex') return text(200, entry.tx.toHex())
    if (sub === 'status') return json(formatStatus(entry))
    if (sub === 'outspends')
      return json(
        entry.tx.outs.map((_, vout) => {
          const spend = ledger.getSpend(entry.txid, vout)
          if (!spend) return { spent: false }
          const spender = ledger.getTransaction(spend.txid)!
          return { spent: true, txid: spend.txid, vin: spend.vin, status: formatStatus(spender) }
        }),
      )
  }
  if (head === 'address' && parts.length >= 2 && parts.length <= 5) {
    const script = parseAddress(id!)
    if (typeof script === 'string') return text(400, script)
    if (parts.length === 2) return json({ address: id, ...formatAddressStats(ledger, script) })
    if (parts.length === 3 && sub === 'utxo')
      return json(
        ledger.getUtxos(script).map((utxo) => ({
          txid: utxo.txid,
          vout: utxo.vout,
          status: formatStatus(ledger.getTransaction(utxo.txid)!),
          value: utxo.value,
        })),
      )
    if (sub === 'txs') {
      const history = ledger.getHistory(script).reverse()
      const mempool = history.filter((entry) => entry.blockHash === undefined)
      const chain = history.filter((entry) => entry.blockHash !== undefined)
      if (parts.length === 3)
        return json(
          [...mempool.slice(0, ADDRESS_MEMPOOL_TXS), ...chain.slice(0, ADDRESS_CHAIN_TXS)].map(
            formatTransaction,
          ),
        )
      if (parts.length === 4 && extra === 'mempool')
        return json(mempool.slice(0, ADDRESS_MEMPOOL_TXS).map(formatTransaction))
      if (extra === 'chain' && parts.length <= 5) {
        const lastSeen = rest[0]
        if (lastSeen !== undefined && !HASH_PATTERN.test(lastSeen))
          return text(400, 'Invalid hex string')
        const after = lastSeen === undefined ? 0 : chain.findIndex((e) => e.txid === lastSeen) + 1
        if (lastSeen !== undefined && after === 0) return text(404, 'Transaction not found')
        return json(chain.slice(after, after + ADDRESS_CHAIN_TXS).map(formatTransaction))
      }
    }
  }
  if (head === 'mempool') {
    const entries = ledger.mempoolTxids.map((txid) => ledger.getTransaction(txid)!)
    if (parts.length === 1)
      return json({
        count: entries.length,
        vsize: entries.reduce((sum, entry) => sum + entry.tx.virtualSize(), 0),
        total_fee: entries.reduce((sum, entry) => sum + entry.fee, 0),
        fee_histogram: feeHistogram(entries),
      })
    if (parts.length === 2 && id === 'txids') return json([...ledger.mempoolTxids])
  }
  if (route('GET', 'fee-estimates') && parts.length === 1)
    return json(
      Object.fromEntries(FEE_ESTIMATE_TARGETS.map((target) => [String(target), DEVNET_FEE_RATE])),
    )
  return text(404, `no route GET ${url.pathname}`)
}

/** The output script of a regtest address, or the reason it is not one. */
function parseAddress(address: string): Buffer | string {
  if (!ADDRESS_PATTERN.test(address)) return 'Invalid Bitcoin address'
  try {
    return bitcoin.address.toOutputScript(address, REGTEST_NETWORK)
  } catch {
    for (const [name, network] of [
      ['mainnet', bitcoin.networks.bitcoin],
      ['testnet', bitcoin.networks.testnet],
    ] as const) {
      try {
        bitcoin.address.toOutputScript(address, network)
        return `Invalid Bitcoin address: ${address} is a ${name} address; this API serves regtest (bcrt1…, m…, n…, 2…)`
      } catch {
        // not this network either
      }
    }
    return 'Invalid Bitcoin address'
  }
}

function postTransaction(context: EsploraRouteContext, body: string): EsploraReply {
  const hex = body.trim()
  if (hex.length === 0) return text(400, 'the body must be a raw transaction in hex')
  if (hex.length > MAX_TX_HEX_LENGTH)
    return text(400, `tx-size: the transaction is over ${MAX_STANDARD_TX_WEIGHT / 4} bytes`)
  if (!HEX_PATTERN.test(hex)) return text(400, 'Invalid hex string')
  try {
    const txid = context.ledger.acceptRawTransaction(hex.toLowerCase())
    context.onAccepted?.(txid)
    return text(200, txid)
  } catch (error) {
    if (error instanceof TransactionRejectedError) return text(400, error.message)
    throw error
  }
}

function postMine(ledger: BitcoinLedger, url: URL): EsploraReply {
  const raw = url.searchParams.get('blocks') ?? '1'
  const count = Number(raw)
  if (!/^\d{1,3}$/.test(raw) || count < 1 || count > MAX_BLOCKS_PER_MINE)
    return text(400, `blocks must be a whole number from 1 to ${MAX_BLOCKS_PER_MINE}`)
  const hashes = Array.from({ length: count }, () => ledger.mine().hash)
  return json({ height: ledger.tip.height, hashes })
}

function feeHistogram(entries: LedgerTransaction[]): [number, number][] {
  const byRate = new Map<number, number>()
  for (const entry of entries) {
    const vsize = entry.tx.virtualSize()
    const rate = Math.floor((entry.fee / vsize) * 10) / 10
    byRate.set(rate, (byRate.get(rate) ?? 0) + vsize)
  }
  return [...byRate.entries()].sort((a, b) => b[0] - a[0])
}
