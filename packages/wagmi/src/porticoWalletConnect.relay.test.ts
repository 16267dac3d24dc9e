/**
 * Issue 19 "Portico's connectors (WalletConnect over the configured relay …) are real wagmi
 * connectors", end to end in Node: Portico core with the real UniversalProvider over Portico's
 * relay (startTestRelay), the sample wallet's WalletKit (apps/wallet) and the devnet; wagmi's
 * config holds porticoWalletConnect(adapter), and wagmi's own actions sign through the session.
 */
import {
  type ChainAdapter,
  createMemoryStorage,
  createPortico,
  type Network,
  type Portico,
} from '@portico/core'
import { createWalletConnectAdapter, type WalletConnectAdapter } from '@portico/walletconnect'
import { type Config, disconnect, signMessage, switchChain, version } from '@wagmi/core'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { createMemoryKeyValueStorage } from '../../../apps/wallet/src/walletkit/createMemoryKeyValueStorage.js'
import type { SampleWallet } from '../../../apps/wallet/src/walletkit/createSampleWallet.js'
import {
  type SampleWalletWorld,
  startSampleWalletWorld,
} from '../../../apps/wallet/src/walletkit/testing/startSampleWalletWorld.js'
import { createWagmiAdapter } from './createWagmiAdapter.js'

const PROJECT_ID = 'portico-demo'
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

let world: SampleWalletWorld
let wallet: SampleWallet
let networks: [Network, Network]
let walletConnect: WalletConnectAdapter
let config: Config
let wagmiAdapter: ChainAdapter
let portico: Portico

const current = () =>
  config.state.current ? config.state.connections.get(config.state.current) : undefined

/** What the visitor does in Portico's modal: the QR code scanned by the wallet, the session approved. */
async function pairInPortico() {
  const connected = portico.connection.connectWalletConnect()
  await vi.waitFor(() => expect(portico.stores.pairing.getState().uri).toBeTruthy(), {
    timeout: 20_000,
  })
  await wallet.pair(portico.stores.pairing.getState().uri as string)
  await vi.waitFor(() => expect(wallet.getState().proposals.length).toBe(1), { timeout: 20_000 })
  await wallet.approveProposal(wallet.getState().proposals[0]?.id ?? 0)
  await connected
}

beforeAll(async () => {
  process.env.DISABLE_GLOBAL_CORE = 'true'
  world = await startSampleWalletWorld({ projectId: PROJECT_ID, prefix: 'wagmi-wallet' })
  ;({ wallet, networks } = world)
  walletConnect = createWalletConnectAdapter({
    relayUrl: world.relay.url,
    storage: createMemoryKeyValueStorage(),
    customStoragePrefix: `wagmi-dapp-${process.pid}`,
    logLevel: 'silent',
  })
  const created = createWagmiAdapter({ networks, walletConnect, storage: null })
  config = created.wagmiConfig
  wagmiAdapter = created.adapter
  portico = createPortico({
    projectId: PROJECT_ID,
    networks,
    adapters: [created.adapter, walletConnect],
    storage: createMemoryStorage(),
    isMobile: () => false,
    metadata: {
      name: 'Portico wagmi',
      description: 'test',
      url: 'http://127.0.0.1:5173',
      icons: [],
    },
  })
  portico.mount()
}, 90_000)

afterAll(async () => {
  const provider = await walletConnect?.getProvider().catch(() => undefined)
  await provider?.client.core.relayer.transportClose().catch(() => undefined)
  provider?.client.core.heartbeat.stop()
  await world?.stop()
  delete process.env.DISABLE_GLOBAL_CORE
})

describe(`porticoWalletConnect on @wagmi/core ${version}`, () => {
  test("pairing in Portico's modal connects wagmi through the session; wagmi's signMessage reaches the phone wallet; Portico's disconnect ends both", async () => {
    await pairInPortico()

    expect(portico.getAccount()).toMatchObject({
      status: 'connected',
      connectorId: 'walletConnect',
    })
    await vi.waitFor(() =>
      expect(current()).toMatchObject({ accounts: [ADDRESS], chainId: networks[0].id }),
    )
    expect(current()?.connector.id).toBe('portico.walletConnect')

    // wagmi's own action (useSignMessage), answered by the wallet over the relay.
    const message = 'wagmi through WalletConnect'
    const signing = signMessage(config, { message })
    await vi.waitFor(() => expect(wallet.getState().requests.length).toBe(1), { timeout: 20_000 })
    await wallet.approveRequest(wallet.getState().requests[0]?.id ?? 0)
    expect(await verifyMessage({ address: ADDRESS, message, signature: await signing })).toBe(true)

    // wagmi's switchChain (useSwitchChain) through the session, to a chain the session approved
    // (WalletConnect's provider answers that itself): wagmi, Portico and later requests follow.
    const switching = switchChain(config, { chainId: Number(networks[1].id) })
    await switching
    expect(current()?.chainId).toBe(networks[1].id)
    await vi.waitFor(() =>
      expect(portico.stores.chains.getState().activeNetwork.id).toBe(networks[1].id),
    )
    expect(await walletConnect.eip1193.request({ method: 'eth_chainId' })).toBe(
      `0x${Number(networks[1].id).toString(16)}`,
    )

    // Portico's own switch (its NetworkButton) goes through wagmi's switchChain too.
    const switchNetwork = vi.spyOn(wagmiAdapter, 'switchNetwork')
    await portico.switchNetwork({ network: networks[0] })
    expect(switchNetwork).toHaveBeenCalledOnce()
    expect(current()?.chainId).toBe(networks[0].id)
    expect(await walletConnect.eip1193.request({ method: 'eth_chainId' })).toBe(
      `0x${Number(networks[0].id).toString(16)}`,
    )

    await portico.disconnect()
    await vi.waitFor(() => expect(config.state.status).toBe('disconnected'))
    expect(portico.getAccount().status).toBe('disconnected')
  })

  test("wagmi's disconnect (useDisconnect) ends the session: Portico's button and the wallet follow", async () => {
    await pairInPortico()
    await vi.waitFor(() => expect(config.state.status).toBe('connected'))

    await disconnect(config)
    await vi.waitFor(() => expect(portico.getAccount().status).toBe('disconnected'))
    // The wallet's session ended too (session_delete over the relay).
    await vi.waitFor(() => expect(wallet.getState().sessions).toEqual([]), { timeout: 20_000 })
  })
})
