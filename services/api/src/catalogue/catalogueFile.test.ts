import { describe, expect, it } from 'vitest'
import { InvalidCatalogueFileError, validateCatalogueFile } from './catalogueFile.js'
import { createCatalogueIcon } from './createCatalogueIcon.js'
import { readDefaultCatalogue } from './seedCatalogue.js'

describe('the default catalogue', () => {
  const catalogue = readDefaultCatalogue()

  it('is valid, with unique ids and rdns, and ships no image of its own (icons are generated)', () => {
    const rdns = catalogue.wallets.flatMap((w) => (w.rdns ? [w.rdns] : []))
    expect(new Set(rdns).size).toBe(rdns.length)
    expect(catalogue.wallets.filter((w) => w.image)).toEqual([])
    expect(catalogue.wallets.length).toBeGreaterThanOrEqual(30)
  })

  it('holds the Portico test wallets, the only certified ones', () => {
    expect(catalogue.wallets.filter((w) => w.badge === 'certified').map((w) => w.rdns)).toEqual([
      'xyz.portico.testwallet',
      'xyz.portico.testwallet2',
    ])
  })

  it('has images for the currencies, tokens and networks the widget shows', () => {
    const ids = (kind: string) => catalogue.images?.filter((i) => i.kind === kind).map((i) => i.id)
    expect(ids('currency')).toEqual(['USD', 'EUR'])
    expect(ids('token')).toEqual(['ETH', 'USDC', 'DAI', 'WETH', 'SOL', 'BTC'])
    expect(ids('asset')).toEqual(
      expect.arrayContaining(['eip155:1', 'eip155:31337', 'eip155:31338']),
    )
  })
})

describe('validateCatalogueFile', () => {
  // [rule, file, a problem it reports]
  it.each<[string, unknown, string]>([
    ['a file is an object with wallets', [], '/: Expected object'],
    [
      'unknown fields are refused',
      { wallets: [{ id: 'a', name: 'A', logo: 'x' }] },
      '/wallets/0/logo: Unexpected property',
    ],
    [
      'links cannot run script',
      { wallets: [{ id: 'a', name: 'A', mobile_link: 'javascript://x' }] },
      '/wallets/0/mobile_link',
    ],
    [
      'web app links are http(s)',
      { wallets: [{ id: 'a', name: 'A', webapp_link: 'ftp://x' }] },
      '/wallets/0/webapp_link',
    ],
    ['ids are URL-safe', { wallets: [{ id: '../x', name: 'A' }] }, '/wallets/0/id'],
    [
      'rdns is reverse DNS',
      { wallets: [{ id: 'a', name: 'A', rdns: 'MetaMask' }] },
      '/wallets/0/rdns',
    ],
    [
      'chains are CAIP-2',
      { wallets: [{ id: 'a', name: 'A', chains: ['1'] }] },
      '/wallets/0/chains/0',
    ],
    [
      'images are data: URIs of image types',
      { wallets: [{ id: 'a', name: 'A', image: 'data:text/html;base64,PHA+' }] },
      '/wallets/0/image',
    ],
    [
      'images are at most 256 KiB',
      {
        wallets: [
          {
            id: 'a',
            name: 'A',
            image: `data:image/png;base64,${Buffer.alloc(300_000).toString('base64')}`,
          },
        ],
      },
      '/wallets/0/image: image of 300000 bytes, at most 262144',
    ],
    [
      'image ids are unique per kind',
      {
        wallets: [{ id: 'a', name: 'A' }],
        images: [
          { kind: 'token', id: 'X' },
          { kind: 'token', id: 'X' },
        ],
      },
      "/images/1: duplicate token image 'X'",
    ],
  ])('%s', (_rule, file, problem) => {
    expect(() => validateCatalogueFile(file)).toThrow(InvalidCatalogueFileError)
    try {
      validateCatalogueFile(file)
    } catch (error) {
      expect((error as InvalidCatalogueFileError).problems.join('\n')).toContain(problem)
    }
  })
})

describe('createCatalogueIcon', () => {
  it.each([
    ['MetaMask', 'MM'],
    ['Trust Wallet', 'TW'],
    ['imToken', 'IT'],
    ['USDC', 'USDC'],
    ['polkadot{.js}', 'PJ'],
    ['<script>', 'S'],
  ])('draws %s as %s, the same every time', (label, text) => {
    const icon = createCatalogueIcon({ id: label, label })
    expect(icon.bytes.toString()).toContain(`>${text}</text>`)
    expect(icon.bytes.equals(createCatalogueIcon({ id: label, label }).bytes)).toBe(true)
  })
})
