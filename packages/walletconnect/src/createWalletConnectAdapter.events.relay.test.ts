/**
 * WalletConnect session events and the clients' configuration, end to end in Node: Portico core
 * with the real UniversalProvider 2.25, Portico's relay (startTestRelay), the sample wallet's
 * WalletKit (apps/wallet) and the devnet. The wallet emits the events itself (emitSessionEvent,
 * updateSession), as a phone wallet does when its user switches chain or account.
 */
import { createMemoryStorage, createPortico, type Network } from '@portico/core'
import {
  DEFAULT_LOG_LEVEL,
  HEARTBEAT_INTERVAL_MS,
  LOG_BUFFER_BYTES,
  RELAY_DEFAULT_TIMEOUT_MS,
} from '@portico/core/internal'
import { ENGINE_RPC_OPTS } from '@walletconnect/sign-client'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createMemoryKeyValueStorage } from '../../../apps/wallet/src/walletkit/createMemoryKeyValueStorage.js'
import type { SampleWallet } from '../../../apps/wallet/src/walletkit/createSampleWallet.js'
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
/** Another devnet account, not in the sample wallet's session until the wallet puts it there. */
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let world: SampleWalletWorld
let wallet: SampleWallet
let networks: [Network, Network]
let adapter: WalletConnectAdapter
let portico: ReturnType<typeof createPortico>
let topic: string

function until<T>(read: () => T | undefined | false, what: string, timeoutMs = 20_000) {
  return new Promise<T>((resolve, reject) => {
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

const account = () => portico.getAccount({ namespace: 'eip155' })

beforeAll(async () => {
  process.env.DISABLE_GLOBAL_CORE = 'true'
  world = await startSampleWalletWorld({ projectId: PROJECT_ID, prefix: 'events-wallet' })
  ;({ wallet, networks } = world)
  // No logLevel: the adapter's defaults are what the configuration test reads.
  adapter = createWalletConnectAdapter({
    relayUrl: world.relay.url,
    storage: createMemoryKeyValueStorage(),
    customStoragePrefix: `events-dapp-${process.pid}`,
  })
  portico = createPortico({
    projectId: PROJECT_ID,
    networks,
    adapters: [adapter],
    storage: createMemoryStorage(),
    isMobile: () => false,
    metadata: {
      name: 'Portico events',
      description: 'test',
      url: 'http://127.0.0.1:5173',
      icons: [],
    },
  })
  portico.mount()
  const connected = portico.connection.connectWalletConnect()
  await wallet.pair(await until(() => portico.stores.pairing.getState().uri, 'pairing URI'))
  const { proposals } = await until(
    () => (wallet.getState().proposals.length ? wallet.getState() : undefined),
    'proposal',
  )
  await wallet.approveProposal(proposals[0]?.id ?? 0)
  await connected
  topic = wallet.getState().sessions[0]?.topic ?? ''
}, 90_000)

afterAll(async () => {
  const provider = await adapter?.getProvider().catch(() => undefined)
  await provider?.client.core.relayer.transportClose().catch(() => undefined)
  provider?.client.core.heartbeat.stop()
  await world?.stop()
  delete process.env.DISABLE_GLOBAL_CORE
})

describe('WalletConnect clients are configured with the spec §9 constants', () => {
  // spec §9: "Heartbeat 5 s; … relay default timeouts 5 min. … default log level error."
  // spec §9: "Log buffer 1024000 bytes."
  test.each([
    [
      'heartbeat 5 s',
      async () => (await adapter.getProvider()).client.core.heartbeat.interval * 1_000,
      HEARTBEAT_INTERVAL_MS,
    ],
    [
      'relay default timeouts 5 min: the ttl of a proposal on the relay',
      async () => ENGINE_RPC_OPTS.wc_sessionPropose.req.ttl * 1_000,
      RELAY_DEFAULT_TIMEOUT_MS,
    ],
    [
      'relay default timeouts 5 min: the ttl of a session event on the relay',
      async () => ENGINE_RPC_OPTS.wc_sessionEvent.req.ttl * 1_000,
      RELAY_DEFAULT_TIMEOUT_MS,
    ],
    [
      'log buffer 1,024,000 bytes',
      async () => logChunks().then((c) => c.MAX_LOG_SIZE_IN_BYTES),
      LOG_BUFFER_BYTES,
    ],
    ["default log level 'error'", async () => logChunks().then((c) => c.level), DEFAULT_LOG_LEVEL],
  ] as const)('%s', async (_rule, read, expected) => {
    expect(await read()).toBe(expected)
  })

  async function logChunks() {
    const core = (await adapter.getProvider()).client.core as unknown as {
      logChunkController: { baseChunkLogger: { MAX_LOG_SIZE_IN_BYTES: number; level: string } }
    }
    return core.logChunkController.baseChunkLogger
  }
})

describe('WalletConnect session events from the wallet reach the account', () => {
  test("chainChanged: the account moves to the wallet's chain; the EIP-1193 provider says so", async () => {
    const [, second] = networks
    const heard: unknown[] = []
    adapter.eip1193.on('chainChanged', (chainId: unknown) => heard.push(chainId))
    await wallet.walletKit.emitSessionEvent({
      topic,
      event: { name: 'chainChanged', data: second.id },
      chainId: `eip155:${second.id}`,
    })
    await until(() => account().caipAddress === `eip155:${second.id}:${ADDRESS}`, 'chain B')
    expect(portico.stores.chains.getState().activeNetwork.id).toBe(second.id)
    expect(heard).toEqual([`0x${Number(second.id).toString(16)}`])
  })

  test('session update: the wallet puts another account first; the account follows', async () => {
    const session = wallet.walletKit.getActiveSessions()[topic]
    if (!session) throw new Error('no session')
    const eip155 = session.namespaces.eip155
    if (!eip155) throw new Error('no eip155 namespace')
    const chains = networks.map((n) => `eip155:${n.id}`)
    await wallet.walletKit.updateSession({
      topic,
      namespaces: {
        ...session.namespaces,
        eip155: {
          ...eip155,
          accounts: chains.flatMap((c) => [`${c}:${OTHER}`, `${c}:${ADDRESS}`]),
        },
      },
    })
    // The connected address is still in the session: it stays.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(account().address).toBe(ADDRESS)
    // Once it leaves the session, the session's first account is the account.
    await wallet.walletKit.updateSession({
      topic,
      namespaces: {
        ...session.namespaces,
        eip155: { ...eip155, accounts: chains.map((c) => `${c}:${OTHER}`) },
      },
    })
    await until(() => account().address === OTHER, 'the other account after session_update')
    expect(account().status).toBe('connected')
  })

  test("a network switch moves the default chain: chainChanged, then accountsChanged with the new chain's accounts; the same chain again: no accountsChanged", async () => {
    const [first] = networks
    const provider = await adapter.getProvider()
    const heard: string[] = []
    const onChain = (chainId: unknown) => heard.push(`chainChanged ${chainId}`)
    const onAccounts = (accounts: unknown) => heard.push(`accountsChanged ${String(accounts)}`)
    provider.on('chainChanged', onChain)
    provider.on('accountsChanged', onAccounts)
    try {
      await portico.switchNetwork({ network: first })
      await until(() => heard.length >= 2, 'chainChanged and accountsChanged')
      expect(account().caipAddress).toBe(`eip155:${first.id}:${OTHER}`)
      expect(heard).toEqual([`chainChanged ${first.id}`, `accountsChanged ${OTHER}`])
      heard.length = 0
      provider.setDefaultChain(`eip155:${first.id}`) // the default chain again: accounts unchanged
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(heard).toEqual([`chainChanged ${first.id}`])
    } finally {
      provider.off('chainChanged', onChain)
      provider.off('accountsChanged', onAccounts)
    }
  })
})
