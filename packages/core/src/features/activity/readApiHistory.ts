import type { HistoryItem, HistoryResponse, HistoryTransfer } from '@portico/protocol'
import { SDK_TYPE, SDK_VERSION } from '../../constants.js'
import { createHttpClient } from '../../http/createHttpClient.js'

/** Which way a transfer moved, seen from the account (`self`: from the account to itself). */
export type TransferDirection = HistoryTransfer['direction']

/**
 * A transfer of a history item as the Portico API answers it (@portico/protocol): spec §3's, with
 * its direction — read as optional, since an answer without one is still read (isTransfer).
 */
export type ApiHistoryTransfer = Omit<HistoryTransfer, 'direction'> & {
  direction?: TransferDirection | undefined
}

/** A transaction history item of `GET /v1/account/{account}/history` (spec §3; @portico/protocol). */
export type ApiHistoryItem = Omit<HistoryItem, 'transfers'> & {
  transfers: readonly ApiHistoryTransfer[]
}

/** One page of history: the items and the cursor of the next page (null: the last page). */
export type ApiHistoryPage = Omit<HistoryResponse, 'data'> & { data: ApiHistoryItem[] }

export type ReadApiHistoryParameters = {
  apiUrl: string
  projectId: string
  /** The account's address. */
  account: string
  /** CAIP-2 id of the chain, e.g. `eip155:1`. */
  chainId: string
  /** The `next` of the previous page; absent for the first. */
  cursor?: string | undefined
  signal?: AbortSignal | undefined
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isString = (value: unknown): value is string => typeof value === 'string'
const optional = (value: unknown, check: (v: unknown) => boolean) =>
  value === undefined || check(value)

function isTransfer(value: unknown): value is ApiHistoryTransfer {
  if (!isRecord(value) || !isRecord(value.quantity) || !isString(value.quantity.numeric))
    return false
  const { fungible_info: fungible, nft_info: nft, direction } = value
  return (
    optional(direction, (d) => d === 'in' || d === 'out' || d === 'self') &&
    optional(
      fungible,
      (f) =>
        isRecord(f) &&
        optional(f.name, isString) &&
        optional(f.symbol, isString) &&
        optional(f.icon, (i) => isRecord(i) && isString(i.url)),
    ) &&
    optional(
      nft,
      (n) =>
        isRecord(n) &&
        optional(n.name, isString) &&
        isRecord(n.flags) &&
        typeof n.flags.is_spam === 'boolean' &&
        optional(
          n.content,
          (c) => isRecord(c) && optional(c.preview, (p) => isRecord(p) && isString(p.url)),
        ),
    )
  )
}

function isHistoryItem(value: unknown): value is ApiHistoryItem {
  if (!isRecord(value) || !isString(value.id) || !isRecord(value.metadata)) return false
  const { minedAt, chain, operationType, status, sentFrom, sentTo } = value.metadata
  return (
    [minedAt, chain, operationType, status, sentFrom, sentTo].every(isString) &&
    Number.isFinite(Date.parse(minedAt as string)) &&
    Array.isArray(value.transfers) &&
    value.transfers.every(isTransfer)
  )
}

/**
 * One page of an account's transaction history from the Portico API (spec §7 "GET
 * /v1/account/{account}/history": cursor, chainId; response data, next). Items that do not have
 * spec §3's shape are left out; an answer without a data array throws. Loaded on demand.
 */
export async function readApiHistory({
  apiUrl,
  projectId,
  account,
  chainId,
  cursor,
  signal,
}: ReadApiHistoryParameters): Promise<ApiHistoryPage> {
  const client = createHttpClient({
    baseUrl: apiUrl,
    baseQuery: { projectId, st: SDK_TYPE, sv: SDK_VERSION },
  })
  const answer = await client.get<unknown>({
    path: `/v1/account/${encodeURIComponent(account)}/history`,
    query: { chainId, cursor },
    signal,
  })
  if (!isRecord(answer) || !Array.isArray(answer.data))
    throw new TypeError('The history answer has no data array')
  return {
    data: answer.data.filter(isHistoryItem),
    next: isString(answer.next) && answer.next !== '' ? answer.next : null,
  }
}
