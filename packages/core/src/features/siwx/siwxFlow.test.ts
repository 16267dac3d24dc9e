import { describe, expect, it } from 'vitest'
import type { SiwxConfig, SiwxMessage, SiwxSession } from '../../config/options.js'
import { createFakeAdapter, testInstance, testNetwork, until } from '../../testing/index.js'

/**
 * A dApp's sign-in whose sessions live in `sessions` (a backend stand-in kept in memory by the
 * test: core only calls the config's hooks). Without `signMessage`, core signs through the adapter.
 */
function siwx(options: { required?: boolean; getSessions?: boolean } = {}) {
  const sessions: SiwxSession[] = []
  const log: string[] = []
  const config: SiwxConfig = {
    getRequired: () => options.required === true,
    signOut: async () => {
      log.push('signOut')
      sessions.length = 0
    },
    createMessage: async ({ accountAddress, chainId }) =>
      ({
        accountAddress,
        chainId,
        domain: 'app.test',
        uri: 'https://app.test',
        version: '1',
        nonce: 'n0nce1234',
        serializedMessage: `sign in ${accountAddress} on ${chainId}`,
      }) satisfies SiwxMessage,
    verify: async ({ message, signature }) => {
      log.push(`verify:${signature}`)
      if (signature !== signatureOf(message.serializedMessage ?? '')) return false
      sessions.push({ accountAddress: message.accountAddress, chainId: message.chainId })
      return true
    },
    ...(options.getSessions !== false && {
      getSessions: async ({ chainId, accountAddress }) =>
        sessions.filter((s) => s.chainId === chainId && s.accountAddress === accountAddress),
    }),
  }
  return { config, sessions, log }
}

/** The fake EVM wallet's signature of `text`: its hex, shaped as spec §5's signed message. */
const signatureOf = (text: string) => `0x${Buffer.from(text).toString('hex').padEnd(130, '0')}`

/** The fake EVM wallet, signing as `signatureOf(<text>)` through the adapter's signMessage. */
function wallet() {
  const evm = createFakeAdapter('eip155', [{ id: 'w1', address: '0xA', chainId: 31337 }])
  const signed: string[] = []
  const adapter = {
    ...evm.adapter,
    signMessage: async ({ message, address }: { message: string; address: string }) => {
      signed.push(`${address}:${message}`)
      return signatureOf(message)
    },
  }
  return { adapter, signed }
}

async function connected(config: SiwxConfig) {
  const { adapter, signed } = wallet()
  const portico = testInstance({ adapters: [adapter], siwx: config })
  portico.mount()
  await portico.connect({ connectorId: 'w1' })
  return { portico, signed }
}

const view = (portico: ReturnType<typeof testInstance>) =>
  portico.stores.modal.getState().open
    ? portico.stores.router.getState().history.at(-1)?.view
    : 'closed'

describe('sign-in flow, spec §4 "prompt, sign, store session, close on success"', () => {
  it('prompt: a connected account without a session gets SIWXSignMessage', async () => {
    const { config } = siwx()
    const { portico } = await connected(config)
    await until(() => view(portico) === 'SIWXSignMessage')
  })

  it('sign: without a signMessage hook the connected wallet signs the message text (adapter signMessage); store session; close', async () => {
    const { config, sessions, log } = siwx()
    const { portico, signed } = await connected(config)
    await until(() => view(portico) === 'SIWXSignMessage')
    expect(await portico.siwx.signMessage()).toEqual({})
    expect(signed).toEqual(['0xA:sign in 0xA on eip155:31337'])
    expect(log).toEqual([`verify:${signatureOf('sign in 0xA on eip155:31337')}`])
    expect(sessions).toEqual([{ accountAddress: '0xA', chainId: 'eip155:31337' }])
    expect(view(portico)).toBe('closed')
  })

  it('no prompt when the account already has a session on the network (getSessions)', async () => {
    const { config, sessions } = siwx()
    sessions.push({ accountAddress: '0xA', chainId: 'eip155:31337' })
    const { portico } = await connected(config)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(view(portico)).toBe('closed')
  })

  it('switching to a network without a session prompts again', async () => {
    const { config } = siwx()
    const { portico } = await connected(config)
    await until(() => view(portico) === 'SIWXSignMessage')
    await portico.siwx.signMessage()
    expect(view(portico)).toBe('closed')
    await portico.switchNetwork({ network: testNetwork(31338) })
    await until(() => view(portico) === 'SIWXSignMessage')
  })

  it('without getSessions, the sign-ins of the instance count: no second prompt after signing', async () => {
    const { config } = siwx({ getSessions: false })
    const { portico } = await connected(config)
    await until(() => view(portico) === 'SIWXSignMessage')
    await portico.siwx.signMessage()
    await portico.switchNetwork({ network: testNetwork(31338) })
    await until(() => view(portico) === 'SIWXSignMessage')
    await portico.siwx.cancel()
    await portico.switchNetwork({ network: testNetwork(31337) })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(view(portico)).toBe('closed')
  })

  it("failure: a signature the dApp refuses re-opens SIWXSignMessage with 'Error signing message'", async () => {
    const { config } = siwx()
    const refusing = { ...config, verify: async () => false }
    const { portico } = await connected(refusing)
    await until(() => view(portico) === 'SIWXSignMessage')
    portico.close()
    const { error } = await portico.siwx.signMessage()
    expect(error?.shortMessage).toBe('Error signing message')
    expect(view(portico)).toBe('SIWXSignMessage')
  })
})

describe('cancel, spec §4 "cancel disconnects when sign-in is required and no session exists, otherwise switches back to the last authenticated network or closes"', () => {
  it('required, no session → disconnect', async () => {
    const { config } = siwx({ required: true })
    const { portico } = await connected(config)
    await until(() => view(portico) === 'SIWXSignMessage')
    await portico.siwx.cancel()
    expect(portico.getAccount().status).toBe('disconnected')
    expect(view(portico)).toBe('closed')
  })

  it('required, signed in on 31337 then asked again on 31338 → back to 31337, still connected, closed', async () => {
    const { config } = siwx({ required: true })
    const { portico } = await connected(config)
    await until(() => view(portico) === 'SIWXSignMessage')
    await portico.siwx.signMessage()
    await portico.switchNetwork({ network: testNetwork(31338) })
    await until(() => view(portico) === 'SIWXSignMessage')
    await portico.siwx.cancel()
    expect(portico.stores.chains.getState().activeNetwork.caipNetworkId).toBe('eip155:31337')
    expect(portico.getAccount().status).toBe('connected')
    expect(view(portico)).toBe('closed')
  })

  it('required, the last network’s session is gone (signed out elsewhere) → disconnect', async () => {
    const { config, sessions } = siwx({ required: true })
    const { portico } = await connected(config)
    await until(() => view(portico) === 'SIWXSignMessage')
    await portico.siwx.signMessage()
    await portico.switchNetwork({ network: testNetwork(31338) })
    await until(() => view(portico) === 'SIWXSignMessage')
    sessions.length = 0
    await portico.siwx.cancel()
    expect(portico.getAccount().status).toBe('disconnected')
  })

  it('optional → closes, the wallet stays connected on its network', async () => {
    const { config } = siwx()
    const { portico } = await connected(config)
    await until(() => view(portico) === 'SIWXSignMessage')
    await portico.siwx.cancel()
    expect(portico.getAccount().status).toBe('connected')
    expect(view(portico)).toBe('closed')
  })
})

describe('sign out on disconnect (spec §4 "defaults to true for sign-in-with-wallet")', () => {
  it.each([
    ['by default the session ends', undefined, ['signOut'], 0],
    ['signOutOnDisconnect: false keeps it', false, [], 1],
  ] as const)('%s', async (_rule, signOutOnDisconnect, calls, left) => {
    const { config, sessions, log } = siwx()
    const { portico } = await connected({ ...config, signOutOnDisconnect })
    await until(() => view(portico) === 'SIWXSignMessage')
    await portico.siwx.signMessage()
    log.length = 0
    await portico.disconnect()
    expect(log).toEqual(calls)
    expect(sessions).toHaveLength(left)
  })
})
