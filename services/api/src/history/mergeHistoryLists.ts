import { HISTORY_CURSOR_MAX_CHARS, HISTORY_SOURCE_MAX_PAGES_PER_LIST } from './constants.js'
import type { HistoryRow } from './HistoryRow.js'
import { HistorySourceError } from './HistorySourceError.js'

/** One upstream list of an account's rows (transactions, token transfers …), newest block first. */
export type UpstreamList = {
  /** Reads one page: `page` null is the first, else a `next` this list returned. */
  read(page: string | null): Promise<{ rows: HistoryRow[]; next: string | null }>
  /** Whether `page` could be a `next` of this list (cursors come back from clients). */
  isPage(page: string): boolean
}

/** Where a merged page ended: each list's page to read again, and the last transaction given. */
type MergeCursor = { p: (string | null)[]; b: number; h: string }

/** Parameters of {@link mergeHistoryLists}. */
export type MergeHistoryListsParameters = {
  source: string
  lists: readonly UpstreamList[]
  cursor?: string | undefined
  limit: number
  /** Only rows of blocks below this one. */
  beforeBlock?: number | undefined
  /** @default HISTORY_SOURCE_MAX_PAGES_PER_LIST */
  maxPagesPerList?: number | undefined
}

function encodeCursor(cursor: MergeCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url')
}

function decodeCursor(source: string, value: string, lists: readonly UpstreamList[]): MergeCursor {
  const invalid = () =>
    new HistorySourceError(source, 'invalid-cursor', 'not a cursor of this source')
  if (value.length > HISTORY_CURSOR_MAX_CHARS) throw invalid()
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString())
  } catch {
    throw invalid()
  }
  const cursor = parsed as Partial<MergeCursor>
  if (
    typeof cursor !== 'object' ||
    cursor === null ||
    !Array.isArray(cursor.p) ||
    cursor.p.length !== lists.length ||
    !cursor.p.every((p, i) => p === null || (typeof p === 'string' && lists[i]!.isPage(p))) ||
    !Number.isSafeInteger(cursor.b) ||
    (cursor.b as number) < 0 ||
    typeof cursor.h !== 'string' ||
    !/^(0x[0-9a-f]{64})?$/.test(cursor.h)
  )
    throw invalid()
  return cursor as MergeCursor
}

/** Newest first: by block, then by hash (upstream lists do not all tell a transaction's index). */
function isBefore(a: { block: number; hash: string }, b: { block: number; hash: string }) {
  return a.block !== b.block ? a.block < b.block : a.hash < b.hash
}

type ListState = {
  list: UpstreamList
  start: string | null
  rows: HistoryRow[]
  next: string | null
  pages: number
}

/**
 * Pages through several upstream lists of one account at once (a source's transactions and its
 * token transfers) and answers whole transactions, newest first, `limit` at a time, with one
 * cursor. A transaction is given only once every list has been read past its block, so none is
 * split or given twice; the cursor keeps each list's page to read again and the last
 * transaction given, and rows at or above it are skipped.
 */
export async function mergeHistoryLists({
  source,
  lists,
  cursor: rawCursor,
  limit,
  beforeBlock,
  maxPagesPerList = HISTORY_SOURCE_MAX_PAGES_PER_LIST,
}: MergeHistoryListsParameters): Promise<{ groups: HistoryRow[][]; next: string | null }> {
  const cursor = rawCursor === undefined ? undefined : decodeCursor(source, rawCursor, lists)
  const bound =
    cursor !== undefined
      ? { block: cursor.b, hash: cursor.h }
      : beforeBlock !== undefined
        ? { block: beforeBlock, hash: '' }
        : undefined
  const below = (row: HistoryRow) => bound === undefined || isBefore(row, bound)
  const states: ListState[] = lists.map((list, i) => ({
    list,
    start: cursor?.p[i] ?? null,
    rows: [],
    next: null,
    pages: 0,
  }))
  const readPage = async (state: ListState, page: string | null) => {
    if (++state.pages > maxPagesPerList)
      throw new HistorySourceError(
        source,
        'unavailable',
        `more than ${maxPagesPerList} pages for one answer`,
      )
    return state.list.read(page)
  }

  // Each list from its page, skipping pages whose rows were all given already.
  let skippedAll = false
  await Promise.all(
    states.map(async (state) => {
      for (;;) {
        const page = await readPage(state, state.start)
        const kept = page.rows.filter(below)
        if (kept.length === 0 && page.next !== null) {
          if (state.pages >= maxPagesPerList) {
            skippedAll = true
            state.start = page.next
            state.next = page.next
            return
          }
          state.start = page.next
          continue
        }
        state.rows = kept
        state.next = page.next
        return
      }
    }),
  )
  if (skippedAll && bound)
    return {
      groups: [],
      next: encodeCursor({ p: states.map((s) => s.start), b: bound.block, h: bound.hash }),
    }

  // Rows above `cut` are complete: every list with more pages has been read below their block.
  let complete: HistoryRow[]
  for (;;) {
    const open = states.filter((s) => s.next !== null && s.rows.length > 0)
    const cut = Math.max(-1, ...open.map((s) => s.rows[s.rows.length - 1]!.block))
    complete = states.flatMap((s) => s.rows.filter((row) => row.block > cut))
    if (complete.length > 0 || open.length === 0) break
    // One block fills a whole page: read on in the lists that end in it.
    await Promise.all(
      open
        .filter((s) => s.rows[s.rows.length - 1]!.block === cut)
        .map(async (s) => {
          const page = await readPage(s, s.next)
          s.rows.push(...page.rows.filter(below))
          s.next = page.next
        }),
    )
  }

  const byHash = new Map<string, HistoryRow[]>()
  for (const row of complete) {
    const group = byHash.get(row.hash)
    if (group) group.push(row)
    else byHash.set(row.hash, [row])
  }
  const groups = [...byHash.values()].sort((a, b) => (isBefore(a[0]!, b[0]!) ? 1 : -1))
  const given = groups.slice(0, limit)
  const total = states.reduce((n, s) => n + s.rows.length, 0)
  const givenRows = given.reduce((n, g) => n + g.length, 0)
  const more = states.some((s) => s.next !== null) || givenRows < total
  const last = given[given.length - 1]?.[0]
  return {
    groups: given,
    next:
      more && last
        ? encodeCursor({ p: states.map((s) => s.start), b: last.block, h: last.hash })
        : null,
  }
}
