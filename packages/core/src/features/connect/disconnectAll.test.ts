import { describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '../../storage/createStorage.js'
import {
  createFakeAdapter,
  createFakeWalletConnectAdapter,
  testInstance,
  testNetwork,
  until,
} from '../../testing/index.js'
import { FailedToDisconnectChainsError } from './errors.js'

const EVM = testNetwork(31337)
const SOL = testNetwork('devnet', 'solana')
const SOLANA_ADDRESS = 'So1anaAccount1111111111111111111111111111111'

/** An EVM wallet and a Solana wallet, both connected; Solana is the active namespace. */
async function twoNamespaces(options: Parameters<typeof testInstance>[0] = {}) {
  const evm = createFakeAdapter('eip155', [{ id: 'evm', address: '0xA1', chainId: 31337 }])
  const sol = createFakeAdapter('solana', [
    { id: 'sol', address: SOLANA_ADDRESS, chainId: 'devnet' },
  ])
  const portico = testInstance({
    networks: [EVM, SOL],
    adapters: [evm.adapter, sol.adapter],
    ...options,
  })
  portico.mount()
  await portico.connect({ connectorId: 'evm' })
  await portico.connect({ connectorId: 'sol' })
  expect(portico.getAccount({ namespace: 'eip155' }).status).toBe('connected')
  expect(portico.getAccount({ namespace: 'solana' }).status).toBe('connected')
  return { portico, evm, sol }
}

describe("disconnect of every namespace (spec §4 'Disconnect', §8 'Failed to disconnect chains: {message}')", () => {
  it("namespace: 'all' lets every wallet go and resets every namespace's account and network", async () => {
    const { portico, evm, sol } = await twoNamespaces()
    portico.open()
    await portico.disconnect({ namespace: 'all' })
    expect(evm.calls).toContain('disconnect:evm')
    expect(sol.calls).toContain('disconnect:sol')
    for (const namespace of ['eip155', 'solana'] as const) {
      expect(portico.getAccount({ namespace })).toMatchObject({ status: 'disconnected' })
      expect(portico.getAccount({ namespace }).address).toBeUndefined()
      expect(portico.stores.connections.getState().connections[namespace]).toEqual([])
    }
    expect(portico.stores.chains.getState().isUnsupportedChain).toBe(false)
    expect(portico.options.storage.getItem(STORAGE_KEYS.connectorId)).toBeNull()
    expect(portico.stores.modal.getState().open).toBe(false)
  })

  it("one wallet that fails: 'Failed to disconnect chains: {message}', every namespace forgotten anyway", async () => {
    const { portico, evm } = await twoNamespaces()
    evm.fail('disconnect:evm')
    const error = await portico.disconnect({ namespace: 'all' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FailedToDisconnectChainsError)
    expect((error as FailedToDisconnectChainsError).shortMessage).toBe(
      'Failed to disconnect chains: wallet busy',
    )
    expect((error as FailedToDisconnectChainsError).details).toBe('Failed: eip155')
    expect(portico.getAccount({ namespace: 'eip155' }).status).toBe('disconnected')
    expect(portico.getAccount({ namespace: 'solana' }).status).toBe('disconnected')
  })

  it('signs out of sign-in-with-wallet once, and keeps the modal open when told', async () => {
    const signOut = vi.fn(async () => {})
    const { portico } = await twoNamespaces({ siwx: { signOut } })
    portico.open()
    await portico.disconnect({ namespace: 'all', closeModal: false })
    expect(signOut).toHaveBeenCalledOnce()
    expect(portico.stores.modal.getState().open).toBe(true)
  })

  it('a WalletConnect session that serves two namespaces is asked to end once', async () => {
    const wc = createFakeWalletConnectAdapter({
      eip155: { address: '0xA1', chainId: 31337 },
      solana: { address: SOLANA_ADDRESS, chainId: 'devnet' },
    })
    const portico = testInstance({ networks: [EVM, SOL], adapters: [wc.adapter] })
    portico.mount()
    const first = portico.connection.connectWalletConnect()
    await until(() => wc.uris().length === 1)
    wc.approve()
    await first
    await portico.switchNetwork({ network: SOL })
    const second = portico.connection.connectWalletConnect()
    await until(() => wc.uris().length === 2)
    wc.approve()
    await second
    expect(portico.getAccount({ namespace: 'solana' }).status).toBe('connected')
    await portico.disconnect({ namespace: 'all' })
    expect(wc.calls.filter((c) => c === 'disconnect')).toEqual(['disconnect'])
    expect(portico.getAccount({ namespace: 'eip155' }).status).toBe('disconnected')
    expect(portico.getAccount({ namespace: 'solana' }).status).toBe('disconnected')
  })

  it('without a namespace, only the active one is disconnected (the others keep their wallet)', async () => {
    const { portico } = await twoNamespaces()
    await portico.disconnect()
    expect(portico.getAccount({ namespace: 'solana' }).status).toBe('disconnected')
    expect(portico.getAccount({ namespace: 'eip155' }).status).toBe('connected')
  })
})
