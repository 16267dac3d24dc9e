/**
 * Farcaster sign-in checks (issue 7 "Farcaster's sign-in via its connect URI"): real SIWE messages
 * signed with viem, each check shown to refuse a message that breaks it; the fid's custody is read
 * from a FarcasterIdRegistry on a real anvil (issue 16, finding 9).
 */
import {
  getFreePorts,
  startTestFarcasterIdRegistry,
  type TestFarcasterIdRegistry,
} from '@portico/devnet/testing'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createFarcasterIdRegistry,
  type FarcasterIdRegistry,
  FarcasterIdRegistryError,
} from './createFarcasterIdRegistry.js'
import { verifyFarcasterSignIn } from './verifyFarcasterSignIn.js'

const custody = privateKeyToAccount(`0x${'11'.repeat(32)}`)
const other = privateKeyToAccount(`0x${'22'.repeat(32)}`)
const DOMAIN = '127.0.0.1:4002'
const URI = 'http://127.0.0.1:4002'
const NONCE = 'abcdef0123456789abcdef0123456789'
const NOW = new Date('2026-11-22T00:00:00Z')

// fid 1001 is held by `custody` on the registry; fid 4242 by nobody.
let chain: TestFarcasterIdRegistry
let idRegistry: FarcasterIdRegistry
beforeAll(async () => {
  chain = await startTestFarcasterIdRegistry({
    registrations: [{ fid: 1001, custody: custody.address }],
  })
  idRegistry = createFarcasterIdRegistry({ rpcUrl: chain.rpcUrl, address: chain.address })
}, 30_000)
afterAll(() => chain?.stop())

async function signIn({
  nonce = NONCE,
  domain = DOMAIN,
  uri = URI,
  fid = 1001,
  signer = custody,
  address = custody.address,
  expirationTime,
}: {
  nonce?: string
  domain?: string
  uri?: string
  fid?: number
  signer?: typeof custody
  address?: `0x${string}`
  expirationTime?: Date
} = {}) {
  const message = createSiweMessage({
    domain,
    address,
    statement: 'Farcaster Auth',
    uri,
    version: '1',
    chainId: 10,
    nonce,
    issuedAt: new Date(NOW.getTime() - 1_000),
    expirationTime,
    resources: [`farcaster://fid/${fid}`],
  })
  return { message, signature: await signer.signMessage({ message }) }
}

const expected = () => ({
  idRegistry,
  fid: 1001,
  custody: custody.address,
  nonce: NONCE,
  domain: DOMAIN,
  uri: URI,
  time: NOW,
})

describe('verifyFarcasterSignIn', () => {
  it('accepts the approving app’s signed SIWE message and returns the custody address', async () => {
    expect(await verifyFarcasterSignIn({ ...expected(), ...(await signIn()) })).toBe(
      custody.address,
    )
  })

  it.each([
    ['another nonce (a replayed sign-in)', { nonce: 'ffffffffffffffffffffffffffffffff' }, {}],
    ['another domain', { domain: 'evil.example.org' }, {}],
    ['another URI', { uri: 'https://evil.example.org' }, {}],
    ['another fid than the relay reports', { fid: 1002 }, {}],
    ['a signature by another key', { signer: other }, {}],
    ['an expired message', { expirationTime: new Date(NOW.getTime() - 1) }, {}],
    ['a custody address other than the signer', {}, { custody: other.address }],
  ])('refuses %s', async (_name, message, override) => {
    const signed = await signIn(message)
    await expect(verifyFarcasterSignIn({ ...expected(), ...override, ...signed })).rejects.toThrow()
  })

  it('refuses a signature made over a different message', async () => {
    const { signature } = await signIn()
    const { message } = await signIn({ fid: 1001, nonce: NONCE, domain: DOMAIN })
    const altered = message.replace('Farcaster Auth', 'Farcaster Auth!')
    await expect(
      verifyFarcasterSignIn({ ...expected(), message: altered, signature }),
    ).rejects.toThrow()
  })

  // Finding 9: the relay's word (fid, custody) was the only link between the signer and the fid.
  it('refuses a message for an fid whose custody on the IdRegistry is another address', async () => {
    // The attacker signs "I am fid 1001" with their own key; a hostile relay vouches for them.
    const signed = await signIn({ signer: other, address: other.address })
    await expect(
      verifyFarcasterSignIn({ ...expected(), custody: other.address, ...signed }),
    ).rejects.toThrow(/custody/)
  })

  it.each([
    ['the holder of the fid', custody],
    ['another key', other],
  ])(
    'refuses a sign-in the relay reports without a custody address (signed by %s)',
    async (_name, signer) => {
      const signed = await signIn({ signer, address: signer.address })
      await expect(
        verifyFarcasterSignIn({ ...expected(), custody: null, ...signed }),
      ).rejects.toThrow(/custody/)
    },
  )

  it('refuses an fid nobody holds (the registry answers the zero address)', async () => {
    const signed = await signIn({ fid: 4242, signer: other, address: other.address })
    await expect(
      verifyFarcasterSignIn({ ...expected(), fid: 4242, custody: other.address, ...signed }),
    ).rejects.toThrow(/custody/)
  })

  it.each([
    [
      'its RPC does not answer',
      async () => `http://127.0.0.1:${(await getFreePorts(1))[0]}`,
      undefined,
    ],
    ['no contract is at its address', async () => chain.rpcUrl, other.address],
  ])(
    'fails, never passes, when the registry cannot be read: %s',
    async (_name, rpcUrl, address) => {
      const unreadable = createFarcasterIdRegistry({
        rpcUrl: await rpcUrl(),
        address: address ?? chain.address,
      })
      await expect(
        verifyFarcasterSignIn({ ...expected(), idRegistry: unreadable, ...(await signIn()) }),
      ).rejects.toThrow(FarcasterIdRegistryError)
    },
  )
})
