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
import { startTestDevnet } from '@portico/devnet/testing'
import type { RelayHandle } from '@portico/relay'
import { startTestRelay } from '@portico/relay/testing'
import { createPublicClient, type Hex, http, parseEther, toHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
// The sample wallet's Node module (apps/wallet), used as a real wallet.
import { createMemoryKeyValueStorage } from '../../../apps/wallet/src/walletkit/createMemoryKeyValueStorage.js'
import {
  createSampleWallet,
  type SampleWallet,
  type SampleWalletState,
} from '../../../apps/wallet/src/walletkit/createSampleWallet.js'
import {
  createWalletConnectAdapter,
  type WalletConnectAdapter,
} from './createWalletConnectAdapter.js'

type Devnet = Awaited<ReturnType<typeof startTestDevnet>>

const PROJECT_ID = 'portico-demo'
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const RECIPIENT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

let devnet: Devnet
let relay: RelayHandle
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
  ;[devnet, relay] = await Promise.all([startTestDevnet(), startTestRelay()])
  const [chainA, chainB] = devnet.config.chains
  if (!chainA || !chainB) throw new Error('devnet has two chains')
  const network = (c: typeof chainA): Network => ({
    id: c.chainId,
    name: c.name,
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${c.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [c.rpcUrl] } },
  })
  networks = [network(chainA), network(chainB)]
  wallet = await createSampleWallet({
    projectId: PROJECT_ID,
    relayUrl: relay.url,
    mnemonic: devnet.config.mnemonic,
    evmChains: devnet.config.chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl })),
    storage: createMemoryKeyValueStorage(),
    customStoragePrefix: `wallet-${process.pid}`,
    logLevel: 'silent',
  })
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
  await wallet?.destroy()
  await relay?.close()
  await devnet?.stop()
  delete process.env.DISABLE_GLOBAL_CORE
})

/** A dApp page: a Portico instance with the WalletConnect adapter, mounted. */
function openDapp() {
  const adapter = createWalletConnectAdapter({
    relayUrl: relay.url,
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

/** Approves in the wallet the next request of `method` and returns the dApp's answer. */
async function approveInWallet<T>(method: string, answer: Promise<T>): Promise<T> {
  const state = await waitForWallet(
    (s) => s.requests.some((r) => r.method === method && !r.busy),
    `wallet shows ${method}`,
  )
  const request = state.requests.find((r) => r.method === method)
  if (!request) throw new Error('no request')
  await wallet.approveRequest(request.id)
  return answer
}

const account = (portico: ReturnType<typeof openDapp>['portico']): AccountState =>
  portico.getAccount('eip155')

describe('WalletConnect connector through the relay, with the sample wallet, on the devnet', () => {
  let first: ReturnType<typeof openDapp>

  test('connect: the URI reaches the pairing store, the wallet approves, the account connects', async () => {
    first = openDapp()
    const { portico } = first
    const connected = portico.connectWalletConnect()
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
