import type { Insertable } from 'kysely'
import { type Address, BlockNotFoundError, type Hex, numberToHex, type PublicClient } from 'viem'
import { TRANSFER_TOPIC } from './constants.js'
import type { IndexerTransfersTable, TransferKind } from './tables.js'

/** A transfer row as the indexer stores it. */
export type TransferRow = Insertable<IndexerTransfersTable>

/** The hash of block `number` on the chain, or undefined when the chain has no such block. */
export async function getBlockHash(
  client: PublicClient,
  number: number,
): Promise<string | undefined> {
  try {
    const block = await client.getBlock({ blockNumber: BigInt(number) })
    return block.hash ?? undefined
  } catch (error) {
    if (error instanceof BlockNotFoundError) return undefined
    throw error
  }
}

type RawLog = {
  address: Address
  topics: Hex[]
  data: Hex
  blockNumber: Hex
  blockHash: Hex
  transactionHash: Hex
  transactionIndex: Hex
  logIndex: Hex
  removed?: boolean
}

/**
 * Reads blocks `from`..`to` with their transactions, value receipts and Transfer logs, as rows;
 * `inconsistent` when the chain moved while they were read (the caller reads again).
 */
export async function readBlockBatch(
  client: PublicClient,
  chainId: number,
  from: number,
  to: number,
) {
  const numbers = Array.from({ length: to - from + 1 }, (_, i) => from + i)
  const [blocks, logs] = await Promise.all([
    Promise.all(
      numbers.map((n) => client.getBlock({ blockNumber: BigInt(n), includeTransactions: true })),
    ),
    client.request({
      method: 'eth_getLogs',
      params: [
        { fromBlock: numberToHex(from), toBlock: numberToHex(to), topics: [TRANSFER_TOPIC] },
      ],
    }) as Promise<RawLog[]>,
  ])
  let inconsistent = false
  const byHash = new Map<string, (typeof blocks)[number]>()
  for (const [i, block] of blocks.entries()) {
    byHash.set(block.hash, block)
    if (i > 0 && block.parentHash !== blocks[i - 1]!.hash) inconsistent = true
  }
  const transfers: TransferRow[] = []
  const txs = new Map<string, { from: string; to: string | null; index: number }>()
  const valueTxs: {
    block: (typeof blocks)[number]
    tx: (typeof blocks)[number]['transactions'][number]
  }[] = []
  for (const block of blocks)
    for (const tx of block.transactions) {
      txs.set(tx.hash, {
        from: tx.from.toLowerCase(),
        to: tx.to?.toLowerCase() ?? null,
        index: tx.transactionIndex,
      })
      if (tx.value > 0n) valueTxs.push({ block, tx })
    }
  const receipts = await Promise.all(
    valueTxs.map(({ tx }) => client.getTransactionReceipt({ hash: tx.hash })),
  )
  for (const [i, { block, tx }] of valueTxs.entries()) {
    const receipt = receipts[i]!
    if (receipt.status !== 'success') continue
    const to = (tx.to ?? receipt.contractAddress)?.toLowerCase()
    if (!to) continue
    transfers.push({
      chain_id: chainId,
      block_number: Number(block.number),
      block_timestamp: Number(block.timestamp),
      tx_hash: tx.hash,
      tx_index: tx.transactionIndex,
      log_index: -1,
      tx_from: tx.from.toLowerCase(),
      tx_to: tx.to?.toLowerCase() ?? null,
      from_address: tx.from.toLowerCase(),
      to_address: to,
      token_address: null,
      kind: 'native',
      amount: tx.value.toString(),
    })
  }
  for (const log of logs) {
    const block = byHash.get(log.blockHash)
    if (!block || log.removed) {
      inconsistent = true
      continue
    }
    const decoded = decodeTransferLog(log)
    if (!decoded) continue
    const tx = txs.get(log.transactionHash)
    transfers.push({
      chain_id: chainId,
      block_number: Number(block.number),
      block_timestamp: Number(block.timestamp),
      tx_hash: log.transactionHash,
      tx_index: Number(log.transactionIndex),
      log_index: Number(log.logIndex),
      tx_from: tx?.from ?? decoded.from,
      tx_to: tx?.to ?? null,
      from_address: decoded.from,
      to_address: decoded.to,
      token_address: log.address.toLowerCase(),
      kind: decoded.kind,
      amount: decoded.amount,
    })
  }
  return {
    inconsistent,
    transfers,
    blocks: blocks.map((block) => ({
      chain_id: chainId,
      number: Number(block.number),
      hash: block.hash,
      parent_hash: block.parentHash,
      timestamp: Number(block.timestamp),
    })),
  }
}

/** ERC-20 Transfer: 3 topics + 32-byte value; ERC-721: 4 topics (the token id is indexed). */
function decodeTransferLog(
  log: RawLog,
): { from: string; to: string; kind: Exclude<TransferKind, 'native'>; amount: string } | undefined {
  const [, fromTopic, toTopic, idTopic] = log.topics
  if (!fromTopic || !toTopic) return undefined
  const from = topicToAddress(fromTopic)
  const to = topicToAddress(toTopic)
  if (log.topics.length === 4 && idTopic)
    return { from, to, kind: 'erc721', amount: BigInt(idTopic).toString() }
  if (log.topics.length === 3 && log.data.length === 66)
    return { from, to, kind: 'erc20', amount: BigInt(log.data).toString() }
  return undefined
}

function topicToAddress(topic: Hex): string {
  return `0x${topic.slice(-40)}`.toLowerCase()
}
