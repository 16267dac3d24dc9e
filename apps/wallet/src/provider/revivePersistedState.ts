import type { TestWalletChain } from './types.js'

/** What an EIP-1193 test wallet keeps in storage between page loads. */
export type PersistedWalletState = {
  authorized: boolean
  authorizedAt: number
  accountIndex: number
  chainId: number
  addedChains: TestWalletChain[]
}

/** Parameters of {@link revivePersistedState}. */
export type RevivePersistedStateParameters = {
  /** The stored JSON. */
  raw: string
  /** The state from the configuration, for anything missing or no longer valid. */
  fallback: PersistedWalletState
  configChains: readonly TestWalletChain[]
  accountCount: number
}

/**
 * The stored state, checked field by field: added chains that are well formed and not configured
 * ones, an account index and chain id the wallet still has; unreadable JSON is the fallback.
 */
export function revivePersistedState({
  raw,
  fallback,
  configChains,
  accountCount,
}: RevivePersistedStateParameters): PersistedWalletState {
  try {
    const saved = JSON.parse(raw) as Partial<PersistedWalletState>
    const addedChains = Array.isArray(saved.addedChains)
      ? saved.addedChains.filter(
          (c) =>
            typeof c?.chainId === 'number' &&
            typeof c.rpcUrl === 'string' &&
            !configChains.some((k) => k.chainId === c.chainId),
        )
      : []
    const known = [...configChains, ...addedChains]
    return {
      authorized: saved.authorized === true,
      authorizedAt: typeof saved.authorizedAt === 'number' ? saved.authorizedAt : 0,
      accountIndex:
        typeof saved.accountIndex === 'number' &&
        Number.isInteger(saved.accountIndex) &&
        saved.accountIndex >= 0 &&
        saved.accountIndex < accountCount
          ? saved.accountIndex
          : fallback.accountIndex,
      chainId: known.some((c) => c.chainId === saved.chainId)
        ? (saved.chainId as number)
        : fallback.chainId,
      addedChains,
    }
  } catch {
    return fallback
  }
}
