/**
 * The frame's proofs against the server's verifier (issue 16: "Sessions are bound to a
 * non-extractable key made in the frame (WebCrypto …); every auth API request carries a proof of
 * possession (RFC 9449 DPoP is the model)"). Node's WebCrypto stands in for the browser's here; the
 * frame's browser test runs the same code in Chromium with IndexedDB.
 */
import { describe, expect, it } from 'vitest'
import { jwkThumbprint, verifyDpopProof } from '../../../../src/auth/dpop/verifyDpopProof.js'
import { createDpopProof } from './createDpopProof.js'

const URL_ = 'https://secure.example.org/auth/v1/wallet/auth-share'

async function newKey() {
  return (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
    'sign',
    'verify',
  ])) as CryptoKeyPair
}

describe('a proof made by the frame', () => {
  it('verifies on the server and names the frame key', async () => {
    const key = await newKey()
    const proof = await createDpopProof({
      key,
      method: 'GET',
      url: `${URL_}?x=1`,
      accessToken: 'tok',
    })
    const verified = verifyDpopProof({
      proof,
      method: 'GET',
      url: URL_,
      now: Date.now(),
      accessToken: 'tok',
    })
    const jwk = await crypto.subtle.exportKey('jwk', key.publicKey)
    expect(verified.jkt).toBe(jwkThumbprint({ x: jwk.x as string, y: jwk.y as string }))
  })

  it('the private key cannot be exported (non-extractable)', async () => {
    const key = await newKey()
    await expect(crypto.subtle.exportKey('jwk', key.privateKey)).rejects.toThrow()
  })

  it('carries no private key material', async () => {
    const proof = await createDpopProof({ key: await newKey(), method: 'POST', url: URL_ })
    const header = JSON.parse(Buffer.from(proof.split('.')[0] as string, 'base64url').toString())
    expect(Object.keys(header.jwk).sort()).toEqual(['crv', 'kty', 'x', 'y'])
  })

  it('each proof has its own id', async () => {
    const key = await newKey()
    const jti = async () =>
      JSON.parse(
        Buffer.from(
          (await createDpopProof({ key, method: 'GET', url: URL_ })).split('.')[1] as string,
          'base64url',
        ).toString(),
      ).jti
    expect(await jti()).not.toBe(await jti())
  })
})
