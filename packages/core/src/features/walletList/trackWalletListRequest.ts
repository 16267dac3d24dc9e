import type { PorticoContext } from '../../context.js'
import type { WalletListState } from '../../state/types.js'

/** The fields of `stores.walletList` that say where a kind of catalogue request stands. */
export type WalletListStatusKey = 'status' | 'searchStatus' | 'featuredStatus'

/**
 * Runs a catalogue request and records it in `stores.walletList`: `key` is 'loading' while it
 * runs, then 'idle' (and `error` cleared) or 'error' with the error it threw, which is thrown on.
 * `isCurrent` false when it settles (a newer request of the same kind replaced it) records nothing.
 */
export async function trackWalletListRequest<Result>(
  context: PorticoContext,
  key: WalletListStatusKey,
  request: () => Promise<Result>,
  isCurrent: () => boolean = () => true,
): Promise<Result> {
  const { walletList } = context.stores
  walletList.setState({ [key]: 'loading' } as Partial<WalletListState>)
  try {
    const result = await request()
    if (isCurrent()) walletList.setState({ [key]: 'idle', error: undefined })
    return result
  } catch (cause) {
    const error = cause instanceof Error ? cause : new Error(String(cause))
    if (isCurrent()) walletList.setState({ [key]: 'error', error })
    throw error
  }
}
