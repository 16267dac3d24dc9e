import {
  type Address,
  isAddress,
  isAddressEqual,
  isHex,
  numberToHex,
  type PrivateKeyAccount,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createEmitter } from './createEmitter.js'
import { createMemoryStorage } from './createMemoryStorage.js'
import { createTransactionSender } from './createTransactionSender.js'
import { createTestWalletIcon } from './defaults.js'
import {
  DisconnectedError,
  InvalidParamsError,
  InvalidRequestError,
  UnauthorizedError,
  UnrecognizedChainError,
  UnsupportedMethodError,
  UserRejectedRequestError,
} from './errors.js'
import {
  describeEthAccountsPermission,
  requireEthAccountsPermission,
} from './ethAccountsPermission.js'
import { FORWARDED_METHODS } from './forwardedMethods.js'
import { normalizeBehavior } from './normalizeBehavior.js'
import { asParamsArray, parseChainIdField } from './parseRpcParams.js'
import { parseTypedData } from './parseTypedData.js'
import { randomUuid } from './randomUuid.js'
import { requestRpc } from './requestRpc.js'
import { type PersistedWalletState, revivePersistedState } from './revivePersistedState.js'
import { toProviderRpcError } from './toProviderRpcError.js'
import type {
  CreateTestWalletProviderParameters,
  EIP6963ProviderInfo,
  RequestArguments,
  TestWallet,
  TestWalletChain,
  TestWalletEIP1193Provider,
} from './types.js'
import {
  parseChainIdHex,
  validateAddEthereumChainParameter,
} from './validateAddEthereumChainParameter.js'
import { validateWatchAssetParameter } from './validateWatchAssetParameter.js'

export { FORWARDED_METHODS } from './forwardedMethods.js'
export type { CreateTestWalletProviderParameters, TestWallet } from './types.js'

const STORAGE_PREFIX = 'portico-test-wallet:'

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Creates an EIP-1193 provider backed by private keys, signing locally and sending to the devnet
 * RPC over HTTP, with controls a test uses to make it reject, be slow, switch account or chain.
 * Runs in a page and in Node alike (storage and fetch are injectable).
 * @example
 * const wallet = createTestWalletProvider({ wallet: { name: 'W', rdns: 'xyz.w', accounts: [key], chains } })
 * await wallet.provider.request({ method: 'eth_requestAccounts' })
 */
export function createTestWalletProvider(
  parameters: CreateTestWalletProviderParameters,
): TestWallet {
  const { wallet } = parameters
  const storage = parameters.storage ?? createMemoryStorage()
  const fetchFn: typeof fetch = parameters.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const origin =
    parameters.origin ?? (typeof location === 'undefined' ? '' : (location as Location).origin)

  if (wallet.accounts.length === 0) throw new Error(`Test wallet ${wallet.rdns} has no accounts.`)
  if (wallet.chains.length === 0) throw new Error(`Test wallet ${wallet.rdns} has no chains.`)

  const accounts: PrivateKeyAccount[] = wallet.accounts.map((key) => privateKeyToAccount(key))
  const configChains = wallet.chains.map((chain) => ({ ...chain }))
  const storageKey = `${STORAGE_PREFIX}${wallet.rdns}`
  const info: EIP6963ProviderInfo = Object.freeze({
    uuid: wallet.uuid ?? randomUuid(),
    name: wallet.name,
    icon: wallet.icon ?? createTestWalletIcon({ color: '#3355ff', label: wallet.name.slice(0, 1) }),
    rdns: wallet.rdns,
  })
  const emitter = createEmitter()

  const initialState = (): PersistedWalletState => {
    const accountIndex = wallet.accountIndex ?? 0
    if (!Number.isInteger(accountIndex) || accounts[accountIndex] === undefined)
      throw new Error(`Test wallet ${wallet.rdns}: accountIndex ${accountIndex} is out of range.`)
    const chainId = wallet.chainId ?? configChains[0]!.chainId
    if (!configChains.some((c) => c.chainId === chainId))
      throw new Error(`Test wallet ${wallet.rdns}: chainId ${chainId} is not one of its chains.`)
    return { authorized: false, authorizedAt: 0, accountIndex, chainId, addedChains: [] }
  }

  let behavior = normalizeBehavior(wallet.behavior)
  let state = loadState()
  /** EIP-1193 "connected": false only between a wallet-side disconnect() and the next authorization. */
  let connected = true
  const sendTransactionFrom = createTransactionSender({ fetch: fetchFn })

  function loadState(): PersistedWalletState {
    const fallback = initialState()
    let raw: string | null = null
    try {
      raw = storage.getItem(storageKey)
    } catch {}
    if (!raw) return fallback
    return revivePersistedState({
      raw,
      fallback,
      configChains,
      accountCount: accounts.length,
    })
  }

  function saveState() {
    try {
      storage.setItem(storageKey, JSON.stringify(state))
    } catch {}
  }

  const chains = (): TestWalletChain[] => [...configChains, ...state.addedChains]
  const findChain = (chainId: number) => chains().find((c) => c.chainId === chainId)
  const currentChain = (): TestWalletChain => findChain(state.chainId)!
  const account = (): PrivateKeyAccount => accounts[state.accountIndex]!
  const exposedAccounts = (): Address[] => (state.authorized ? [account().address] : [])
  const chainIdHex = () => numberToHex(state.chainId)

  function authorize(): Address[] {
    const wasAuthorized = state.authorized
    state = {
      ...state,
      authorized: true,
      authorizedAt: wasAuthorized ? state.authorizedAt : Date.now(),
    }
    saveState()
    if (!connected) {
      connected = true
      emitter.emit('connect', { chainId: chainIdHex() })
    }
    if (!wasAuthorized) emitter.emit('accountsChanged', exposedAccounts())
    return exposedAccounts()
  }

  function revoke() {
    const wasAuthorized = state.authorized
    state = { ...state, authorized: false, authorizedAt: 0 }
    saveState()
    if (wasAuthorized) emitter.emit('accountsChanged', [])
  }

  function switchTo(chainId: number) {
    if (chainId === state.chainId) return
    state = { ...state, chainId }
    saveState()
    emitter.emit('chainChanged', chainIdHex())
  }

  /** Stands in for the user answering a wallet prompt: waits `delayMs`, then approves or rejects. */
  async function prompt(method: string) {
    const { reject, delayMs } = behavior
    if (delayMs > 0) await sleep(delayMs)
    if (reject === true || (Array.isArray(reject) && reject.includes(method)))
      throw new UserRejectedRequestError()
  }

  /** The authorized account matching `address`, or 4100. */
  function requireAccount(address: unknown): PrivateKeyAccount {
    if (!state.authorized) throw new UnauthorizedError()
    if (typeof address !== 'string' || !isAddress(address, { strict: false }))
      throw new InvalidParamsError(`Expected an address, got ${JSON.stringify(address)}.`)
    if (!isAddressEqual(address, account().address)) throw new UnauthorizedError()
    return account()
  }

  const permissions = () =>
    describeEthAccountsPermission({
      origin,
      authorizedAt: state.authorizedAt,
      accounts: exposedAccounts(),
    })

  const handlers: Record<
    string,
    (params: readonly unknown[], raw: RequestArguments['params']) => Promise<unknown>
  > = {
    eth_accounts: async () => exposedAccounts(),
    eth_chainId: async () => chainIdHex(),
    net_version: async () => String(state.chainId),

    eth_requestAccounts: async () => {
      if (state.authorized) return exposedAccounts()
      await prompt('eth_requestAccounts')
      return authorize()
    },
    wallet_requestPermissions: async (params) => {
      requireEthAccountsPermission(params)
      await prompt('wallet_requestPermissions')
      authorize()
      return permissions()
    },
    wallet_getPermissions: async () => permissions(),
    wallet_revokePermissions: async (params) => {
      requireEthAccountsPermission(params)
      revoke()
      return null
    },

    personal_sign: async ([message, address]) => {
      const signer = requireAccount(address)
      if (typeof message !== 'string')
        throw new InvalidParamsError('Expected the message to be a string.')
      await prompt('personal_sign')
      return signer.signMessage({ message: isHex(message) ? { raw: message } : message })
    },
    eth_signTypedData_v4: async ([address, typedDataParam]) => {
      const signer = requireAccount(address)
      const { domain, types, primaryType, message } = parseTypedData(typedDataParam)
      const domainChainId = (domain as { chainId?: unknown }).chainId
      if (domainChainId !== undefined && parseChainIdField(domainChainId) !== state.chainId)
        throw new InvalidParamsError(
          `Provided chainId "${parseChainIdField(domainChainId)}" must match the active chainId "${state.chainId}".`,
        )
      await prompt('eth_signTypedData_v4')
      try {
        return await signer.signTypedData({ domain, types, primaryType, message } as Parameters<
          PrivateKeyAccount['signTypedData']
        >[0])
      } catch (error) {
        const rpcError = toProviderRpcError(error)
        throw new InvalidParamsError(rpcError.message)
      }
    },
    eth_sendTransaction: async ([tx]) => {
      if (typeof tx !== 'object' || tx === null)
        throw new InvalidParamsError('Expected a transaction object.')
      const request = tx as Record<string, unknown>
      const signer = requireAccount(request.from ?? account().address)
      if (request.chainId !== undefined && parseChainIdField(request.chainId) !== state.chainId)
        throw new InvalidParamsError(
          `Provided chainId "${parseChainIdField(request.chainId)}" must match the active chainId "${state.chainId}".`,
        )
      await prompt('eth_sendTransaction')
      try {
        return await sendTransactionFrom({ from: signer, chain: currentChain(), tx: request })
      } catch (error) {
        throw toProviderRpcError(error)
      }
    },

    wallet_switchEthereumChain: async ([parameter]) => {
      const chainId = parseChainIdHex((parameter as { chainId?: unknown } | undefined)?.chainId)
      if (!findChain(chainId)) throw new UnrecognizedChainError(numberToHex(chainId))
      if (chainId === state.chainId) return null
      await prompt('wallet_switchEthereumChain')
      switchTo(chainId)
      return null
    },
    wallet_addEthereumChain: async ([parameter]) => {
      const chain = validateAddEthereumChainParameter(parameter)
      if (findChain(chain.chainId)) return null
      await prompt('wallet_addEthereumChain')
      state = { ...state, addedChains: [...state.addedChains, chain] }
      saveState()
      return null
    },
    wallet_watchAsset: async (_params, raw) => {
      validateWatchAssetParameter(Array.isArray(raw) ? raw[0] : raw)
      await prompt('wallet_watchAsset')
      return true
    },
  }

  async function request(args: RequestArguments): Promise<unknown> {
    if (typeof args !== 'object' || args === null || typeof args.method !== 'string')
      throw new InvalidRequestError('Expected a request object { method, params? }.')
    const { method, params } = args
    const handler = handlers[method]
    if (handler) {
      const list =
        method === 'wallet_watchAsset' && !Array.isArray(params) ? [] : asParamsArray(params)
      return handler(list, params)
    }
    if (FORWARDED_METHODS.has(method))
      return requestRpc({
        rpcUrl: currentChain().rpcUrl,
        method,
        params: params ?? [],
        fetch: fetchFn,
      })
    throw new UnsupportedMethodError(method)
  }

  const provider: TestWalletEIP1193Provider = {
    request,
    on(event, listener) {
      emitter.on(event, listener)
      return provider
    },
    removeListener(event, listener) {
      emitter.removeListener(event, listener)
      return provider
    },
    off(event, listener) {
      emitter.removeListener(event, listener)
      return provider
    },
    isPorticoTestWallet: true,
  }

  return {
    info,
    provider,
    setBehavior(next) {
      behavior = normalizeBehavior(next)
    },
    setAccount(index) {
      if (!Number.isInteger(index) || accounts[index] === undefined)
        throw new RangeError(
          `Test wallet ${wallet.rdns} has no account #${index} (it has ${accounts.length}).`,
        )
      if (index !== state.accountIndex) {
        state = { ...state, accountIndex: index }
        saveState()
        if (state.authorized) emitter.emit('accountsChanged', exposedAccounts())
      }
      return account().address
    },
    setChain(chainId) {
      if (!findChain(chainId))
        throw new RangeError(`Test wallet ${wallet.rdns} does not know chain ${chainId}.`)
      switchTo(chainId)
    },
    connect: () => authorize(),
    disconnect() {
      revoke()
      if (connected) {
        connected = false
        emitter.emit('disconnect', new DisconnectedError())
      }
    },
    emit: (event, ...args) => emitter.emit(event, ...args),
    getState: () => ({
      connected: state.authorized,
      address: account().address,
      accountIndex: state.accountIndex,
      chainId: state.chainId,
      chains: chains().map((c) => ({ ...c })),
      behavior: {
        reject: Array.isArray(behavior.reject) ? [...behavior.reject] : behavior.reject,
        delayMs: behavior.delayMs,
      },
    }),
    reset() {
      const before = state
      try {
        storage.removeItem(storageKey)
      } catch {}
      state = initialState()
      behavior = normalizeBehavior(wallet.behavior)
      connected = true
      if (before.authorized) emitter.emit('accountsChanged', [])
      if (before.chainId !== state.chainId) emitter.emit('chainChanged', chainIdHex())
    },
  }
}
