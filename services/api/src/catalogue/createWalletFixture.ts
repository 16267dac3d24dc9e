import type { CatalogueFile, CatalogueFileWallet } from './catalogueFile.js'

const FIRST = ['Amber', 'Birch', 'Cobalt', 'Dune', 'Ember', 'Fjord', 'Garnet', 'Harbor', 'Iris']
const SECOND = ['Vault', 'Pocket', 'Keys', 'Wallet', 'Safe', 'Purse', 'Ledger']
const CHAINS = [
  'eip155:1',
  'eip155:10',
  'eip155:137',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'bip122:000000000019d6689c085ae165831e93',
  'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  'cosmos:cosmoshub-4',
]

/**
 * A deterministic catalogue of `count` made-up wallets for tests and benchmarks: ranks with many
 * ties (so the name and id tie-breaks matter), mixed-case names, one to three chains each, every
 * seventh certified. Names `${first} ${second} ${i}`; no images (icons are generated).
 */
export function createWalletFixture({ count }: { count: number }): CatalogueFile {
  const wallets: CatalogueFileWallet[] = []
  for (let i = 0; i < count; i++) {
    const first = FIRST[i % FIRST.length]!
    const second = SECOND[(i * 5) % SECOND.length]!
    const name = `${i % 2 === 0 ? first : first.toLowerCase()} ${second} ${i}`
    const chains = [...new Set([CHAINS[i % CHAINS.length]!, CHAINS[(i * 3) % CHAINS.length]!])]
    if (i % 11 === 0) chains.push('eip155:8453')
    wallets.push({
      id: `fixture-${i.toString().padStart(5, '0')}`,
      name,
      rdns: `com.example.fixture${i}`,
      chains: [...new Set(chains)],
      mobile_link: `fixture${i}://`,
      desktop_link: null,
      webapp_link: i % 3 === 0 ? `https://fixture${i}.example.com` : null,
      badge: i % 7 === 0 ? 'certified' : 'none',
      rank: i % 50,
    })
  }
  return { wallets }
}
