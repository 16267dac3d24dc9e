import type { SampleWalletState } from './sampleWalletTypes.js'

/** Oldest activity entries are dropped past this many. */
const MAX_ACTIVITY = 50

/** The sample wallet's state, its subscribers and its activity log. */
export type SampleWalletStore = {
  readonly state: SampleWalletState
  /** Replaces fields of the state and tells every subscriber. */
  update(patch: Partial<SampleWalletState>): void
  /** Adds a line to the activity log (the latest {@link MAX_ACTIVITY} are kept). */
  log(message: string): void
  /** Marks a pending proposal or request busy (being answered) or not. */
  setBusy(key: 'proposals' | 'requests', id: number, busy: boolean): void
  subscribe(listener: (state: SampleWalletState) => void): () => void
  /** Forgets every subscriber. */
  clear(): void
}

/** The state store of {@link createSampleWallet}'s wallet, starting from `initial`. */
export function createSampleWalletStore(initial: SampleWalletState): SampleWalletStore {
  let state = initial
  let activityId = 0
  const listeners = new Set<(state: SampleWalletState) => void>()
  const update = (patch: Partial<SampleWalletState>) => {
    state = { ...state, ...patch }
    for (const listener of listeners) listener(state)
  }
  return {
    get state() {
      return state
    },
    update,
    log: (message) =>
      update({
        activity: [...state.activity, { id: ++activityId, time: Date.now(), message }].slice(
          -MAX_ACTIVITY,
        ),
      }),
    setBusy: (key, id, busy) =>
      update({
        [key]: (state[key] as { id: number; busy: boolean }[]).map((x) =>
          x.id === id ? { ...x, busy } : x,
        ),
      }),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    clear: () => listeners.clear(),
  }
}
