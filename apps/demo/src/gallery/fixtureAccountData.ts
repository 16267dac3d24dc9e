import { fixtureIcon, NAMED_ADDRESS_NAME } from './fixtures.js'

/** The balances of every fixture account (spec §3 "Token balance"): the native coin and USDC. */
export function fixtureBalances(url: URL) {
  const chainId = url.searchParams.get('chainId') ?? 'eip155:31337'
  const solana = chainId.startsWith('solana:')
  return [
    {
      name: solana ? 'Solana' : 'Ether',
      symbol: solana ? 'SOL' : 'ETH',
      chainId,
      quantity: { decimals: solana ? '9' : '18', numeric: '1.2345' },
      price: solana ? 150 : 3000,
      value: solana ? 185.18 : 3703.5,
      iconUrl: '',
    },
    {
      name: 'USD Coin',
      symbol: 'USDC',
      chainId,
      address: `${chainId}:0x5FbDB2315678afecb367f032d93F642f64180aa3`,
      quantity: { decimals: '6', numeric: '250.5' },
      price: 1,
      value: 250.5,
      iconUrl: '',
    },
  ]
}

/** Account names the fixture API has registered (RegisterAccountName shows them as taken). */
export const TAKEN_NAMES: readonly string[] = [NAMED_ADDRESS_NAME, 'cobalt1.portico.eth']

/** A fixture image as a data: URL the widget shows (http(s) or `data:image/…;`). */
export const imageUrl = (color: string, shape: 'circle' | 'diamond' | 'bars') =>
  fixtureIcon(color, shape).replace('data:image/svg+xml,', 'data:image/svg+xml;charset=utf-8,')

/** The ERC-721 tokens every fixture account holds on `chainId`. */
export function fixtureNfts(chainId: string) {
  const contract = '0xe1DA8919f262Ee86f9BE05059C9280142CF23f48'
  const pals = { name: 'Portico Pals', symbol: 'PALS' }
  return [
    { tokenId: '1', image: imageUrl('#7048e8', 'circle') },
    { tokenId: '2', image: imageUrl('#0ca678', 'diamond') },
    { tokenId: '3', image: imageUrl('#f08c00', 'bars') },
  ].map(({ tokenId, image }) => ({
    chainId,
    contract,
    tokenId,
    name: `Portico Pal #${tokenId}`,
    imageUrl: image,
    collection: pals,
  }))
}

/**
 * The history of every fixture account on `chainId`: a send, a receive, an NFT and a swap this
 * month, and older ones a month and more back. Times are relative to now (the relative times read
 * the same on every run; the month headings are those of the day the tile runs).
 */
export function fixtureHistory(chainId: string, account: string) {
  const MINUTE_MS = 60_000
  const DAY_MS = 86_400_000
  const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const item = (
    id: number,
    agoMs: number,
    operationType: string,
    transfers: readonly unknown[],
  ) => ({
    id: `0x${id.toString(16).padStart(64, '0')}`,
    metadata: {
      minedAt: new Date(Date.now() - agoMs).toISOString(),
      chain: chainId,
      operationType,
      status: 'confirmed',
      sentFrom: account,
      sentTo: other,
    },
    transfers,
  })
  const coin = (numeric: string, symbol: string, direction: 'in' | 'out') => ({
    quantity: { numeric },
    direction,
    fungible_info: { name: symbol, symbol },
  })
  return [
    item(1, 4 * MINUTE_MS, 'send', [coin('0.25', 'ETH', 'out')]),
    item(2, 3 * 60 * MINUTE_MS, 'receive', [coin('250.5', 'USDC', 'in')]),
    item(3, 26 * 60 * MINUTE_MS, 'receive', [
      {
        quantity: { numeric: '1' },
        direction: 'in',
        nft_info: {
          name: 'Portico Pal #2',
          content: { preview: { url: imageUrl('#0ca678', 'diamond') } },
          flags: { is_spam: false },
        },
      },
    ]),
    item(4, 40 * DAY_MS, 'trade', [coin('1', 'ETH', 'out'), coin('2999.123456', 'USDC', 'in')]),
    item(5, 70 * DAY_MS, 'send', [coin('100', 'DAI', 'out')]),
  ]
}
