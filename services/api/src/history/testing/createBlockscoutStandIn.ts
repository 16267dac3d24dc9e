import { type FixtureTransaction, fixtureHoldings } from './historyFixture.js'
import { type StandInServer, startStandInServer } from './startStandInServer.js'

/** How a stand-in answers: as the API does, or as a failing one. */
export type StandInBehavior = 'ok' | 'down' | 'rate-limited' | 'malformed' | 'not-json'

/** Items per page, as Blockscout's default. */
const BLOCKSCOUT_PAGE_SIZE = 50

/**
 * A stand-in for a Blockscout instance (REST API v2), local on 127.0.0.1: no Blockscout runs
 * here. It serves `fixture` in the shapes Blockscout publishes — https://docs.blockscout.com/openapi.yaml
 * (`Transaction`, `TokenTransfer`, `TokenInstance`, `AddressParam`, `next_page_params`) and the
 * examples of https://docs.blockscout.com/api-reference/get-address-transactions,
 * …/get-address-token-transfers and …/get-list-of-nft-owned-by-address — with keyset paging
 * (50 items a page) by `block_number` and `index`.
 */
export async function createBlockscoutStandIn({ fixture }: { fixture: FixtureTransaction[] }) {
  let behavior: StandInBehavior = 'ok'
  const addressParam = (hash: string) => ({
    hash,
    implementation_name: null,
    name: null,
    ens_domain_name: null,
    metadata: null,
    is_contract: false,
    private_tags: [],
    watchlist_names: [],
    public_tags: [],
    is_verified: false,
  })
  const token = (t: FixtureTransaction['transfers'][number]['token'], kind: string) => ({
    address_hash: t.address,
    circulating_market_cap: null,
    icon_url: null,
    name: t.name,
    decimals: kind === 'erc20' ? String(t.decimals) : null,
    symbol: t.symbol,
    type: kind === 'erc20' ? 'ERC-20' : 'ERC-721',
    exchange_rate: null,
    total_supply: '1000000',
    holders_count: '2',
  })
  const iso = (seconds: number) => new Date(seconds * 1000).toISOString().replace('Z', '000Z')

  /** Keyset paging, newest first: items after (block_number, index) of the query. */
  const page = <T>(url: URL, keyed: { key: [number, number]; item: T }[]) => {
    const after = url.searchParams.has('block_number')
      ? [Number(url.searchParams.get('block_number')), Number(url.searchParams.get('index'))]
      : undefined
    const sorted = keyed
      .sort((a, b) => b.key[0] - a.key[0] || b.key[1] - a.key[1])
      .filter(
        ({ key }) => !after || key[0] < after[0]! || (key[0] === after[0] && key[1] < after[1]!),
      )
    const items = sorted.slice(0, BLOCKSCOUT_PAGE_SIZE)
    const last = items[items.length - 1]
    return {
      items: items.map(({ item }) => item),
      next_page_params:
        sorted.length > BLOCKSCOUT_PAGE_SIZE && last
          ? { block_number: last.key[0], index: last.key[1], items_count: BLOCKSCOUT_PAGE_SIZE }
          : null,
    }
  }

  const server: StandInServer = await startStandInServer((url) => {
    if (behavior === 'down') return { status: 503, body: { message: 'Service Unavailable' } }
    if (behavior === 'rate-limited')
      return {
        status: 429,
        body: { message: 'Too Many Requests' },
        headers: { 'retry-after': '2' },
      }
    if (behavior === 'not-json') return { status: 200, body: '<html>maintenance</html>' }
    const match =
      /^\/api\/v2\/addresses\/(0x[0-9a-fA-F]{40})\/(transactions|token-transfers|nft)$/.exec(
        url.pathname,
      )
    if (!match) return { status: 404, body: { message: 'Not found' } }
    if (behavior === 'malformed')
      return { status: 200, body: { items: [{ hash: 'no hash' }], next_page_params: null } }
    const address = match[1]!.toLowerCase()
    if (match[2] === 'transactions')
      return {
        status: 200,
        body: page(
          url,
          fixture
            .filter((tx) => tx.from === address || tx.to === address)
            .map((tx) => ({
              key: [tx.block, tx.index] as [number, number],
              item: {
                hash: tx.hash,
                block_number: tx.block,
                timestamp: iso(tx.timestamp),
                from: addressParam(tx.from),
                to: addressParam(tx.to),
                value: tx.value,
                status: tx.failed ? 'error' : 'ok',
                result: tx.failed ? 'Reverted' : 'success',
                position: tx.index,
                confirmations: 100,
                method: null,
                type: 2,
                token_transfers: null,
                token_transfers_overflow: null,
                tx_types: ['coin_transfer'],
                fee: { type: 'actual', value: '21000000000000' },
              },
            })),
        ),
      }
    if (match[2] === 'token-transfers') {
      const types = (url.searchParams.get('type') ?? 'ERC-20,ERC-721,ERC-1155').split(',')
      return {
        status: 200,
        body: page(
          url,
          fixture.flatMap((tx) =>
            tx.transfers
              .filter(
                (t) =>
                  (t.from === address || t.to === address) &&
                  types.includes(t.kind === 'erc20' ? 'ERC-20' : 'ERC-721'),
              )
              .map((t) => ({
                key: [tx.block, t.logIndex] as [number, number],
                item: {
                  block_hash: `0x${'b'.repeat(64)}`,
                  block_number: tx.block,
                  from: addressParam(t.from),
                  to: addressParam(t.to),
                  log_index: t.logIndex,
                  method: 'transfer',
                  timestamp: iso(tx.timestamp),
                  token: token(t.token, t.kind),
                  total:
                    t.kind === 'erc20'
                      ? { decimals: String(t.token.decimals), value: t.amount }
                      : { token_id: t.amount, token_instance: null },
                  transaction_hash: tx.hash,
                  type: 'token_transfer',
                },
              })),
          ),
        ),
      }
    }
    const held = fixtureHoldings(fixture).filter((h) => h.owner === address)
    return {
      status: 200,
      body: page(
        url,
        held.map(({ transfer }, i) => ({
          key: [held.length - i, 0] as [number, number],
          item: {
            is_unique: true,
            id: transfer.amount,
            holder_address_hash: address,
            image_url: transfer.metadata?.image ?? null,
            animation_url: null,
            external_app_url: null,
            metadata: transfer.metadata
              ? { name: transfer.metadata.name, image: transfer.metadata.image }
              : null,
            owner: addressParam(address),
            token: token(transfer.token, 'erc721'),
            token_type: 'ERC-721',
            value: '1',
          },
        })),
      ),
    }
  })
  return {
    ...server,
    /** Answer as the API does ('ok') or fail in one of its ways. */
    behave(next: StandInBehavior) {
      behavior = next
    },
  }
}
