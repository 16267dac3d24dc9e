import { describe, expect, it } from 'vitest'
import type { SiwxConfig, SiwxMessage } from '../../config/options.js'
import { InvalidSignedMessageError } from '../../errors/validation.js'
import { createFakeAdapter, testInstance } from '../../testing/index.js'
import { SignMessageError } from './errors.js'

/** A personal_sign signature's shape (spec §5: 0x plus at least 62 hex characters). */
const SIGNATURE = `0x${'1b'.repeat(65)}`

function siwx(overrides: Partial<SiwxConfig> = {}) {
  const log: string[] = []
  const config: SiwxConfig = {
    signOut: async () => void log.push('signOut'),
    createMessage: async ({ accountAddress, chainId }) => {
      log.push(`create:${chainId}:${accountAddress}`)
      return {
        accountAddress,
        chainId,
        domain: 'app.test',
        uri: 'https://app.test',
        version: '1',
        nonce: 'n0nce123',
      } satisfies SiwxMessage
    },
    signMessage: async ({ message }) => {
      log.push(`sign:${message.nonce}`)
      return SIGNATURE
    },
    verify: async ({ signature }) => {
      log.push(`verify:${signature}`)
      return true
    },
    ...overrides,
  }
  return { config, log }
}

async function setup(config: SiwxConfig | undefined) {
  const evm = createFakeAdapter('eip155', [{ id: 'w1', address: '0xA', chainId: 31337 }])
  const portico = testInstance({ adapters: [evm.adapter], siwx: config })
  portico.mount()
  await portico.connect({ connectorId: 'w1' })
  portico.open({ view: 'SIWXSignMessage' })
  return portico
}

describe('sign-in flow (spec §4 "prompt, sign, store session, close on success")', () => {
  it('creates the message for the active account and network, signs, verifies, closes', async () => {
    const { config, log } = siwx()
    const portico = await setup(config)
    expect(await portico.siwx.signMessage()).toEqual({})
    expect(log).toEqual(['create:eip155:31337:0xA', 'sign:n0nce123', `verify:${SIGNATURE}`])
    expect(portico.stores.modal.getState().open).toBe(false)
  })

  it.each([
    [
      "no message → 'A problem occurred while trying initialize authentication'",
      { createMessage: async () => Promise.reject(new Error('no nonce')) },
      'A problem occurred while trying initialize authentication',
    ],
    [
      "the wallet refuses → 'Error signing message'",
      { signMessage: async () => Promise.reject(new Error('User rejected')) },
      'Error signing message',
    ],
    [
      "the signature is not accepted → 'Error signing message'",
      { verify: async () => false },
      'Error signing message',
    ],
  ] as const)(
    "'on failure re-open the sign view with an error': %s",
    async (_rule, overrides, message) => {
      const { config } = siwx(overrides)
      const portico = await setup(config)
      portico.close()
      const { error } = await portico.siwx.signMessage()
      expect(error?.shortMessage).toBe(message)
      expect(portico.stores.modal.getState().open).toBe(true)
      expect(portico.stores.router.getState().history.at(-1)?.view).toBe('SIWXSignMessage')
    },
  )

  it.each([
    ['61 hex characters', `0x${'a'.repeat(61)}`],
    ['no 0x', '1b'.repeat(65)],
    ['not hex', '0xsig'],
    ['not a string', 42],
  ])(
    'spec §5 "signed message: 0x plus at least 62 hex characters": %s → \'Error signing message\', never verified nor stored',
    async (_rule, answer) => {
      const { config, log } = siwx({ signMessage: async () => answer as string })
      const portico = await setup(config)
      const { error } = await portico.siwx.signMessage()
      expect(error).toBeInstanceOf(SignMessageError)
      expect(error?.shortMessage).toBe('Error signing message')
      expect(error?.cause).toBeInstanceOf(InvalidSignedMessageError)
      expect(log.some((entry) => entry.startsWith('verify:'))).toBe(false)
      expect(portico.stores.router.getState().history.at(-1)?.view).toBe('SIWXSignMessage')
    },
  )

  it("'SIWX is not enabled' without the sign-in hooks", async () => {
    const portico = await setup({ signOut: async () => {} })
    await expect(portico.siwx.signMessage()).rejects.toThrow('SIWX is not enabled')
  })
})

describe('cancel (spec §4 "cancel disconnects when sign-in is required")', () => {
  it.each([
    ['required → disconnects', true, 'disconnected'],
    ['optional → closes, still connected', false, 'connected'],
  ] as const)('%s', async (_rule, required, status) => {
    const { config } = siwx({ getRequired: () => required })
    const portico = await setup(config)
    await portico.siwx.cancel()
    expect(portico.getAccount().status).toBe(status)
    expect(portico.stores.modal.getState().open).toBe(false)
  })
})
