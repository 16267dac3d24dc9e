import { decodeJWT, encodeJSON, encodeSig, verifyJWT } from '@walletconnect/relay-auth'
import { describe, expect, it } from 'vitest'
import { createClientIdentity, signClientJwt } from '../testkit/clientIdentity.js'
import { normalizeRelayUrl, verifyClientJwt } from './verifyClientJwt.js'

const RELAY = 'ws://127.0.0.1:4001'
const nowS = () => Math.floor(Date.now() / 1_000)

function flipSignatureBit(jwt: string): string {
  const { header, payload, signature } = decodeJWT(jwt)
  const flipped = Uint8Array.from(signature)
  flipped[0] = (flipped[0] ?? 0) ^ 1
  return [encodeJSON(header), encodeJSON(payload), encodeSig(flipped)].join('.')
}

describe('verifyClientJwt', () => {
  it('accepts what @walletconnect/relay-auth signs, and its client id is the issuer (did:key)', async () => {
    const identity = createClientIdentity()
    const jwt = await signClientJwt(identity, RELAY)
    expect(await verifyClientJwt({ jwt, audiences: [RELAY], nowS: nowS() })).toEqual({
      ok: true,
      clientId: identity.clientId,
    })
  })

  it('agrees with relay-auth verifyJWT on the signature, over 50 tokens and their bit flips', async () => {
    for (let i = 0; i < 50; i++) {
      const jwt = await signClientJwt(createClientIdentity(), RELAY)
      for (const token of [jwt, flipSignatureBit(jwt)]) {
        const ours = (await verifyClientJwt({ jwt: token, audiences: [RELAY], nowS: nowS() })).ok
        expect(ours).toBe(await verifyJWT(token))
      }
    }
  })

  it.each([
    ['the relay URL as configured', RELAY, true],
    ['with a trailing slash', `${RELAY}/`, true],
    ['with a query', `${RELAY}/?x=1`, true],
    ['localhost, when only 127.0.0.1 is served', 'ws://localhost:4001', false],
    ['another port', 'ws://127.0.0.1:4002', false],
    ['wss instead of ws', 'wss://127.0.0.1:4001', false],
  ])('audience %s (%s) → %s', async (_name, aud, ok) => {
    const jwt = await signClientJwt(createClientIdentity(), aud)
    const result = await verifyClientJwt({
      jwt,
      audiences: [RELAY].map(normalizeRelayUrl),
      nowS: nowS(),
    })
    expect(result.ok).toBe(ok)
  })

  it('expiry is checked against the clock given (exp ≤ now is expired)', async () => {
    const jwt = await signClientJwt(createClientIdentity(), RELAY, { iatS: 1_000, ttlS: 100 })
    expect((await verifyClientJwt({ jwt, audiences: [RELAY], nowS: 1_099 })).ok).toBe(true)
    expect(await verifyClientJwt({ jwt, audiences: [RELAY], nowS: 1_100 })).toEqual({
      ok: false,
      reason: 'auth token expired',
    })
  })
})
