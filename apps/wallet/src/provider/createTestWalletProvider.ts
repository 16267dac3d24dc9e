import {
  type Address,
  BaseError,
  createClient,
  defineChain,
  type Hex,
  http,
  isAddress,
  isAddressEqual,
  isHex,
  numberToHex,
  type PrivateKeyAccount,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { sendTransaction } from 'viem/actions'
import { createEmitter } from './createEmitter.js'
import { createMemoryStorage } from './createMemoryStorage.js'
import { createTestWalletIcon } from './defaults.js'
import {
  DisconnectedError,
  InternalError,
  InvalidParamsError,
  InvalidRequestError,
  ProviderRpcError,
  UnauthorizedError,
  UnrecognizedChainError,
  UnsupportedMethodError,
  UserRejectedRequestError,
} from './errors.js'
import { normalizeBehavior } from './normalizeBehavior.js'
import { randomUuid } from './randomUuid.js'
import { requestRpc } from './requestRpc.js'
import type {
  EIP6963ProviderInfo,
  RequestArguments,
  TestWalletBehavior,
  TestWalletChain,
  TestWalletEIP1193Provider,
  TestWalletOptions,
  TestWalletState,
  TestWalletStorage,
} from './types.js'
import {
  parseChainIdHex,
  validateAddEthereumChainParameter,
} from './validateAddEthereumChainParameter.js'

/** Read-only methods the wallet passes through to the current chain's RPC. */
export const FORWARDED_METHODS: ReadonlySet<string> = new Set([
  'eth_blobBaseFee',
  'eth_blockNumber',
  'eth_call',
  'eth_createAccessList',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_protocolVersion',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'net_listening',
  'net_peerCount',
  'web3_clientVersion',
])

/** Parameters of `createTestWalletProvider`. */
export type CreateTestWalletProviderParameters = {
  /** The wallet; `accounts` and `chains` must be non-empty here. */
  wallet: TestWalletOptions & { accounts: Hex[]; chains: TestWalletChain[] }
  /** Where the authorization persists (a page passes `localStorage`). @default in memory */
  storage?: TestWalletStorage
  /** @default globalThis.fetch */
  fetch?: typeof fetch
  /** The dApp origin named in `wallet_getPermissions`. @default location.origin, else '' */
  origin?: string
}

/** A test wallet: its EIP-6963 info, its EIP-1193 provider, and the controls a test drives it by. */
export type TestWallet = {
  readonly info: EIP6963ProviderInfo
  readonly provider: TestWalletEIP1193Provider
  /** Replaces the behaviour; omitted fields return to their defaults (no rejection, no delay). */
  setBehavior(behavior: TestWalletBehavior): void
  /** Selects the account at `index` of the wallet's keys; emits `accountsChanged` when connected. */
  setAccount(index: number): Address
  /** Switches chain from the wallet side (no prompt); emits `chainChanged` with the hex id. */
  setChain(chainId: number): void
  /** Authorizes the page without a prompt, as if the user approved; emits `accountsChanged`. */
  connect(): Address[]
  /** Disconnects from the wallet side: revokes authorization, emits `accountsChanged` [] and `disconnect`. */
  disconnect(): void
  /** Emits any provider event, e.g. `emit('chainChanged', '0x1')`. */
  emit(event: string, ...args: unknown[]): void
  /** A snapshot of the wallet's state. */
  getState(): TestWalletState
  /** Forgets the persisted state and behaviour; back to the configuration. */
  reset(): void
}

type PersistedState = {
  authorized: boolean
  authorizedAt: number
  accountIndex: number
  chainId: number
  addedChains: TestWalletChain[]
}

const STORAGE_PREFIX = 'portico-test-wallet:'
const DEFAULT_NATIVE_CURRENCY = { name: 'Ether', symbol: 'ETH', decimals: 18 }

function asParamsArray(params: RequestArguments['params']): readonly unknown[] {
  if (params === undefined) return []
  if (Array.isArray(params)) return params
  throw new InvalidParamsError('Expected params to be an array.')
}

function parseQuantity(value: unknown, field: string): bigint | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !/^0x[0-9a-f]+$/i.test(value))
    throw new InvalidParamsError(
      `Expected ${field} to be a hexadecimal quantity, got ${JSON.stringify(value)}.`,
    )
  return BigInt(value)
}

function parseChainIdField(value: unknown): number {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value
  if (typeof value === 'bigint') return Number(value)
  if (typeof value === 'string' && /^(0x[0-9a-f]+|\d+)$/i.test(value)) return Number(BigInt(value))
  throw new InvalidParamsError(`Invalid chainId ${JSON.stringify(value)}.`)
}

/** Any failure as a ProviderRpcError, keeping the deepest JSON-RPC code viem saw. */
function toProviderRpcError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  if (error instanceof BaseError) {
    const withCode = error.walk((e) => typeof (e as { code?: unknown }).code === 'number') as {
      code?: number
    } | null
    return new ProviderRpcError(withCode?.code ?? InternalError.code, error.shortMessage, {
      details: error.details,
    })
  }
  return new InternalError(error instanceof Error ? error.message : String(error))
}

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

  const initialState = (): PersistedState => {
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
  let sendQueue: Promise<unknown> = Promise.resolve()

  function loadState(): PersistedState {
    const fallback = initialState()
    let raw: string | null = null
    try {
      raw = storage.getItem(storageKey)
    } catch {}
    if (!raw) return fallback
    try {
      const saved = JSON.parse(raw) as Partial<PersistedState>
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
          typeof saved.accountIndex === 'number' && accounts[saved.accountIndex] !== undefined
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

  function permissions() {
    if (!state.authorized) return []
    return [
      {
        parentCapability: 'eth_accounts',
        invoker: origin,
        date: state.authorizedAt,
        caveats: [{ type: 'restrictReturnedAccounts', value: exposedAccounts() }],
      },
    ]
  }

  function requireEthAccountsPermission(params: readonly unknown[]) {
    const [request] = params
    if (typeof request !== 'object' || request === null || !('eth_accounts' in request))
      throw new InvalidParamsError('Expected params [{ eth_accounts: {} }].')
  }

  async function sendTransactionFrom(
    from: PrivateKeyAccount,
    tx: Record<string, unknown>,
  ): Promise<Hex> {
    const chain = currentChain()
    const viemChain = defineChain({
      id: chain.chainId,
      name: chain.name ?? `Chain ${chain.chainId}`,
      nativeCurrency: chain.nativeCurrency ?? DEFAULT_NATIVE_CURRENCY,
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    })
    const client = createClient({
      account: from,
      chain: viemChain,
      transport: http(chain.rpcUrl, { fetchFn, retryCount: 0 }),
    })
    const data = (tx.data ?? tx.input) as unknown
    if (data !== undefined && data !== null && !isHex(data))
      throw new InvalidParamsError('Expected data to be hex.')
    if (
      tx.to !== undefined &&
      tx.to !== null &&
      (typeof tx.to !== 'string' || !isAddress(tx.to, { strict: false }))
    )
      throw new InvalidParamsError(`Expected to to be an address, got ${JSON.stringify(tx.to)}.`)
    const nonce = parseQuantity(tx.nonce, 'nonce')
    const request: Record<string, unknown> = {
      to: tx.to ?? null,
      data: data ?? undefined,
      value: parseQuantity(tx.value, 'value'),
      gas: parseQuantity(tx.gas, 'gas'),
      nonce: nonce === undefined ? undefined : Number(nonce),
    }
    if (Array.isArray(tx.accessList)) request.accessList = tx.accessList
    const gasPrice = parseQuantity(tx.gasPrice, 'gasPrice')
    if (gasPrice !== undefined) request.gasPrice = gasPrice
    else {
      request.maxFeePerGas = parseQuantity(tx.maxFeePerGas, 'maxFeePerGas')
      request.maxPriorityFeePerGas = parseQuantity(tx.maxPriorityFeePerGas, 'maxPriorityFeePerGas')
    }
    // One transaction at a time per wallet, so parallel requests never take the same nonce.
    const run = () =>
      sendTransaction(client, request as unknown as Parameters<typeof sendTransaction>[1])
    const result = sendQueue.then(run, run)
    sendQueue = result.catch(() => undefined)
    return result
  }

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
      let typedData: unknown = typedDataParam
      if (typeof typedDataParam === 'string') {
        try {
          typedData = JSON.parse(typedDataParam)
        } catch {
          throw new InvalidParamsError('Expected the typed data to be JSON.')
        }
      }
      if (typeof typedData !== 'object' || typedData === null)
        throw new InvalidParamsError('Expected the typed data to be an object.')
      const { domain = {}, types, primaryType, message } = typedData as Record<string, unknown>
      if (typeof types !== 'object' || types === null || typeof primaryType !== 'string')
        throw new InvalidParamsError('Expected the typed data to have types and primaryType.')
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
        return await sendTransactionFrom(signer, request)
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
      const parameter = (Array.isArray(raw) ? raw[0] : raw) as
        | { type?: unknown; options?: { address?: unknown } }
        | undefined
      if (
        parameter?.type !== 'ERC20' &&
        parameter?.type !== 'ERC721' &&
        parameter?.type !== 'ERC1155'
      )
        throw new InvalidParamsError('Expected type ERC20, ERC721 or ERC1155.')
      const address = parameter.options?.address
      if (typeof address !== 'string' || !isAddress(address, { strict: false }))
        throw new InvalidParamsError('Expected options.address to be an address.')
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
