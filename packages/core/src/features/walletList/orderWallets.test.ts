import { describe, expect, it } from 'vitest'
import type { WalletCatalogueEntry } from '../../state/types.js'
import type { Connector } from '../../types/connector.js'
import { type OrderWalletsParameters, orderWallets } from './orderWallets.js'

const connector = (
  id: string,
  type: Connector['type'],
  extra: Partial<Connector> = {},
): Connector => ({
  id,
  type,
  name: id,
  chain: 'eip155',
  ...extra,
})
const entry = (id: string, extra: Partial<WalletCatalogueEntry> = {}): WalletCatalogueEntry => ({
  id,
  name: `Wallet ${id}`,
  image_id: `img-${id}`,
  ...extra,
})

const ALL: OrderWalletsParameters = {
  connectors: [
    connector('ext', 'EXTERNAL'),
    connector('announced', 'ANNOUNCED', { info: { rdns: 'io.announced' } }),
    connector('wc', 'WALLET_CONNECT'),
    connector('auth', 'AUTH'),
    connector('injected', 'INJECTED'),
  ],
  recent: [{ id: 'r1', name: 'Recent one', imageId: 'img-r1' }],
  featured: [entry('f1'), entry('f2')],
  recommended: [entry('m1')],
  customWallets: [{ id: 'c1', name: 'Custom', webappLink: 'https://custom.example' }],
}

const ids = (parameters: OrderWalletsParameters) =>
  orderWallets(parameters).map((w) => `${w.group}:${w.id}`)

describe('orderWallets', () => {
  it.each([
    [
      'spec §2 "Default connector order: walletConnect, recent, injected, featured, custom, external, recommended"',
      ALL,
      [
        'walletConnect:wc',
        'recent:r1',
        'injected:announced',
        'injected:injected',
        'featured:f1',
        'featured:f2',
        'custom:c1',
        'external:ext',
        'recommended:m1',
      ],
    ],
    [
      "the dApp's connectorTypeOrder replaces the default order",
      {
        ...ALL,
        order: [
          'recommended',
          'external',
          'custom',
          'featured',
          'injected',
          'recent',
          'walletConnect',
        ],
      },
      [
        'recommended:m1',
        'external:ext',
        'custom:c1',
        'featured:f1',
        'featured:f2',
        'injected:announced',
        'injected:injected',
        'recent:r1',
        'walletConnect:wc',
      ],
    ],
    [
      'spec §9 "Recent wallets kept: 2"',
      {
        connectors: [],
        recent: [
          { id: 'a', name: 'A' },
          { id: 'b', name: 'B' },
          { id: 'c', name: 'C' },
        ],
      },
      ['recent:a', 'recent:b'],
    ],
    [
      'spec §9 "Recommended wallets: 4"',
      { connectors: [], recommended: ['1', '2', '3', '4', '5'].map((id) => entry(id)) },
      ['recommended:1', 'recommended:2', 'recommended:3', 'recommended:4'],
    ],
    [
      'spec §9 "Featured count equals number of featured ids", shown in the ids\' order',
      {
        connectors: [],
        featured: [entry('x'), entry('y'), entry('z')],
        featuredWalletIds: ['z', 'x'],
        featuredWalletsCount: 2,
      },
      ['featured:z', 'featured:x'],
    ],
    [
      'spec §9 featured count "(default 4)"',
      { connectors: [], featured: ['1', '2', '3', '4', '5'].map((id) => entry(id)) },
      ['featured:1', 'featured:2', 'featured:3', 'featured:4'],
    ],
    [
      'excluded wallets are hidden (catalogue ids, and connectors with that explorer id)',
      {
        connectors: [
          connector('x', 'ANNOUNCED', { explorerId: 'bad' }),
          connector('ok', 'ANNOUNCED'),
        ],
        featured: [entry('bad'), entry('f')],
        recommended: [entry('bad2')],
        recent: [{ id: 'bad2', name: 'Bad' }],
        excludedWalletIds: ['bad', 'bad2'],
      },
      ['injected:ok', 'featured:f'],
    ],
    [
      'the auth connector is a connect method (email, social), not a wallet of the list',
      { connectors: [connector('auth', 'AUTH')] },
      [],
    ],
  ] as const)('%s', (_rule, parameters, expected) => {
    expect(ids(parameters as OrderWalletsParameters)).toEqual(expected)
  })

  it('each wallet shows once, in its first group: an installed catalogue wallet is its connector', () => {
    const list = orderWallets({
      connectors: [connector('metamask-6963', 'ANNOUNCED', { info: { rdns: 'io.metamask' } })],
      recent: [{ id: 'metamask-6963', name: 'MetaMask', connectorId: 'metamask-6963' }],
      featured: [entry('mm', { rdns: 'io.metamask' }), entry('other')],
      recommended: [entry('mm', { rdns: 'io.metamask' }), entry('other'), entry('third')],
    })
    expect(list.map((w) => `${w.group}:${w.id}`)).toEqual([
      'recent:metamask-6963',
      'featured:other',
      'recommended:third',
    ])
    expect(list[0]).toMatchObject({ connectorId: 'metamask-6963', installed: true })
    expect(list[1]).toMatchObject({ installed: false, imageId: 'img-other' })
    expect(list[1]?.connectorId).toBeUndefined()
  })

  it('a featured wallet found in the browser keeps its catalogue entry and connects through its connector', () => {
    const [featured] = orderWallets({
      connectors: [connector('gamma', 'ANNOUNCED', { info: { rdns: 'com.gamma' } })],
      featured: [entry('g', { rdns: 'com.gamma', mobile_link: 'gamma://' })],
      order: ['featured'],
    })
    expect(featured).toMatchObject({
      id: 'gamma',
      group: 'featured',
      connectorId: 'gamma',
      installed: true,
      wallet: { id: 'g', mobile_link: 'gamma://' },
    })
  })

  it('a recent wallet whose connector is gone is left out; one from the catalogue stays', () => {
    expect(
      ids({
        connectors: [],
        recent: [
          { id: 'gone', name: 'Gone', connectorId: 'gone' },
          { id: 'cat', name: 'From the catalogue', imageId: 'img' },
        ],
      }),
    ).toEqual(['recent:cat'])
  })

  it('a custom wallet carries its links as a catalogue entry', () => {
    const [custom] = orderWallets({
      connectors: [],
      customWallets: [
        { id: 'c', name: 'C', imageUrl: 'https://c.example/i.png', mobileLink: 'c://' },
      ],
    })
    expect(custom).toMatchObject({
      group: 'custom',
      imageUrl: 'https://c.example/i.png',
      installed: false,
      wallet: { id: 'c', mobile_link: 'c://' },
    })
  })

  it('the relay connector is listed but not installed (it pairs a phone)', () => {
    expect(orderWallets({ connectors: [connector('wc', 'WALLET_CONNECT')] })[0]).toMatchObject({
      connectorId: 'wc',
      installed: false,
    })
  })
})
