import type { WalletCatalogueEntry } from '../../state/types.js'

/**
 * Whether a catalogue wallet works with one of `namespaces` (its `chains` are CAIP-2 ids such as
 * `eip155:1`, or bare namespaces). A wallet that lists no chains is kept: the catalogue says
 * nothing against it.
 */
export function walletSupportsNamespaces(
  wallet: Pick<WalletCatalogueEntry, 'chains'>,
  namespaces: readonly string[],
): boolean {
  if (!wallet.chains?.length) return true
  return wallet.chains.some((chain) => namespaces.includes(chain.split(':')[0] ?? ''))
}
