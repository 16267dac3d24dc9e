import { describe, expect, it } from 'vitest'
import type { RouterEntry } from '../../state/types.js'
import { createFakeAdapter, testInstance, testNetwork } from '../../testing/index.js'

const evm = () => createFakeAdapter('eip155', [{ id: 'w1', address: '0x1', chainId: 31337 }])
const sol = () => createFakeAdapter('solana', [{ id: 's1', address: 'So1', chainId: 'devnet' }])

describe('opening rules, in order (spec §2)', () => {
  it.each([
    [
      "'if wallet-connect is manual … and the user is not connected, show AllWallets on mobile'",
      { manualWCControl: true, mobile: true, adapters: true, connected: false, view: undefined },
      'AllWallets',
    ],
    [
      "'… or the basic connecting view on desktop'",
      { manualWCControl: true, mobile: false, adapters: true, connected: false, view: undefined },
      'ConnectingWalletConnectBasic',
    ],
    [
      "'or there are no adapters and the user is not connected' (beats an explicit view)",
      { manualWCControl: false, mobile: false, adapters: false, connected: false, view: 'Account' },
      'ConnectingWalletConnectBasic',
    ],
    [
      "'an explicit view is honoured'",
      {
        manualWCControl: false,
        mobile: false,
        adapters: true,
        connected: false,
        view: 'AllWallets',
      },
      'AllWallets',
    ],
    [
      "'if connected, open Account' (manual WalletConnect no longer applies)",
      { manualWCControl: true, mobile: true, adapters: true, connected: true, view: undefined },
      'Account',
    ],
    [
      "'otherwise Connect'",
      { manualWCControl: false, mobile: false, adapters: true, connected: false, view: undefined },
      'Connect',
    ],
  ] as const)('%s', async (_rule, c, expected) => {
    const fake = evm()
    const portico = testInstance({
      manualWCControl: c.manualWCControl,
      isMobile: () => c.mobile,
      adapters: c.adapters ? [fake.adapter] : [],
    })
    portico.mount()
    if (c.connected) await portico.connect({ connectorId: 'w1' })
    portico.open({ view: c.view })
    expect(portico.stores.router.getState().history.map((e) => e.view)).toEqual([expected])
  })

  it("'if a namespace differs from the active chain, switch network first'", () => {
    const portico = testInstance({
      networks: [testNetwork(31337), testNetwork('devnet', 'solana')],
      adapters: [evm().adapter, sol().adapter],
    })
    portico.mount()
    const flags: boolean[] = []
    portico.stores.chains.subscribe((s) => flags.push(s.isSwitchingNamespace))
    portico.open({ namespace: 'solana' })
    const chains = portico.stores.chains.getState()
    expect(chains.activeNamespace).toBe('solana')
    expect(chains.activeNetwork.caipNetworkId).toBe('solana:devnet')
    // Raised, the namespace changes while it is up, then lowered.
    expect(flags).toEqual([true, true, false])
  })
})

describe('back and close (spec §2)', () => {
  it.each([
    ["'Back goes to the previous view'", ['Connect', 'AllWallets'], false, ['Connect'], true],
    ["'closes the modal when history has one entry'", ['Connect'], false, ['Connect'], false],
    [
      "'shows Account instead of Connect when already connected'",
      ['Connect', 'ConnectingExternal'],
      true,
      ['Account'],
      true,
    ],
  ] as const)('%s', async (_rule, history, connected, after, open) => {
    const fake = evm()
    const portico = testInstance({ adapters: [fake.adapter] })
    portico.mount()
    if (connected) await portico.connect({ connectorId: 'w1' })
    portico.open()
    // Back reads only the views (ConnectingExternal's connector is not needed here).
    portico._internal.stores.router.setState({
      history: history.map((view) => ({ view }) as RouterEntry),
    })
    portico.modal.goBack()
    expect(portico.stores.modal.getState().open).toBe(open)
    expect(portico.stores.router.getState().history.map((e) => e.view)).toEqual(after)
  })

  it("'Closing resets to Connect'", () => {
    const portico = testInstance({ adapters: [evm().adapter] })
    portico.open({ view: 'AllWallets' })
    portico.close()
    expect(portico.stores.router.getState().history).toEqual([{ view: 'Connect' }])
  })
})

describe('modal events (spec §7 "Events include MODAL_OPEN, MODAL_CLOSE")', () => {
  it('opening and closing report MODAL_OPEN and MODAL_CLOSE once each', () => {
    const portico = testInstance({ adapters: [evm().adapter] })
    const events: string[] = []
    portico.subscribeEvents((e) => events.push(e.type))
    portico.open()
    portico.open({ view: 'AllWallets' })
    portico.close()
    portico.close()
    expect(events).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
  })
})
