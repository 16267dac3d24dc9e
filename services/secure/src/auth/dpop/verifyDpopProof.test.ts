/**
 * RFC 9449 proofs as the secure server checks them (issue 16: "every auth API request carries a
 * proof of possession … that a client without that key cannot make").
 */
import { generateKeyPairSync, sign } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createTestDevice } from '../../testing/createTestDevice.js'
import {
  accessTokenHash,
  DPOP_IAT_WINDOW_MS,
  jwkThumbprint,
  verifyDpopProof,
} from './verifyDpopProof.js'

const URL_ = 'https://secure.example.org/auth/v1/me'
const NOW = 1_800_000_000_000
const device = createTestDevice()
const good = (over: Partial<Parameters<typeof device.proof>[0]> = {}) =>
  device.proof({ method: 'GET', url: URL_, now: NOW, ...over })

/** A proof whose header and payload are chosen freely, signed by `key` (default: a fresh key). */
function forge(header: Record<string, unknown>, payload: Record<string, unknown>) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const { x, y } = publicKey.export({ format: 'jwk' })
  const h = Buffer.from(
    JSON.stringify({
      typ: 'dpop+jwt',
      alg: 'ES256',
      jwk: { kty: 'EC', crv: 'P-256', x, y },
      ...header,
    }),
  ).toString('base64url')
  const p = Buffer.from(
    JSON.stringify({ jti: 'a'.repeat(22), htm: 'GET', htu: URL_, iat: NOW / 1_000, ...payload }),
  ).toString('base64url')
  const signature = sign('sha256', Buffer.from(`${h}.${p}`), {
    key: privateKey,
    dsaEncoding: 'ieee-p1363',
  }).toString('base64url')
  return `${h}.${p}.${signature}`
}

describe('a proof of the frame key is accepted and names the key', () => {
  it('the thumbprint is RFC 7638 of the public key', () => {
    const verified = verifyDpopProof({ proof: good(), method: 'GET', url: URL_, now: NOW })
    expect(verified.jkt).toBe(jwkThumbprint(device.jwk))
    expect(verified.jkt).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })
  it('htu compares without the query', () => {
    expect(() =>
      verifyDpopProof({ proof: good(), method: 'GET', url: `${URL_}?email=a`, now: NOW }),
    ).not.toThrow()
  })
  it('a session is presented with its hash (ath)', () => {
    const proof = good({ accessToken: 's'.repeat(43) })
    expect(() =>
      verifyDpopProof({ proof, method: 'GET', url: URL_, now: NOW, accessToken: 's'.repeat(43) }),
    ).not.toThrow()
    expect(accessTokenHash('s'.repeat(43))).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })
})

describe('what a client without the key sends is refused (DPOP_INVALID)', () => {
  const [h, p, sig] = good().split('.') as [string, string, string]
  it.each([
    ['no header', undefined, {}],
    ['not a JWS', 'abc', {}],
    ['another request method', good(), { method: 'POST' }],
    ['another URL', good(), { url: 'https://secure.example.org/auth/v1/wallet/auth-share' }],
    ['another origin', good(), { url: 'https://evil.example.org/auth/v1/me' }],
    ['too old', good({ now: NOW - DPOP_IAT_WINDOW_MS - 1_000 }), {}],
    ['from the future', good({ now: NOW + DPOP_IAT_WINDOW_MS + 1_000 }), {}],
    ['a session without its hash', good(), { accessToken: 's'.repeat(43) }],
    [
      "another session's hash",
      good({ accessToken: 't'.repeat(43) }),
      { accessToken: 's'.repeat(43) },
    ],
    [
      'a payload swapped under the signature',
      `${h}.${good({ url: `${URL_}x` }).split('.')[1]}.${sig}`,
      {},
    ],
    ['a signature of another key', `${h}.${p}.${forge({}, {}).split('.')[2]}`, {}],
    ['alg none', forge({ alg: 'none' }, {}), {}],
    ['alg HS256', forge({ alg: 'HS256' }, {}), {}],
    ['typ JWT', forge({ typ: 'JWT' }, {}), {}],
    ['a private key in the header', forge({ jwk: { ...device.jwk, d: 'x'.repeat(43) } }, {}), {}],
    ['a key of another curve', forge({ jwk: { ...device.jwk, crv: 'P-384' } }, {}), {}],
    ['a short jti', forge({}, { jti: 'x' }), {}],
    ['an iat that is a string', forge({}, { iat: String(NOW / 1_000) }), {}],
    ['a huge proof', `${'a'.repeat(3_000)}.b.c`, {}],
  ])('%s', (_name, proof, over) => {
    let error: unknown
    try {
      verifyDpopProof({ proof, method: 'GET', url: URL_, now: NOW, ...over })
    } catch (caught) {
      error = caught
    }
    expect(error).toMatchObject({ code: 'DPOP_INVALID', statusCode: 401 })
  })
})
