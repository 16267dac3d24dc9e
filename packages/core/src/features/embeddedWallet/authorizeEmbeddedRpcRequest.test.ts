import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { UNKNOWN_METHOD_REJECT_DELAY_MS } from '../../constants.js'
import { RpcMethodNotAllowedError } from '../../errors/provider.js'
import { createFakeAuthAdapter, testInstance, testNetwork } from '../../testing/index.js'

// Through the context core hands the embedded wallet's adapter (setupMultiNamespaceAdapters), as
// its provider asks before a dApp's request goes to the frame.
function setup() {
  const fake = createFakeAuthAdapter()
  const portico = testInstance({ networks: [testNetwork(31337)], adapters: [fake.adapter] })
  portico.mount()
  return { portico, fake }
}

describe("the embedded wallet's provider requests — spec §6", () => {
  // Core loads the check on the provider's first request; loaded here, the clock is the test's.
  beforeAll(() => import('./authorizeEmbeddedRpcRequest.js'))
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it.each([
    ['unknown methods are rejected', 'eth_sign', 'eip155'],
    ['unknown methods are rejected', 'eth_sendRawTransaction', 'eip155'],
    [
      'unknown methods are rejected: a Solana method asked of the EVM provider',
      'solana_signMessage',
      'eip155',
    ],
    [
      'unknown methods are rejected: an EVM method asked of the Solana provider',
      'personal_sign',
      'solana',
    ],
  ] as const)(
    "%s (%s on %s): \"'Action not allowed' after 300 ms; 'Requested RPC call is not allowed'\"",
    async (_rule, method, namespace) => {
      const { portico, fake } = setup()
      const pending = fake.authorizeRpcRequest({ method, namespace })
      const settled = vi.fn()
      pending?.then(settled, settled)
      // The modal opens at once, so the notice that follows is seen; nothing is said yet.
      await vi.advanceTimersByTimeAsync(0)
      expect(portico.stores.modal.getState().open).toBe(true)
      await vi.advanceTimersByTimeAsync(UNKNOWN_METHOD_REJECT_DELAY_MS - 1)
      expect(settled).not.toHaveBeenCalled()
      expect(portico.stores.notification.getState().open).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(portico.stores.notification.getState()).toMatchObject({
        open: true,
        message: 'Action not allowed',
        variant: 'error',
      })
      const error = await pending?.catch((e: unknown) => e)
      expect(error).toBeInstanceOf(RpcMethodNotAllowedError)
      expect(error).toMatchObject({
        shortMessage: 'Requested RPC call is not allowed',
        code: 4100,
        method,
      })
    },
  )

  it.each([
    ['safe (read-only) methods go to the frame', 'eth_getBalance', 'eip155'],
    [
      'not-safe methods go to the frame, which asks on its approval screen',
      'personal_sign',
      'eip155',
    ],
    [
      'not-safe methods go to the frame, which asks on its approval screen',
      'solana_signMessage',
      'solana',
    ],
  ] as const)('%s (%s on %s): at once, no notice', async (_rule, method, namespace) => {
    const { portico, fake } = setup()
    await expect(fake.authorizeRpcRequest({ method, namespace })).resolves.toBeUndefined()
    expect(portico.stores.modal.getState().open).toBe(false)
    expect(portico.stores.notification.getState().open).toBe(false)
  })

  it('an open modal stays on its view; the notice shows there', async () => {
    const { portico, fake } = setup()
    portico.open({ view: 'Networks' })
    const pending = fake.authorizeRpcRequest({ method: 'eth_sign', namespace: 'eip155' })
    pending?.catch(() => {})
    await vi.advanceTimersByTimeAsync(UNKNOWN_METHOD_REJECT_DELAY_MS)
    await expect(pending).rejects.toBeInstanceOf(RpcMethodNotAllowedError)
    expect(portico.stores.router.getState().history.map((e) => e.view)).toEqual(['Networks'])
    expect(portico.stores.notification.getState().message).toBe('Action not allowed')
  })
})
