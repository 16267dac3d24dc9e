import type { NftItem } from '@portico/protocol'
import { type TSchema, Type } from '@sinclair/typebox'
import { getAddress } from 'viem'
import { checkSourceAnswer } from '../checkSourceAnswer.js'
import {
  ETHERSCAN_DEFAULT_URL,
  ETHERSCAN_MAX_RESULT_WINDOW,
  ETHERSCAN_NFT_TRANSFERS_MAX,
  ETHERSCAN_PAGE_SIZE,
} from '../constants.js'
import { fetchSourceJson } from '../fetchSourceJson.js'
import type { HistoryRow, NativeCurrency } from '../HistoryRow.js'
import type { HistorySource } from '../HistorySource.js'
import { HistorySourceError } from '../HistorySourceError.js'
import { mergeHistoryLists, type UpstreamList } from '../mergeHistoryLists.js'
import { toHistoryItem } from '../toHistoryItem.js'
import {
  EtherscanEnvelope,
  EtherscanNftTransfer,
  EtherscanTokenTransfer,
  EtherscanTransaction,
} from './etherscanSchemas.js'

const SOURCE = 'etherscan'

/** Parameters of {@link createEtherscanHistorySource}. */
export type CreateEtherscanHistorySourceParameters = {
  /** @default ETHERSCAN_DEFAULT_URL */
  url?: string | undefined
  /** The key (from the variable the operator's file names); never logged nor put in an error. */
  apiKey: string
  chainId: number
  native: NativeCurrency
}

/** A list's page: `<endblock>:<page>` (endblock empty: the chain's head). */
const PAGE = /^(\d{0,15}):(\d{1,5})$/

/**
 * History and NFTs from the Etherscan API v2 (`?chainid=…&module=account&action=txlist | tokentx
 * | tokennfttx`, newest first, `page` × `offset` ≤ 10,000 and then `endblock` moved down). NFTs
 * held are worked out from the newest ETHERSCAN_NFT_TRANSFERS_MAX ERC-721 transfers (Etherscan's
 * inventory endpoint needs a contract address and a paid plan). The envelope's errors become
 * HistorySourceErrors: 'Max calls per sec rate limit reached' is `rate-limited`. Tested against a
 * local stand-in built from the published answers (testing/createEtherscanStandIn.ts), not
 * against the live service.
 */
export function createEtherscanHistorySource({
  url = ETHERSCAN_DEFAULT_URL,
  apiKey,
  chainId,
  native,
}: CreateEtherscanHistorySourceParameters): HistorySource {
  const endpoint = new URL(url)
  if (endpoint.protocol !== 'http:' && endpoint.protocol !== 'https:')
    throw new Error(`Etherscan URL of chain ${chainId} must be http(s)`)
  if (apiKey.length === 0) throw new Error(`Etherscan key of chain ${chainId} is empty`)

  const call = async <T extends TSchema>(
    action: string,
    address: string,
    row: T,
    params: Record<string, string>,
  ) => {
    const target = new URL(endpoint)
    const query = {
      chainid: String(chainId),
      module: 'account',
      action,
      address,
      sort: 'desc',
      ...params,
      apikey: apiKey,
    }
    for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value)
    const envelope = checkSourceAnswer(
      SOURCE,
      EtherscanEnvelope,
      await fetchSourceJson({ source: SOURCE, url: target }),
    )
    if (typeof envelope.result === 'string') {
      if (/rate limit/i.test(envelope.result))
        throw new HistorySourceError(SOURCE, 'rate-limited', 'Max calls per sec rate limit reached')
      // Etherscan's own words, without the key should it ever echo it, and without control characters.
      const said = envelope.result
        .split(apiKey)
        .join('***')
        .replace(/[^\x20-\x7e]/g, '')
        .slice(0, 100)
      throw new HistorySourceError(SOURCE, 'refused', said || envelope.message)
    }
    if (envelope.status === '0' && envelope.result.length > 0)
      throw new HistorySourceError(SOURCE, 'malformed', 'rows in an error answer')
    return checkSourceAnswer(SOURCE, Type.Array(row), envelope.result)
  }

  const list = (
    read: (params: Record<string, string>) => Promise<HistoryRow[]>,
    endblockBelow: number | undefined,
  ): UpstreamList => ({
    isPage: (page) => PAGE.test(page),
    async read(page) {
      const [, end = '', number = '1'] = PAGE.exec(page ?? `${endblockBelow ?? ''}:1`) ?? []
      const pageNumber = Number(number)
      const params: Record<string, string> = {
        startblock: '0',
        page: String(pageNumber),
        offset: String(ETHERSCAN_PAGE_SIZE),
        ...(end !== '' ? { endblock: end } : {}),
      }
      const rows = await read(params)
      if (rows.length < ETHERSCAN_PAGE_SIZE) return { rows, next: null }
      if ((pageNumber + 1) * ETHERSCAN_PAGE_SIZE <= ETHERSCAN_MAX_RESULT_WINDOW)
        return { rows, next: `${end}:${pageNumber + 1}` }
      // The result window is full: go on from the last block read (its rows are skipped again).
      const lowest = rows[rows.length - 1]!.block
      if (String(lowest) === end)
        throw new HistorySourceError(
          SOURCE,
          'unavailable',
          'one block holds more rows than Etherscan pages',
        )
      return { rows, next: `${lowest}:1` }
    },
  })

  const lists = (account: string, beforeBlock: number | undefined): UpstreamList[] => {
    const end = beforeBlock === undefined ? undefined : beforeBlock - 1
    return [
      list(
        async (params) =>
          (await call('txlist', account, EtherscanTransaction, params)).flatMap(
            (tx): HistoryRow[] => {
              const from = tx.from.toLowerCase()
              const to = tx.to.toLowerCase()
              if (tx.isError !== '0' || BigInt(tx.value) === 0n || to === '') return []
              return [
                {
                  block: Number(tx.blockNumber),
                  hash: tx.hash.toLowerCase(),
                  timestamp: Number(tx.timeStamp),
                  txFrom: from,
                  txTo: to,
                  kind: 'native',
                  from,
                  to,
                  amount: tx.value,
                  order: -1,
                },
              ]
            },
          ),
        end,
      ),
      list(
        async (params) =>
          (await call('tokentx', account, EtherscanTokenTransfer, params)).map((t, i) => ({
            block: Number(t.blockNumber),
            hash: t.hash.toLowerCase(),
            timestamp: Number(t.timeStamp),
            kind: 'erc20' as const,
            from: t.from.toLowerCase(),
            to: t.to.toLowerCase(),
            amount: t.value,
            token: {
              address: t.contractAddress.toLowerCase(),
              name: t.tokenName,
              symbol: t.tokenSymbol,
              decimals: Number(t.tokenDecimal),
            },
            order: t.logIndex === undefined ? i : Number(t.logIndex),
          })),
        end,
      ),
      list(
        async (params) =>
          (await call('tokennfttx', account, EtherscanNftTransfer, params)).map((t, i) => ({
            block: Number(t.blockNumber),
            hash: t.hash.toLowerCase(),
            timestamp: Number(t.timeStamp),
            kind: 'erc721' as const,
            from: t.from.toLowerCase(),
            to: t.to.toLowerCase(),
            amount: t.tokenID,
            token: {
              address: t.contractAddress.toLowerCase(),
              name: t.tokenName,
              symbol: t.tokenSymbol,
            },
            order: t.logIndex === undefined ? i : Number(t.logIndex),
          })),
        end,
      ),
    ]
  }

  return {
    name: SOURCE,
    async history(address, { cursor, limit, beforeBlock }) {
      const account = address.toLowerCase()
      const { groups, next } = await mergeHistoryLists({
        source: SOURCE,
        lists: lists(account, beforeBlock),
        cursor,
        limit,
        beforeBlock,
      })
      return { data: groups.map((rows) => toHistoryItem({ account, chainId, native, rows })), next }
    },

    async nfts(address, { cursor, limit }) {
      if (cursor !== undefined && !/^\d{1,6}$/.test(cursor))
        throw new HistorySourceError(SOURCE, 'invalid-cursor', 'not a cursor of this source')
      const account = address.toLowerCase()
      const transfers = await call('tokennfttx', account, EtherscanNftTransfer, {
        startblock: '0',
        page: '1',
        offset: String(ETHERSCAN_NFT_TRANSFERS_MAX),
      })
      // Newest first: the first transfer seen of a token is the account's last one.
      const last = new Map<string, (typeof transfers)[number]>()
      for (const t of transfers) {
        const key = `${t.contractAddress.toLowerCase()}:${t.tokenID}`
        if (!last.has(key)) last.set(key, t)
      }
      const held = [...last.values()]
        .filter((t) => t.to.toLowerCase() === account)
        .sort((a, b) => {
          const byContract = a.contractAddress
            .toLowerCase()
            .localeCompare(b.contractAddress.toLowerCase())
          if (byContract !== 0) return byContract
          const [x, y] = [BigInt(a.tokenID), BigInt(b.tokenID)]
          return x < y ? -1 : x > y ? 1 : 0
        })
      const from = cursor === undefined ? 0 : Number(cursor)
      const nfts = held.slice(from, from + limit).map(
        (t): NftItem => ({
          chainId: `eip155:${chainId}`,
          contract: getAddress(t.contractAddress),
          tokenId: t.tokenID,
          name: `${t.tokenName || t.tokenSymbol || 'NFT'} #${t.tokenID}`,
          collection: { name: t.tokenName || t.tokenSymbol || 'NFT', symbol: t.tokenSymbol },
        }),
      )
      return { nfts, next: from + limit < held.length ? String(from + limit) : null }
    },
  }
}
