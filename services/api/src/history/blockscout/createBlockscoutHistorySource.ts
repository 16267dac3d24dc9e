import type { NftItem } from '@portico/protocol'
import { getAddress } from 'viem'
import { checkSourceAnswer } from '../checkSourceAnswer.js'
import { BLOCKSCOUT_NFT_MAX_PAGES } from '../constants.js'
import { fetchSourceJson } from '../fetchSourceJson.js'
import type { HistoryRow, NativeCurrency } from '../HistoryRow.js'
import type { HistorySource } from '../HistorySource.js'
import { HistorySourceError } from '../HistorySourceError.js'
import { isSafeImageUrl } from '../isSafeImageUrl.js'
import { mergeHistoryLists, type UpstreamList } from '../mergeHistoryLists.js'
import { toHistoryItem } from '../toHistoryItem.js'
import {
  BlockscoutNftInstance,
  type BlockscoutToken,
  BlockscoutTokenTransfer,
  BlockscoutTransaction,
  blockscoutPage,
} from './blockscoutSchemas.js'

const SOURCE = 'blockscout'
const TransactionsPage = blockscoutPage(BlockscoutTransaction)
const TokenTransfersPage = blockscoutPage(BlockscoutTokenTransfer)
const NftPage = blockscoutPage(BlockscoutNftInstance)

/** Parameters of {@link createBlockscoutHistorySource}. */
export type CreateBlockscoutHistorySourceParameters = {
  /** The instance's address, e.g. `https://eth.blockscout.com` (a trailing `/api/v2` is allowed). */
  url: string
  /** The chain the instance indexes. */
  chainId: number
  native: NativeCurrency
}

/** A `next_page_params` as a query string; checked again when it comes back in a cursor. */
function isPageQuery(page: string): boolean {
  if (page.length > 600) return false
  const entries = [...new URLSearchParams(page)]
  return (
    entries.length <= 12 &&
    entries.every(([key, value]) => /^[a-z_]{1,40}$/.test(key) && value.length <= 100)
  )
}

function toPageQuery(params: Record<string, string | number | boolean | null> | null) {
  if (params === null) return null
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params))
    if (value !== null) query.set(key, String(value))
  return query.toString()
}

function seconds(iso: string): number {
  const ms = Date.parse(iso)
  if (Number.isNaN(ms)) throw new HistorySourceError(SOURCE, 'malformed', 'a timestamp is no time')
  return Math.floor(ms / 1000)
}

function tokenOf(token: BlockscoutToken) {
  const address = (token.address_hash ?? token.address)?.toLowerCase()
  if (!address) throw new HistorySourceError(SOURCE, 'malformed', 'a token has no address')
  return {
    address,
    ...(token.name ? { name: token.name } : {}),
    ...(token.symbol ? { symbol: token.symbol } : {}),
    ...(token.decimals != null ? { decimals: Number(token.decimals) } : {}),
    ...(token.icon_url && isSafeImageUrl(token.icon_url) ? { iconUrl: token.icon_url } : {}),
  }
}

type NftCursor = { p: string | null; s: number }

/**
 * History and NFTs from a Blockscout instance's REST API v2 (open source, self-hostable):
 * `/api/v2/addresses/{address}/transactions` (native value of successful transactions) and
 * `/token-transfers` (ERC-20 and ERC-721) merged into whole transactions, `/nft` for the ERC-721
 * tokens held; paged with `next_page_params`. Every answer is checked against the published
 * shape (blockscoutSchemas.ts). Tested against a local stand-in built from that shape
 * (testing/createBlockscoutStandIn.ts), not against a live instance.
 */
export function createBlockscoutHistorySource({
  url,
  chainId,
  native,
}: CreateBlockscoutHistorySourceParameters): HistorySource {
  const base = new URL(`${url.replace(/\/+$/, '').replace(/\/api\/v2$/, '')}/`)
  if (base.protocol !== 'http:' && base.protocol !== 'https:')
    throw new Error(`Blockscout URL of chain ${chainId} must be http(s)`)
  const get = (
    address: string,
    path: string,
    query: string | null,
    fixed: Record<string, string> = {},
  ) => {
    const target = new URL(`api/v2/addresses/${getAddress(address)}/${path}`, base)
    for (const [key, value] of new URLSearchParams(query ?? '')) target.searchParams.set(key, value)
    for (const [key, value] of Object.entries(fixed)) target.searchParams.set(key, value)
    return fetchSourceJson({ source: SOURCE, url: target })
  }

  const lists = (account: string): UpstreamList[] => [
    {
      isPage: isPageQuery,
      async read(page) {
        const answer = checkSourceAnswer(
          SOURCE,
          TransactionsPage,
          await get(account, 'transactions', page),
        )
        const rows: HistoryRow[] = []
        for (const tx of answer.items) {
          const block = tx.block_number ?? tx.block
          if (block === undefined)
            throw new HistorySourceError(SOURCE, 'malformed', 'a transaction has no block')
          const from = tx.from.hash.toLowerCase()
          const to = tx.to?.hash.toLowerCase() ?? null
          if (tx.status === 'error' || BigInt(tx.value) === 0n || to === null) continue
          if (from !== account && to !== account) continue
          rows.push({
            block,
            hash: tx.hash.toLowerCase(),
            timestamp: seconds(tx.timestamp),
            txFrom: from,
            txTo: to,
            kind: 'native',
            from,
            to,
            amount: tx.value,
            order: -1,
          })
        }
        return { rows, next: toPageQuery(answer.next_page_params) }
      },
    },
    {
      isPage: isPageQuery,
      async read(page) {
        const answer = checkSourceAnswer(
          SOURCE,
          TokenTransfersPage,
          await get(account, 'token-transfers', page, { type: 'ERC-20,ERC-721' }),
        )
        const rows: HistoryRow[] = []
        for (const transfer of answer.items) {
          const kind =
            transfer.token.type === 'ERC-20'
              ? 'erc20'
              : transfer.token.type === 'ERC-721'
                ? 'erc721'
                : undefined
          const from = transfer.from.hash.toLowerCase()
          const to = transfer.to.hash.toLowerCase()
          if (!kind || (from !== account && to !== account)) continue
          const total = transfer.total
          const amount = 'token_id' in total ? total.token_id : total.value
          if ((kind === 'erc721') !== 'token_id' in total)
            throw new HistorySourceError(
              SOURCE,
              'malformed',
              'a transfer total does not fit its token type',
            )
          rows.push({
            block: transfer.block_number,
            hash: transfer.transaction_hash.toLowerCase(),
            timestamp: seconds(transfer.timestamp),
            kind,
            from,
            to,
            amount,
            token: tokenOf(transfer.token),
            order: Number(transfer.log_index),
          })
        }
        return { rows, next: toPageQuery(answer.next_page_params) }
      },
    },
  ]

  return {
    name: SOURCE,
    async history(address, { cursor, limit, beforeBlock }) {
      const account = address.toLowerCase()
      const { groups, next } = await mergeHistoryLists({
        source: SOURCE,
        lists: lists(account),
        cursor,
        limit,
        beforeBlock,
      })
      return { data: groups.map((rows) => toHistoryItem({ account, chainId, native, rows })), next }
    },

    async nfts(address, { cursor, limit }) {
      let position: NftCursor = { p: null, s: 0 }
      if (cursor !== undefined) {
        try {
          position = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as NftCursor
        } catch {}
        if (
          !(position.p === null || (typeof position.p === 'string' && isPageQuery(position.p))) ||
          !Number.isSafeInteger(position.s) ||
          position.s < 0
        )
          throw new HistorySourceError(SOURCE, 'invalid-cursor', 'not a cursor of this source')
      }
      const nfts: NftItem[] = []
      for (let pages = 0; ; pages++) {
        const answer = checkSourceAnswer(
          SOURCE,
          NftPage,
          await get(address, 'nft', position.p, { type: 'ERC-721' }),
        )
        const items = answer.items.slice(position.s)
        const room = limit - nfts.length
        for (const instance of items.slice(0, room)) {
          const token = tokenOf(instance.token)
          const collectionName = token.name ?? token.symbol ?? 'NFT'
          const name = instance.metadata?.name
          nfts.push({
            chainId: `eip155:${chainId}`,
            contract: getAddress(token.address),
            tokenId: instance.id,
            name:
              typeof name === 'string' && name.length > 0 && name.length <= 200
                ? name
                : `${collectionName} #${instance.id}`,
            ...(instance.image_url && isSafeImageUrl(instance.image_url)
              ? { imageUrl: instance.image_url }
              : {}),
            collection: { name: collectionName, symbol: token.symbol ?? '' },
          })
        }
        const next = toPageQuery(answer.next_page_params)
        if (items.length > room) {
          const left: NftCursor = { p: position.p, s: position.s + room }
          return { nfts, next: Buffer.from(JSON.stringify(left)).toString('base64url') }
        }
        if (next === null) return { nfts, next: null }
        position = { p: next, s: 0 }
        if (nfts.length >= limit || pages + 1 >= BLOCKSCOUT_NFT_MAX_PAGES)
          return { nfts, next: Buffer.from(JSON.stringify(position)).toString('base64url') }
      }
    },
  }
}
