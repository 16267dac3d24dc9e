import type { StandInBehavior } from './createBlockscoutStandIn.js'
import type { FixtureTransaction } from './historyFixture.js'
import { type StandInServer, startStandInServer } from './startStandInServer.js'

/** page × offset may not pass this (Etherscan: 'Result window is too large'). */
const RESULT_WINDOW = 10_000

/**
 * A stand-in for the Etherscan API v2, local on 127.0.0.1: the real one is on the internet, out of
 * reach here. `GET /v2/api?chainid&module=account&action=txlist|tokentx|tokennfttx&address
 * &startblock&endblock&page&offset&sort&apikey` answers `fixture` in the envelope and row shapes
 * Etherscan publishes (https://docs.etherscan.io/api-reference/endpoint/txlist, …/tokentx,
 * …/tokennfttx; errors per https://docs.etherscan.io/resources/common-error-messages): rows as
 * decimal strings, 'No transactions found' with an empty result, 'Invalid API Key', and HTTP 200
 * with 'Max calls per sec rate limit reached (5/sec)' when rate-limited.
 */
export async function createEtherscanStandIn({
  fixture,
  apiKey,
  chainId,
}: {
  fixture: FixtureTransaction[]
  apiKey: string
  chainId: number
}) {
  let behavior: StandInBehavior = 'ok'
  const notOk = (result: string) => ({
    status: 200,
    body: { status: '0', message: 'NOTOK', result },
  })
  const common = (tx: FixtureTransaction) => ({
    blockNumber: String(tx.block),
    timeStamp: String(tx.timestamp),
    hash: tx.hash,
    nonce: '1',
    blockHash: `0x${'b'.repeat(64)}`,
    transactionIndex: String(tx.index),
    gas: '100000',
    gasPrice: '1000000000',
    gasUsed: '21000',
    cumulativeGasUsed: '21000',
    input: '0x',
    confirmations: '100',
  })

  const server: StandInServer = await startStandInServer((url) => {
    if (behavior === 'down') return { status: 502, body: '<html>Bad Gateway</html>' }
    if (behavior === 'rate-limited') return notOk('Max calls per sec rate limit reached (5/sec)')
    if (behavior === 'not-json') return { status: 200, body: 'Service temporarily unavailable' }
    if (url.pathname !== '/v2/api') return { status: 404, body: 'Not Found' }
    const q = url.searchParams
    if (q.get('apikey') !== apiKey) return notOk('Invalid API Key')
    if (q.get('chainid') !== String(chainId))
      return notOk('Missing or unsupported chainid parameter')
    if (q.get('module') !== 'account') return notOk('Error! Missing Or invalid Module name')
    if (behavior === 'malformed')
      return { status: 200, body: { status: '1', message: 'OK', result: [{ blockNumber: 'x' }] } }
    const address = (q.get('address') ?? '').toLowerCase()
    const start = Number(q.get('startblock') ?? 0)
    const end = q.has('endblock') ? Number(q.get('endblock')) : Number.POSITIVE_INFINITY
    const page = Number(q.get('page') ?? 1)
    const offset = Number(q.get('offset') ?? RESULT_WINDOW)
    if (page * offset > RESULT_WINDOW)
      return notOk(
        'Result window is too large, PageNo x Offset size must be less than or equal to 10000',
      )
    const inRange = fixture.filter((tx) => tx.block >= start && tx.block <= end)
    type Keyed = { key: [number, number, number]; row: Record<string, string> }
    let rows: Keyed[]
    const action = q.get('action')
    if (action === 'txlist')
      rows = inRange
        .filter((tx) => tx.from === address || tx.to === address)
        .map((tx) => ({
          key: [tx.block, tx.index, 0],
          row: {
            ...common(tx),
            from: tx.from,
            to: tx.to,
            value: tx.value,
            isError: tx.failed ? '1' : '0',
            txreceipt_status: tx.failed ? '0' : '1',
            contractAddress: '',
            methodId: '0x',
            functionName: '',
          },
        }))
    else if (action === 'tokentx' || action === 'tokennfttx') {
      const kind = action === 'tokentx' ? 'erc20' : 'erc721'
      rows = inRange.flatMap((tx) =>
        tx.transfers
          .filter((t) => t.kind === kind && (t.from === address || t.to === address))
          .map((t) => ({
            key: [tx.block, tx.index, t.logIndex] as [number, number, number],
            row: {
              ...common(tx),
              from: t.from,
              to: t.to,
              contractAddress: t.token.address,
              tokenName: t.token.name,
              tokenSymbol: t.token.symbol,
              tokenDecimal: kind === 'erc20' ? String(t.token.decimals) : '0',
              ...(kind === 'erc20' ? { value: t.amount } : { tokenID: t.amount }),
            },
          })),
      )
    } else return notOk('Error! Missing Or invalid Action name')
    const direction = q.get('sort') === 'asc' ? -1 : 1
    rows.sort(
      (a, b) => direction * (b.key[0] - a.key[0] || b.key[1] - a.key[1] || b.key[2] - a.key[2]),
    )
    const result = rows.slice((page - 1) * offset, page * offset).map((r) => r.row)
    if (result.length === 0)
      return { status: 200, body: { status: '0', message: 'No transactions found', result: [] } }
    return { status: 200, body: { status: '1', message: 'OK', result } }
  })
  return {
    ...server,
    /** Answer as the API does ('ok') or fail in one of its ways. */
    behave(next: StandInBehavior) {
      behavior = next
    },
  }
}
