import { describe, expect, it } from 'vitest'
import type { WalletCatalogueEntry } from '../../state/types.js'
import type { Connector } from '../../types/connector.js'
import { buildAllWalletsList } from './buildAllWalletsList.js'

const wallet = (id: string, extra: Partial<WalletCatalogueEntry> = {}): WalletCatalogueEntry => ({
  id,
  name: id.toUpperCase(),
  chains: ['eip155:1'],
  ...extra,
})
const announced: Connector = {
  id: 'io.metamask',
  type: 'ANNOUNCED',
  name: 'MetaMask (announced)',
  chain: 'eip155',
  imageUrl: 'data:image/png;base64,AA==',
  info: { rdns: 'io.metamask' },
}
const base = {
  featured: [wallet('f1'), wallet('f2')],
  customWallets: [{ id: 'custom', name: 'Custom', imageUrl: 'https://x.test/c.png' }],
  wallets: [wallet('a'), wallet('f1'), wallet('metamask', { rdns: 'io.metamask' }), wallet('b')],
  connectors: [announced],
  namespaces: ['eip155'],
  excludeWalletIds: [],
}
const ids = (rows: { id: string }[]) => rows.map((row) => row.id)

describe('buildAllWalletsList', () => {
  it('issue 4: featured first, then custom wallets, then the catalogue pages, each wallet once', () => {
    expect(ids(buildAllWalletsList(base))).toEqual(['f1', 'f2', 'custom', 'a', 'metamask', 'b'])
  })

  it('issue 4: excluded wallets hidden (excludeWalletIds), wherever they come from', () => {
    expect(ids(buildAllWalletsList({ ...base, excludeWalletIds: ['f2', 'b', 'custom'] }))).toEqual([
      'f1',
      'a',
      'metamask',
    ])
  })

  it('issue 4: wallets filtered by the active namespaces (catalogue entry chains)', () => {
    const rows = buildAllWalletsList({
      ...base,
      wallets: [
        wallet('sol', { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }),
        wallet('a'),
      ],
    })
    expect(ids(rows)).toEqual(['f1', 'f2', 'custom', 'a'])
  })

  it('a catalogue wallet installed here (same rdns as an announced connector) is that connector, marked installed', () => {
    const row = buildAllWalletsList(base).find((r) => r.id === 'metamask')
    expect(row).toMatchObject({
      connectorId: 'io.metamask',
      installed: true,
      imageUrl: announced.imageUrl,
      name: 'METAMASK',
    })
    expect(buildAllWalletsList(base).find((r) => r.id === 'a')?.installed).toBe(false)
  })

  it('while searching, only the search results', () => {
    expect(
      ids(buildAllWalletsList({ ...base, searchResults: [wallet('b'), wallet('x')] })),
    ).toEqual(['b', 'x'])
  })

  it('the custom wallet keeps its icon and links', () => {
    const row = buildAllWalletsList({
      ...base,
      customWallets: [{ id: 'c', name: 'C', imageUrl: 'https://x.test/c.png', mobileLink: 'c://' }],
    }).find((r) => r.id === 'c')
    expect(row).toMatchObject({ imageUrl: 'https://x.test/c.png', wallet: { mobile_link: 'c://' } })
  })
})
