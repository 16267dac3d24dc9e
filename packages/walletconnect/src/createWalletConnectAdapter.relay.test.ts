/**
 * The WalletConnect connector end to end in Node: Portico core with the real UniversalProvider
 * 2.25, Portico's relay (startTestRelay), the sample wallet's WalletKit module and the devnet.
 * No mock: the wallet signs with the devnet key and sends on anvil.
 */
import {
  type AccountState,
  createMemoryStorage,
  createPortico,
  type Network,
  type PorticoStorage,
} from '@portico/core'
import {
  type Address,
  createPublicClient,
  erc20Abi,
  type Hex,
  http,
  parseEther,
  parseUnits,
  toHex,
  verifyMessage,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
// The sample wallet's Node module (apps/wallet), used as a real wallet.
import { createMemoryKeyValueStorage } from '../../../apps/wallet/src/walletkit/createMemoryKeyValueStorage.js'
import type {
  PendingSampleWalletRequest,
  SampleWallet,
  SampleWalletState,
} from '../../../apps/wallet/src/walletkit/createSampleWallet.js'
import {
  type SampleWalletWorld,
  startSampleWalletWorld,
} from '../../../apps/wallet/src/walletkit/testing/startSampleWalletWorld.js'
import {
  createWalletConnectAdapter,
  type WalletConnectAdapter,
} from './createWalletConnectAdapter.js'

const PROJECT_ID = 'portico-demo'
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const RECIPIENT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

let world: SampleWalletWorld
let wallet: SampleWallet
let networks: [Network, Network]
const requestedUrls: string[] = []
const realFetch = globalThis.fetch
const adapters: WalletConnectAdapter[] = []

/** The dApp's storage (core's and WalletConnect's): kept across the "reload". */
const porticoStorage: PorticoStorage = createMemoryStorage()
const walletConnectStorage = createMemoryKeyValueStorage()

beforeAll(async () => {
  // Each client its own WalletConnect Core, so a second dApp client is a real reload.
  process.env.DISABLE_GLOBAL_CORE = 'true'
  globalThis.fetch = (input, init) => {
    requestedUrls.push(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    )
    return realFetch(input, init)
  }
  world = await startSampleWalletWorld({ projectId: PROJECT_ID, prefix: 'wallet' })
  ;({ wallet, networks } = world)
  // WalletKit (the wallet, not the dApp) posts an INIT event to its vendor on start, whatever
  // its telemetry setting (notes/relay.md): only what happens after it counts below.
  await new Promise((resolve) => setTimeout(resolve, 200))
  requestedUrls.length = 0
}, 60_000)

afterAll(async () => {
  globalThis.fetch = realFetch
  for (const adapter of adapters) {
    const provider = await adapter.getProvider().catch(() => undefined)
    await provider?.client.core.relayer.transportClose().catch(() => undefined)
    provider?.client.core.heartbeat.stop()
  }
  await world?.stop()
  delete process.env.DISABLE_GLOBAL_CORE
})

/** A dApp page: a Portico instance with the WalletConnect adapter, mounted. */
function openDapp() {
  const adapter = createWalletConnectAdapter({
    relayUrl: world.relay.url,
    storage: walletConnectStorage,
    customStoragePrefix: `dapp-${process.pid}`,
    logLevel: 'silent',
  })
  adapters.push(adapter)
  const portico = createPortico({
    projectId: PROJECT_ID,
    networks,
    adapters: [adapter],
    storage: porticoStorage,
    isMobile: () => false,
    metadata: {
      name: 'Portico demo',
      description: 'WalletConnect test',
      url: 'http://127.0.0.1:5173',
      icons: [],
    },
  })
  portico.mount()
  return { portico, adapter }
}

function until<T>(read: () => T | undefined, what: string, timeoutMs = 20_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const started = Date.now()
    const poll = () => {
      const value = read()
      if (value !== undefined && value !== false) return resolve(value)
      if (Date.now() - started > timeoutMs) return reject(new Error(`timed out: ${what}`))
      setTimeout(poll, 20)
    }
    poll()
  })
}

function waitForWallet(check: (state: SampleWalletState) => boolean, what: string) {
  return until(() => (check(wallet.getState()) ? wallet.getState() : undefined), what)
}

/**
 * Approves in the wallet the next request of `method` and returns the dApp's answer (and, to
 * `seen`, the request as the wallet received it).
 */
async function approveInWallet<T>(
  method: string,
  answer: Promise<T>,
  seen?: (request: PendingSampleWalletRequest) => void,
): Promise<T> {
  // The answer may fail before the wallet is asked (e.g. a refused estimate): fail with it then.
  const failed = answer.then(
    () => new Promise<never>(() => undefined),
    (error: unknown) => Promise.reject(error),
  )
  const state = await Promise.race([
    waitForWallet(
      (s) => s.requests.some((r) => r.method === method && !r.busy),
      `wallet shows ${method}`,
    ),
    failed,
  ])
  const request = state.requests.find((r) => r.method === method)
  if (!request) throw new Error('no request')
  seen?.(request)
  await wallet.approveRequest(request.id)
  return answer
}

const account = (portico: ReturnType<typeof openDapp>['portico']): AccountState =>
  portico.getAccount({ namespace: 'eip155' })

describe('WalletConnect connector through the relay, with the sample wallet, on the devnet', () => {
  let first: ReturnType<typeof openDapp>

  test('connect: the URI reaches the pairing store, the wallet approves, the account connects', async () => {
    first = openDapp()
    const { portico } = first
    const connected = portico.connection.connectWalletConnect()
    const uri = await until(() => portico.stores.pairing.getState().uri, 'pairing URI')
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    const { expiresAt = 0, createdAt = 0 } = portico.stores.pairing.getState()
    expect(expiresAt - createdAt).toBe(240_000)
    await wallet.pair(uri)
    const { proposals } = await waitForWallet((s) => s.proposals.length === 1, 'proposal')
    expect(proposals[0]?.name).toBe('Portico demo')
    await wallet.approveProposal(proposals[0]?.id ?? 0)
    await expect(connected).resolves.toEqual({ address: ADDRESS, chainId: 31337 })
    expect(account(portico)).toMatchObject({
      status: 'connected',
      address: ADDRESS,
      caipAddress: `eip155:31337:${ADDRESS}`,
      connectorId: 'walletConnect',
    })
    expect(portico.stores.pairing.getState().status).toBe('idle')
  })

  test('personal_sign through the connector provider (EIP-1193) reaches the wallet; viem verifies the signature', async () => {
    const provider = first.adapter.eip1193
    const message = 'Portico over the relay'
    const signature = (await approveInWallet(
      'personal_sign',
      provider.request({ method: 'personal_sign', params: [toHex(message), ADDRESS] }),
    )) as Hex
    expect(await verifyMessage({ address: ADDRESS, message, signature })).toBe(true)
    // Read methods go to the network's RPC, never to the wallet or a vendor host.
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await provider.request({ method: 'eth_blockNumber' })).toMatch(/^0x[0-9a-f]+$/)
  })

  test('eth_sendTransaction is approved in the wallet and mined on the devnet', async () => {
    const client = createPublicClient({ transport: http(networks[0].rpcUrls.default.http[0]) })
    const before = await client.getBalance({ address: RECIPIENT })
    const hash = (await approveInWallet(
      'eth_sendTransaction',
      first.adapter.eip1193.request({
        method: 'eth_sendTransaction',
        params: [{ from: ADDRESS, to: RECIPIENT, value: toHex(parseEther('0.25')) }],
      }),
    )) as Hex
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: RECIPIENT })).toBe(before + parseEther('0.25'))
  })

  /** The devnet's USDC on chain A (6 decimals; anvil account #0 holds some). */
  const usdc = () => world.devnet.config.chains[0]?.contracts.usdc as Address
  const chainA = () => createPublicClient({ transport: http(networks[0].rpcUrls.default.http[0]) })
  const ethOf = (address: Address) => chainA().getBalance({ address })
  const usdcOf = (address: Address) =>
    chainA().readContract({
      address: usdc(),
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    })
  const token = (symbol: 'ETH' | 'USDC') => ({
    name: symbol,
    symbol,
    chainId: networks[0].caipNetworkId,
    address: symbol === 'USDC' ? `${networks[0].caipNetworkId}:${usdc()}` : undefined,
    quantity: { decimals: symbol === 'USDC' ? '6' : '18', numeric: '1000' },
    price: 1,
    value: 1000,
    iconUrl: '',
  })

  test.each([
    {
      symbol: 'ETH',
      amount: '0.123456789012345678',
      units: parseEther('0.123456789012345678'),
      balanceOf: ethOf,
      to: () => RECIPIENT,
    },
    {
      symbol: 'USDC',
      amount: '12.345678',
      units: parseUnits('12.345678', 6),
      balanceOf: usdcOf,
      to: usdc,
    },
  ] as const)(
    'spec §4 "Token send: native, ERC20 …" and §5 "Send supported for EVM": sendTokens of $symbol through the WalletConnect session is signed by the wallet on the CAIP-2 chain and lands on chain',
    async ({ symbol, amount, units, balanceOf, to }) => {
      const { portico } = first
      const [before, senderBefore] = await Promise.all([balanceOf(RECIPIENT), balanceOf(ADDRESS)])
      portico.send.setToken({ token: token(symbol) })
      portico.send.setAmount({ amount })
      portico.send.setReceiver({ receiver: { address: RECIPIENT } })
      let request: PendingSampleWalletRequest | undefined
      const { hash } = await approveInWallet(
        'eth_sendTransaction',
        portico.send.sendTokens(),
        (r) => {
          request = r
        },
      )
      // The wallet got the request on the network's chain, with the gas the RPC estimated.
      expect(request?.chainId).toBe('eip155:31337')
      const [sent = {}] = (request?.params ?? []) as Record<string, string>[]
      expect(sent).toMatchObject({ from: ADDRESS, to: to(), chainId: '0x7a69' })
      expect(BigInt(sent.gas ?? '0')).toBeGreaterThanOrEqual(21_000n)
      const receipt = await chainA().getTransactionReceipt({ hash: hash as Hex })
      expect(receipt).toMatchObject({ status: 'success', transactionHash: hash })
      expect((await balanceOf(RECIPIENT)) - before).toBe(units)
      // The sender pays the amount (and, in ETH, the gas).
      const gasPaid = symbol === 'ETH' ? receipt.gasUsed * receipt.effectiveGasPrice : 0n
      expect(senderBefore - (await balanceOf(ADDRESS))).toBe(units + gasPaid)
      // Success: every send field reset, Account shown with the success toast.
      expect(portico.stores.send.getState()).toMatchObject({
        sendTokenAmount: undefined,
        receiverAddress: undefined,
        loading: false,
      })
      expect(portico.stores.router.getState().history.at(-1)?.view).toBe('Account')
    },
  )

  test('estimateSendGas goes to the network RPC through the WalletConnect adapter: 21,000 for ETH, more for an ERC-20 transfer', async () => {
    const { portico } = first
    portico.send.setReceiver({ receiver: { address: RECIPIENT } })
    portico.send.setToken({ token: token('ETH') })
    portico.send.setAmount({ amount: '0.5' })
    const eth = await portico.send.estimateGas()
    expect(eth?.gas).toBe(21_000n)
    expect(eth?.gasPrice).toBeGreaterThan(0n)
    expect(eth?.fee).toBe(21_000n * (eth?.gasPrice ?? 0n))
    portico.send.setToken({ token: token('USDC') })
    portico.send.setAmount({ amount: '1' })
    expect((await portico.send.estimateGas())?.gas).toBeGreaterThan(21_000n)
  })

  test('a send the wallet rejects (4001) fails with the error toast and keeps the send fields', async () => {
    const { portico } = first
    const before = await ethOf(RECIPIENT)
    portico.send.setToken({ token: token('ETH') })
    portico.send.setAmount({ amount: '0.01' })
    portico.send.setReceiver({ receiver: { address: RECIPIENT } })
    const answer = portico.send.sendTokens().catch((error: unknown) => error)
    const state = await waitForWallet(
      (s) => s.requests.some((r) => r.method === 'eth_sendTransaction' && !r.busy),
      'wallet shows eth_sendTransaction',
    )
    const request = state.requests.find((r) => r.method === 'eth_sendTransaction')
    await wallet.rejectRequest(request?.id ?? 0)
    const error = (await answer) as { code?: number; shortMessage?: string }
    expect(error.code).toBe(4001)
    expect(portico.stores.send.getState()).toMatchObject({
      sendTokenAmount: '0.01',
      receiverAddress: RECIPIENT,
      loading: false,
    })
    expect(await ethOf(RECIPIENT)).toBe(before)
  })

  test('a send on a chain the session did not approve is refused before the wallet is asked', async () => {
    const mainnet: Network = {
      ...networks[0],
      id: 1,
      name: 'Ethereum',
      caipNetworkId: 'eip155:1',
    }
    await expect(
      first.adapter.sendTransaction?.({
        connector: {
          id: 'walletConnect',
          type: 'WALLET_CONNECT',
          name: 'WalletConnect',
          chain: 'eip155',
        },
        network: mainnet,
        from: ADDRESS,
        to: RECIPIENT,
        value: 1n,
      }),
    ).rejects.toThrow('The wallet did not approve eip155:1')
    expect(wallet.getState().requests.filter((r) => !r.busy)).toEqual([])
  })

  let second: ReturnType<typeof openDapp>

  test('a reload restores the session from storage: connected without a pairing, requests still reach the wallet', async () => {
    const provider = await first.adapter.getProvider()
    first.portico.mount()() // the page goes away
    await provider.client.core.relayer.transportClose()
    provider.client.core.heartbeat.stop()

    second = openDapp()
    const restored = await until(
      () => (account(second.portico).status === 'connected' ? account(second.portico) : undefined),
      'restored connection',
    )
    expect(restored).toMatchObject({ address: ADDRESS, connectorId: 'walletConnect' })
    expect(second.portico.stores.pairing.getState().uri).toBeUndefined()
    const message = 'after a reload'
    const signature = (await approveInWallet(
      'personal_sign',
      second.adapter.eip1193.request({
        method: 'personal_sign',
        params: [toHex(message), ADDRESS],
      }),
    )) as Hex
    expect(await verifyMessage({ address: ADDRESS, message, signature })).toBe(true)
  })

  test('the wallet ends the session (session_delete): the dApp is disconnected', async () => {
    const events: string[] = []
    second.portico.subscribeEvents((event) => void events.push(event.type))
    const [session] = wallet.getState().sessions
    await wallet.disconnect(session?.topic ?? '')
    await until(
      () => account(second.portico).status === 'disconnected',
      'disconnected after session_delete',
    )
    expect(account(second.portico).address).toBeUndefined()
    expect(events).toContain('DISCONNECT_SUCCESS')
  })

  test('the dApp side called no vendor host: every HTTP request went to this machine', () => {
    expect(requestedUrls.length).toBeGreaterThan(0)
    expect(requestedUrls.filter((url) => !url.startsWith('http://127.0.0.1:'))).toEqual([])
  })
})
