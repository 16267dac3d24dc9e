/**
 * Farcaster sign-in checks (issue 7 "Farcaster's sign-in via its connect URI"): real SIWE messages
 * signed with viem, each check shown to refuse a message that breaks it.
 */
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { verifyFarcasterSignIn } from './verifyFarcasterSignIn.js'

const custody = privateKeyToAccount(`0x${'11'.repeat(32)}`)
const other = privateKeyToAccount(`0x${'22'.repeat(32)}`)
const DOMAIN = '127.0.0.1:4002'
const URI = 'http://127.0.0.1:4002'
const NONCE = 'abcdef0123456789abcdef0123456789'
const NOW = new Date('2026-11-22T00:00:00Z')

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

const expected = {
  fid: 1001,
  custody: custody.address,
  nonce: NONCE,
  domain: DOMAIN,
  uri: URI,
  time: NOW,
}

describe('verifyFarcasterSignIn', () => {
  it('accepts the approving app’s signed SIWE message and returns the custody address', async () => {
    expect(await verifyFarcasterSignIn({ ...expected, ...(await signIn()) })).toBe(custody.address)
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
    await expect(verifyFarcasterSignIn({ ...expected, ...override, ...signed })).rejects.toThrow()
  })

  it('refuses a signature made over a different message', async () => {
    const { signature } = await signIn()
    const { message } = await signIn({ fid: 1001, nonce: NONCE, domain: DOMAIN })
    const altered = message.replace('Farcaster Auth', 'Farcaster Auth!')
    await expect(
      verifyFarcasterSignIn({ ...expected, message: altered, signature }),
    ).rejects.toThrow()
  })
})
