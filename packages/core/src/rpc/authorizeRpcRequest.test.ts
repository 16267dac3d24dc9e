import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { UNKNOWN_METHOD_REJECT_DELAY_MS } from '../constants.js'
import {
  RpcMethodNotAllowedError,
  UnauthorizedProviderError,
  UserRejectedRequestError,
} from '../errors/provider.js'
import { authorizeRpcRequest } from './authorizeRpcRequest.js'

describe('authorizeRpcRequest — spec §6', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it.each([
    ['safe methods pass without asking', 'eth_getBalance'],
    ['safe methods pass without asking', 'wallet_getCapabilities'],
  ])('%s: %s', async (_rule, method) => {
    const approve = vi.fn(async () => false)
    await expect(authorizeRpcRequest({ method, approve })).resolves.toBeUndefined()
    expect(approve).not.toHaveBeenCalled()
  })

  it.each([
    ['not-safe methods require user approval in the modal: approved', 'personal_sign'],
    ['not-safe methods require user approval in the modal: approved', 'wallet_sendCalls'],
  ])('%s (%s)', async (_rule, method) => {
    const approve = vi.fn(async () => true)
    await expect(authorizeRpcRequest({ method, approve })).resolves.toBeUndefined()
    expect(approve).toHaveBeenCalledOnce()
  })

  it.each([
    ['declined', async () => false],
    ['closed (approve rejects)', async () => Promise.reject(new Error('Modal closed'))],
  ])('"Wallet permission errors: 4001 user rejected": approval %s', async (_case, approve) => {
    const error = await authorizeRpcRequest({ method: 'eth_sendTransaction', approve }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect((error as UserRejectedRequestError).code).toBe(4001)
    expect((error as UserRejectedRequestError).message).toMatchInlineSnapshot(`
      "User rejected the request.

      Details: Method: eth_sendTransaction"
    `)
  })

  it("\"unknown methods are rejected ('Action not allowed' after 300 ms; 'Requested RPC call is not allowed')\"; 4100 unauthorized", async () => {
    const approve = vi.fn(async () => true)
    const onNotify = vi.fn()
    const pending = authorizeRpcRequest({ method: 'eth_sign', approve, onNotify })
    const settled = vi.fn()
    pending.then(settled, settled)
    await vi.advanceTimersByTimeAsync(UNKNOWN_METHOD_REJECT_DELAY_MS - 1)
    expect(settled).not.toHaveBeenCalled()
    expect(onNotify).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    const error = await pending.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RpcMethodNotAllowedError)
    expect((error as RpcMethodNotAllowedError).shortMessage).toBe(
      'Requested RPC call is not allowed',
    )
    expect((error as RpcMethodNotAllowedError).code).toBe(UnauthorizedProviderError.code)
    expect(onNotify).toHaveBeenCalledExactlyOnceWith({
      message: 'Action not allowed',
      variant: 'error',
    })
    expect(approve).not.toHaveBeenCalled()
  })

  it('an unknown method calls onRefusing at once, before the 300 ms; known ones never', async () => {
    const onRefusing = vi.fn()
    const pending = authorizeRpcRequest({
      method: 'eth_sign',
      approve: async () => true,
      onRefusing,
    })
    pending.catch(() => {})
    expect(onRefusing).toHaveBeenCalledOnce()
    await vi.advanceTimersByTimeAsync(UNKNOWN_METHOD_REJECT_DELAY_MS)
    await expect(pending).rejects.toBeInstanceOf(RpcMethodNotAllowedError)
    await authorizeRpcRequest({ method: 'eth_call', approve: async () => true, onRefusing })
    expect(onRefusing).toHaveBeenCalledOnce()
  })

  it('with a namespace, a method of another namespace is unknown there', async () => {
    const pending = authorizeRpcRequest({
      method: 'solana_signMessage',
      namespace: 'eip155',
      approve: async () => true,
    })
    pending.catch(() => {})
    await vi.advanceTimersByTimeAsync(UNKNOWN_METHOD_REJECT_DELAY_MS)
    await expect(pending).rejects.toBeInstanceOf(RpcMethodNotAllowedError)
  })

  it('takes an injected sleep, and onNotify is optional', async () => {
    vi.useRealTimers()
    const sleep = vi.fn(async () => {})
    await expect(
      authorizeRpcRequest({ method: 'eth_sign', approve: async () => true, sleep }),
    ).rejects.toBeInstanceOf(RpcMethodNotAllowedError)
    expect(sleep).toHaveBeenCalledWith(UNKNOWN_METHOD_REJECT_DELAY_MS)
  })
})
