import { verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage, generateSiweNonce } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import type { AuthUser } from '../../adapter/AuthAdapter.js'
import type { SiwxConfig, SiwxMessage } from '../../config/options.js'
import { createFakeAdapter, testInstance, until } from '../../testing/index.js'

/**
 * An email login whose frame signed the sign-in message (what services/secure/frame answers to
 * GetUser right after a login, tested there in Chromium): the user carries signature, message and
 * siwxMessage, signed here with a viem account standing for the frame's key.
 */
async function loginUser(): Promise<AuthUser> {
  const account = privateKeyToAccount(generatePrivateKey())
  const fields = {
    domain: 'app.example',
    uri: 'https://app.example',
    version: '1' as const,
    nonce: generateSiweNonce(),
  }
  const message = createSiweMessage({ ...fields, address: account.address, chainId: 31337 })
  const siwxMessage: SiwxMessage = {
    ...fields,
    accountAddress: account.address,
    chainId: 'eip155:31337',
    serializedMessage: message,
  }
  return {
    email: 'user@example.com',
    address: account.address,
    chainId: 31337,
    accounts: [{ type: 'eoa', address: account.address }],
    preferredAccountType: 'eoa',
    smartAccountDeployed: false,
    signature: await account.signMessage({ message }),
    message,
    siwxMessage,
  }
}

/** A dApp sign-in that verifies EIP-191 signatures (viem) and logs what it was asked. */
function siwx(accept = true) {
  const verified: { accountAddress: string; serializedMessage?: string | undefined }[] = []
  const config: SiwxConfig = {
    signOut: async () => {},
    createMessage: async () => {
      throw new Error('one-click sign-in makes no second message')
    },
    verify: async ({ message, signature }) => {
      verified.push({
        accountAddress: message.accountAddress,
        serializedMessage: message.serializedMessage,
      })
      return (
        accept &&
        (await verifyMessage({
          address: message.accountAddress as `0x${string}`,
          message: message.serializedMessage ?? '',
          signature: signature as `0x${string}`,
        }))
      )
    },
  }
  return { config, verified }
}

async function loggedIn(user: AuthUser, config: SiwxConfig) {
  const fake = createFakeAdapter('eip155', [
    { id: 'AUTH', type: 'AUTH', address: user.address, chainId: 31337 },
  ])
  const adapter = {
    ...fake.adapter,
    connect: async () => ({ address: user.address, chainId: user.chainId, user }),
  }
  const portico = testInstance({ adapters: [adapter], siwx: config })
  portico.mount()
  await portico.connect({ connectorId: 'AUTH' })
  return portico
}

const view = (portico: ReturnType<typeof testInstance>) =>
  portico.stores.modal.getState().open
    ? portico.stores.router.getState().history.at(-1)?.view
    : 'closed'

describe('spec §3 "Embedded-login user: … signature, message, siwxMessage" — one-click sign-in', () => {
  it('the login’s signature completes the sign-in: verified once, no SIWXSignMessage prompt, the account’s user carries no signature', async () => {
    const user = await loginUser()
    const { config, verified } = siwx()
    const portico = await loggedIn(user, config)
    await until(() => verified.length === 1)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(verified).toEqual([{ accountAddress: user.address, serializedMessage: user.message }])
    expect(view(portico)).toBe('closed')
    expect(portico.getAccount().user).toEqual({
      accounts: user.accounts,
      email: user.email,
      username: undefined,
    })
  })

  it('a signature the dApp refuses: the prompt asks as without one-click sign-in', async () => {
    const { config } = siwx(false)
    const portico = await loggedIn(await loginUser(), config)
    await until(() => view(portico) === 'SIWXSignMessage')
  })
})
