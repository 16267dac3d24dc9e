import { describe, expect, it } from 'vitest'
import { ALERTS } from '../../errors/alerts.js'
import { NetworkNotFoundError } from '../../errors/network.js'
import { NamespaceNotConfiguredError } from '../../errors/validation.js'
import { createFakeAdapter, testInstance, testNetwork } from '../../testing/index.js'

const RULE =
  "spec §5: 'Chain must belong to a configured namespace ('Namespace ... is not configured. Please call connect() first with namespace config.')'"
const EVM = testNetwork(31337)
const SOL = testNetwork('devnet', 'solana')

/** An EVM-only dApp whose page also has a Solana wallet (the Solana adapter, no Solana network). */
function evmOnly() {
  const evm = createFakeAdapter('eip155', [{ id: 'evm', address: '0xA1', chainId: 31337 }])
  const sol = createFakeAdapter('solana', [{ id: 'sol', address: 'So1', chainId: 'devnet' }])
  const portico = testInstance({ networks: [EVM], adapters: [evm.adapter, sol.adapter] })
  portico.mount()
  return { portico, sol }
}

describe(RULE, () => {
  type Portico = ReturnType<typeof evmOnly>['portico']
  it.each<[string, (p: Portico) => unknown]>([
    ['switchNetwork to a solana network', (p) => p.switchNetwork({ network: SOL })],
    ['open on the solana namespace', async (p) => p.open({ namespace: 'solana' })],
    ['connect a solana wallet', (p) => p.connect({ connectorId: 'sol' })],
  ])('%s → NamespaceNotConfiguredError, nothing changes', async (_flow, run) => {
    const { portico, sol } = evmOnly()
    const error = await Promise.resolve()
      .then(() => run(portico))
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NamespaceNotConfiguredError)
    expect((error as NamespaceNotConfiguredError).shortMessage).toBe(
      'Namespace solana is not configured. Please call connect() first with namespace config.',
    )
    expect(portico.stores.chains.getState()).toMatchObject({
      activeNamespace: 'eip155',
      activeNetwork: EVM,
    })
    expect(sol.calls).toEqual([])
    expect(portico.getAccount({ namespace: 'solana' }).status).toBe('disconnected')
  })

  it('SwitchActiveChain to an unconfigured namespace goes back with the error', async () => {
    const { portico } = evmOnly()
    portico.open()
    portico.modal.pushView({
      view: 'SwitchActiveChain',
      data: { network: EVM, switchToChain: 'solana' },
    })
    const { error } = await portico.network.confirmSwitch()
    expect(error).toBeInstanceOf(NamespaceNotConfiguredError)
    expect(portico.stores.chains.getState().activeNamespace).toBe('eip155')
  })

  it('a configured namespace passes: switching to it and connecting there work', async () => {
    const evm = createFakeAdapter('eip155', [{ id: 'evm', address: '0xA1', chainId: 31337 }])
    const sol = createFakeAdapter('solana', [{ id: 'sol', address: 'So1', chainId: 'devnet' }])
    const portico = testInstance({ networks: [EVM, SOL], adapters: [evm.adapter, sol.adapter] })
    portico.mount()
    await portico.switchNetwork({ network: SOL })
    await portico.connect({ connectorId: 'sol' })
    expect(portico.getAccount({ namespace: 'solana' }).status).toBe('connected')
  })
})

describe("spec §8 alert 'Network Not Found'", () => {
  it('switching to a network of a configured namespace that is not among the networks shows it', async () => {
    const portico = testInstance({ networks: [EVM] })
    await expect(portico.switchNetwork({ network: testNetwork(1) })).rejects.toBeInstanceOf(
      NetworkNotFoundError,
    )
    expect(portico.stores.alert.getState().alert).toEqual({
      title: 'Network Not Found',
      message: ALERTS.NETWORK_NOT_FOUND.message,
    })
    expect(portico.stores.chains.getState().activeNetwork).toBe(EVM)
  })

  it('a configured network shows no alert', async () => {
    const portico = testInstance({ networks: [EVM, testNetwork(31338)] })
    await portico.switchNetwork({ network: testNetwork(31338) })
    expect(portico.stores.alert.getState().alert).toBeUndefined()
  })
})
