/**
 * The shapes of the wallet-standard (`@wallet-standard/base`) the adapters' shared discovery reads,
 * written here so core depends on no wallet-standard package; the real `Wallet` fits them.
 */

/** A wallet account: its address and the chains it serves. */
export type StandardWalletAccountLike = {
  readonly address: string
  readonly chains: readonly string[]
}

/** A wallet-standard wallet. */
export type StandardWalletLike = {
  readonly name: string
  readonly icon: string
  readonly chains: readonly string[]
  readonly features: Readonly<Record<string, unknown>>
  readonly accounts: readonly StandardWalletAccountLike[]
}

/** The wallet-standard registry (`getWallets()` of `@wallet-standard/app`), as far as discovery uses it. */
export type StandardWalletRegistryLike<wallet extends StandardWalletLike> = {
  get(): readonly wallet[]
  on(event: 'register' | 'unregister', listener: () => void): () => void
}

/** The `standard:events` feature: `change` with the wallet's new accounts (when they changed). */
export type StandardEventsLike = {
  on(
    event: 'change',
    listener: (properties: { accounts?: readonly StandardWalletAccountLike[] }) => void,
  ): () => void
}
