import type { IdentifierArray, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import type {
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features'
import { createMemoryStorage } from '../provider/createMemoryStorage.js'
import { UserRejectedRequestError } from '../provider/errors.js'
import { normalizeBehavior } from '../provider/normalizeBehavior.js'
import type { TestWalletBehavior, TestWalletStorage } from '../provider/types.js'

/** What every wallet-standard test wallet is configured with (Solana's and Bitcoin's options). */
export type StandardTestWalletOptions = {
  name: string
  /** Keys `window.porticoTestWallets` and the persisted authorization. */
  id: string
  icon?: string
  accountIndex?: number
  behavior?: TestWalletBehavior
}

/** Parameters of {@link createStandardWalletScaffold}. */
export type CreateStandardWalletScaffoldParameters = {
  options: StandardTestWalletOptions
  /** @default in memory */
  storage?: TestWalletStorage | undefined
  /** The icon when the options give none. */
  defaultIcon: string
  chains: IdentifierArray
  /** Throws when `index` names no account: the configured index, or the one `setAccount` selects. */
  checkAccountIndex(index: number, source: 'configured' | 'selected'): void
  /** Whether a persisted index still names an account. */
  isAccountIndex(index: number): boolean
  /** The wallet's accounts at the selected index (listed once the page is authorized). */
  accountsAt(accountIndex: number): readonly WalletAccount[]
  /** The address `setAccount` answers for the selected index. */
  addressAt(accountIndex: number): string
}

/** The controls every wallet-standard test wallet of `window.porticoTestWallets` has. */
export type StandardTestWalletControls = {
  /** Replaces the behaviour; reject lists the wallet's prompt names. */
  setBehavior(behavior: TestWalletBehavior): void
  /** Selects the account (key index) `index`; emits `change` when connected. Answers its (payment) address. */
  setAccount(index: number): string
  /** Authorizes the page without a prompt; emits `change`. Answers the accounts' addresses. */
  connect(): string[]
  /** Disconnects from the wallet side; emits `change` with no accounts. */
  disconnect(): void
  /** Forgets the persisted state and behaviour; back to the configuration. */
  reset(): void
}

/** A wallet-standard test wallet: the wallet to register and the controls a test drives it by. */
export type StandardTestWallet<state> = StandardTestWalletControls & {
  /** The wallet-standard wallet to register. */
  readonly wallet: Wallet
  readonly id: string
  getState(): state
}

/** What a wallet-standard test wallet is built on: its persisted state, prompts and events. */
export type StandardWalletScaffold = {
  readonly authorized: boolean
  readonly accountIndex: number
  /** The accounts the page sees: none until it is authorized. */
  accounts(): readonly WalletAccount[]
  /** The "user" answering a prompt: waits the behaviour's delay, rejects with 4001 if told to. */
  prompt(name: string): Promise<void>
  /** Authorizes the page (persisted) and emits `change`; nothing when it already is. */
  authorize(): void
  /** The behaviour, copied. */
  behavior(): Required<TestWalletBehavior>
  /** standard:disconnect and standard:events. */
  readonly standardFeatures: StandardDisconnectFeature & StandardEventsFeature
  /** The wallet-standard wallet with these features. */
  toWallet(features: Wallet['features']): Wallet
  readonly controls: StandardTestWalletControls
}

type PersistedState = { authorized: boolean; accountIndex: number }

const STORAGE_PREFIX = 'portico-test-wallet:'
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * The scaffolding the test Solana and Bitcoin wallets share: the authorization and selected
 * account persisted in storage, the behaviour (rejected or slow prompts), the `change` listeners of
 * standard:events, standard:disconnect, the wallet object and the controls a test drives.
 */
export function createStandardWalletScaffold(
  parameters: CreateStandardWalletScaffoldParameters,
): StandardWalletScaffold {
  const { options, chains, accountsAt } = parameters
  const storage = parameters.storage ?? createMemoryStorage()
  const storageKey = `${STORAGE_PREFIX}${options.id}`
  const icon = (options.icon ?? parameters.defaultIcon) as WalletIcon
  const listeners = new Set<StandardEventsListeners['change']>()

  const initialState = (): PersistedState => {
    const accountIndex = options.accountIndex ?? 0
    parameters.checkAccountIndex(accountIndex, 'configured')
    return { authorized: false, accountIndex }
  }
  const loadState = (): PersistedState => {
    const fallback = initialState()
    try {
      const saved = JSON.parse(
        storage.getItem(storageKey) ?? 'null',
      ) as Partial<PersistedState> | null
      if (!saved) return fallback
      const index = saved.accountIndex
      return {
        authorized: saved.authorized === true,
        accountIndex:
          typeof index === 'number' && parameters.isAccountIndex(index)
            ? index
            : fallback.accountIndex,
      }
    } catch {
      return fallback
    }
  }
  let behavior = normalizeBehavior(options.behavior, 'prompt names')
  let state = loadState()

  const saveState = () => {
    try {
      storage.setItem(storageKey, JSON.stringify(state))
    } catch {}
  }
  const accounts = () => (state.authorized ? accountsAt(state.accountIndex) : [])
  const emitChange = () => {
    for (const listener of [...listeners]) listener({ accounts: accounts() })
  }
  const setAuthorized = (authorized: boolean) => {
    if (state.authorized === authorized) return
    state = { ...state, authorized }
    saveState()
    emitChange()
  }

  return {
    get authorized() {
      return state.authorized
    },
    get accountIndex() {
      return state.accountIndex
    },
    accounts,
    async prompt(name) {
      const { reject, delayMs } = behavior
      if (delayMs > 0) await sleep(delayMs)
      if (reject === true || (Array.isArray(reject) && reject.includes(name)))
        throw new UserRejectedRequestError()
    },
    authorize: () => setAuthorized(true),
    behavior: () => ({
      ...behavior,
      reject: Array.isArray(behavior.reject) ? [...behavior.reject] : behavior.reject,
    }),
    standardFeatures: {
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          setAuthorized(false)
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(event, listener) {
          if (event !== 'change') return () => {}
          const change = listener as StandardEventsListeners['change']
          listeners.add(change)
          return () => listeners.delete(change)
        },
      },
    },
    toWallet: (features) => ({
      version: '1.0.0',
      name: options.name,
      icon,
      chains,
      features,
      get accounts() {
        return accounts()
      },
    }),
    controls: {
      setBehavior(next) {
        behavior = normalizeBehavior(next, 'prompt names')
      },
      setAccount(index) {
        parameters.checkAccountIndex(index, 'selected')
        if (index !== state.accountIndex) {
          state = { ...state, accountIndex: index }
          saveState()
          if (state.authorized) emitChange()
        }
        return parameters.addressAt(state.accountIndex)
      },
      connect() {
        setAuthorized(true)
        return accounts().map((a) => a.address)
      },
      disconnect: () => setAuthorized(false),
      reset() {
        try {
          storage.removeItem(storageKey)
        } catch {}
        const wasAuthorized = state.authorized
        behavior = normalizeBehavior(options.behavior, 'prompt names')
        state = initialState()
        if (wasAuthorized) emitChange()
      },
    },
  }
}
