import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MODAL_SHAKE_MS } from '../../constants.js'
import { createFakeAdapter, testInstance, testNetwork } from '../../testing/index.js'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

const A = testNetwork(31337)
const B = testNetwork(31338)

async function setup(options: { required?: boolean } = {}) {
  const evm = createFakeAdapter('eip155', [{ id: 'w1', address: '0xA', chainId: 31337 }])
  const portico = testInstance({
    networks: [A, B],
    adapters: [evm.adapter],
    siwx:
      options.required === undefined
        ? undefined
        : { signOut: async () => {}, getRequired: () => options.required === true },
  })
  portico.mount()
  await portico.connect({ connectorId: 'w1' })
  return { portico, evm }
}

describe('close or shake (spec §4 "Modal shake lasts 500 ms")', () => {
  it.each([
    ['Account closes', 'Account', {}, false, 'closed'],
    ['Networks closes', 'Networks', {}, false, 'closed'],
    [
      'UnsupportedChain shakes while the wallet is on the unsupported chain (a switch is required)',
      'UnsupportedChain',
      {},
      true,
      'shaken',
    ],
    [
      'UnsupportedChain closes once the chain is supported again',
      'UnsupportedChain',
      {},
      false,
      'closed',
    ],
    [
      'SIWXSignMessage shakes when sign-in is required (leaving takes Cancel)',
      'SIWXSignMessage',
      { required: true },
      false,
      'shaken',
    ],
    [
      'ApproveTransaction shakes when sign-in is required',
      'ApproveTransaction',
      { required: true },
      false,
      'shaken',
    ],
    [
      'SIWXSignMessage closes when sign-in is optional',
      'SIWXSignMessage',
      { required: false },
      false,
      'closed',
    ],
    ['SIWXSignMessage closes without SIWX', 'SIWXSignMessage', {}, false, 'closed'],
  ] as const)('%s', async (_rule, view, options, unsupported, expected) => {
    const { portico } = await setup(options)
    portico.open({ view })
    portico._internal.stores.chains.setState({ isUnsupportedChain: unsupported })
    expect(portico.modal.requestClose()).toBe(expected)
    const modal = portico.stores.modal.getState()
    expect(modal.open).toBe(expected === 'shaken')
    expect(modal.shake).toBe(expected === 'shaken')
    vi.advanceTimersByTime(MODAL_SHAKE_MS)
    expect(portico.stores.modal.getState().shake).toBe(false)
  })
})
