import { describe, expect, it } from 'vitest'
import type { RouterEntry } from '../../state/types.js'
import { createFakeAdapter, testInstance, testNetwork, until } from '../../testing/index.js'

const A = testNetwork(31337)
const B = testNetwork(31338)
const SOL = testNetwork('devnet', 'solana')

async function setup(options: { evmType?: 'ANNOUNCED' | 'AUTH'; solanaConnected?: boolean } = {}) {
  const evm = createFakeAdapter('eip155', [
    { id: 'w1', type: options.evmType ?? 'ANNOUNCED', address: '0xA', chainId: 31337 },
  ])
  const sol = createFakeAdapter('solana', [{ id: 's1', address: 'So1', chainId: 'devnet' }])
  const portico = testInstance({ networks: [A, B, SOL], adapters: [evm.adapter, sol.adapter] })
  portico.mount()
  if (options.solanaConnected) {
    await portico.connect({ connectorId: 's1' })
    await portico.switchNetwork({ network: A })
  }
  await portico.connect({ connectorId: 'w1' })
  portico.open()
  return { portico, evm, sol }
}

/** The top entry (a network switch view in these tests: their parameters are read). */
const top = (portico: Awaited<ReturnType<typeof setup>>['portico']) =>
  portico.stores.router.getState().history.at(-1) as
    | RouterEntry<'SwitchNetwork' | 'SwitchActiveChain'>
    | undefined

describe('network switch rules (spec §2)', () => {
  it.each([
    [
      "'if the auth connector is used … push SwitchNetwork' (to a namespace it serves)",
      { evmType: 'AUTH' },
      SOL,
      false,
      'SwitchNetwork',
    ],
    ['confirmation skipped → SwitchNetwork even across namespaces', {}, SOL, true, 'SwitchNetwork'],
    [
      "'if an address exists on the current chain but not on the target namespace, push SwitchActiveChain'",
      {},
      SOL,
      false,
      'SwitchActiveChain',
    ],
    ['same namespace → SwitchNetwork', {}, B, false, 'SwitchNetwork'],
    [
      'target namespace already connected → SwitchNetwork',
      { solanaConnected: true },
      SOL,
      false,
      'SwitchNetwork',
    ],
  ] as const)('%s', async (_rule, options, network, ignoreSwitchConfirmation, expected) => {
    const { portico } = await setup(options)
    expect(portico.network.requestSwitch({ network, ignoreSwitchConfirmation })).toBe(expected)
    expect(top(portico)?.view).toBe(expected)
    expect(top(portico)?.data?.network).toBe(network)
  })

  it("SwitchActiveChain carries the spec's parameters: switchToChain, navigateTo, navigateWithReplace, network", async () => {
    const { portico } = await setup()
    portico.network.requestSwitch({ network: SOL })
    expect(top(portico)?.data).toEqual({
      switchToChain: 'solana',
      navigateTo: 'Connect',
      navigateWithReplace: true,
      network: SOL,
    })
  })

  it('the current network asks nothing', async () => {
    const { portico } = await setup()
    expect(portico.network.requestSwitch({ network: A })).toBeNull()
  })

  it('SwitchNetwork switches the wallet, updates the CAIP address, then goes back', async () => {
    const { portico, evm } = await setup()
    portico.network.requestSwitch({ network: B })
    expect(await portico.network.confirmSwitch()).toEqual({})
    expect(evm.calls).toContain('switchNetwork:w1:31338')
    expect(portico.stores.chains.getState().activeNetwork).toBe(B)
    expect(portico.getAccount().caipAddress).toBe('eip155:31338:0xA')
    expect(portico.stores.router.getState().history.map((e) => e.view)).toEqual(['Account'])
  })

  it("'on failure go back'", async () => {
    const { portico, evm } = await setup()
    evm.fail('switchNetwork:w1')
    portico.network.requestSwitch({ network: B })
    const { error } = await portico.network.confirmSwitch()
    expect((error as { code?: number }).code).toBe(4001)
    expect(portico.stores.chains.getState().activeNetwork).toBe(A)
    expect(portico.stores.router.getState().history.map((e) => e.view)).toEqual(['Account'])
  })

  it('SwitchActiveChain makes the namespace active and replaces itself with Connect', async () => {
    const { portico } = await setup()
    portico.network.requestSwitch({ network: SOL })
    await portico.network.confirmSwitch()
    expect(portico.stores.chains.getState().activeNamespace).toBe('solana')
    expect(portico.stores.router.getState().history.map((e) => e.view)).toEqual([
      'Account',
      'Connect',
    ])
  })

  it("switching to a network the dApp did not configure is 'Network not found'", async () => {
    const { portico } = await setup()
    await expect(portico.switchNetwork({ network: testNetwork(1) })).rejects.toThrow(
      'Network not found',
    )
  })
})

describe('unsupported chain (spec §2)', () => {
  it.each([
    ["'Switching to an unsupported network opens UnsupportedChain'", {}, true],
    ["'unless unsupported chains are allowed'", { allowUnsupportedChain: true }, false],
    ["'network switching is disabled'", { enableNetworkSwitch: false }, false],
    ["'or basic WalletConnect mode is on'", { basicWalletConnect: true }, false],
  ] as const)('%s', async (_rule, options, opens) => {
    const evm = createFakeAdapter('eip155', [{ id: 'w1', address: '0xA', chainId: 31337 }])
    const portico = testInstance({ networks: [A, B], adapters: [evm.adapter], ...options })
    portico.mount()
    await portico.connect({ connectorId: 'w1' })
    evm.emit({ type: 'chainChanged', chainId: 999, connectorId: 'w1' })
    expect(portico.stores.chains.getState().isUnsupportedChain).toBe(true)
    expect(portico.stores.modal.getState().open).toBe(opens)
    if (opens)
      expect(portico.stores.router.getState().history.map((e) => e.view)).toEqual([
        'UnsupportedChain',
      ])
    // Back on a supported chain, the flag comes down.
    evm.emit({ type: 'chainChanged', chainId: 31338, connectorId: 'w1' })
    expect(portico.stores.chains.getState().isUnsupportedChain).toBe(false)
  })

  it('a wallet already on an unknown chain when it connects is flagged too', async () => {
    const evm = createFakeAdapter('eip155', [{ id: 'w1', address: '0xA', chainId: 5 }])
    const portico = testInstance({ networks: [A, B], adapters: [evm.adapter] })
    portico.mount()
    await portico.connect({ connectorId: 'w1' })
    await until(() => portico.getAccount().status === 'connected')
    expect(portico.stores.chains.getState().isUnsupportedChain).toBe(true)
  })
})
