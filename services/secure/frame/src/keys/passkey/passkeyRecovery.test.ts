import { randomBytes } from '@noble/hashes/utils.js'
import { base64urlnopad } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { encryptRecoveryShare } from '../encryptRecoveryShare.js'
import { SHARE_BYTES } from '../shareEncoding.js'
import { decryptPasskeyRecoveryShare, WrongPasskeyError } from './decryptPasskeyRecoveryShare.js'
import { encryptPasskeyRecoveryShare } from './encryptPasskeyRecoveryShare.js'
import { parsePasskeyBlob, recoveryBlobKind } from './passkeyBlob.js'
import {
  createRecoveryPasskey,
  isPasskeyPrfLikely,
  type PasskeyEnvironment,
  PasskeyPrfUnavailableError,
} from './passkeyPrf.js'

const share = () => randomBytes(SHARE_BYTES)

function sealed() {
  const recoveryShare = share()
  const prfOutput = randomBytes(32)
  const credentialId = randomBytes(32)
  const prfSalt = randomBytes(32)
  const text = encryptPasskeyRecoveryShare({
    recoveryShare,
    prfOutput: prfOutput.slice(),
    credentialId,
    prfSalt,
  })
  return { recoveryShare, prfOutput, credentialId, prfSalt, text }
}

describe('passkey blob (v2)', () => {
  it('opens with the same PRF output, and the output buffer is wiped', () => {
    const { recoveryShare, prfOutput, text } = sealed()
    const given = prfOutput.slice()
    expect(decryptPasskeyRecoveryShare({ blob: parsePasskeyBlob(text), prfOutput: given })).toEqual(
      recoveryShare,
    )
    expect(given.every((b) => b === 0)).toBe(true)
    expect(JSON.parse(text)).toMatchObject({ v: 2, kind: 'passkey' })
  })

  it.each([
    ['another passkey (another PRF output)', (t: string) => t, () => randomBytes(32)],
    [
      'a swapped credential id',
      (t: string) =>
        JSON.stringify({ ...JSON.parse(t), credentialId: base64urlnopad.encode(randomBytes(32)) }),
      undefined,
    ],
    [
      'a swapped PRF input',
      (t: string) =>
        JSON.stringify({ ...JSON.parse(t), prfSalt: base64urlnopad.encode(randomBytes(32)) }),
      undefined,
    ],
  ])('refuses %s with WrongPasskeyError', (_name, change, otherOutput) => {
    const { prfOutput, text } = sealed()
    const blob = parsePasskeyBlob(change(text))
    expect(() =>
      decryptPasskeyRecoveryShare({ blob, prfOutput: otherOutput ? otherOutput() : prfOutput }),
    ).toThrow(WrongPasskeyError)
  })

  it('old secret blobs stay readable as kind secret; a v1 blob is no passkey blob', async () => {
    const v1 = await encryptRecoveryShare({
      recoveryShare: share(),
      recoverySecret: 'purple tiger quietly sings',
      scryptParams: { N: 2 ** 14, r: 8, p: 1 },
    })
    expect(recoveryBlobKind(v1)).toBe('secret')
    expect(recoveryBlobKind(sealed().text)).toBe('passkey')
    expect(() => parsePasskeyBlob(v1)).toThrow('Malformed recovery blob')
  })
})

function fakeEnv(
  prf: { enabled?: boolean; results?: { first?: ArrayBuffer } } | undefined,
  getOutput?: ArrayBuffer,
) {
  const calls: string[] = []
  const credential = (ext: unknown) =>
    ({
      type: 'public-key',
      rawId: new Uint8Array(16).fill(9).buffer,
      getClientExtensionResults: () => ext,
    }) as unknown as Credential
  const env: PasskeyEnvironment = {
    hasPublicKeyCredential: true,
    credentials: {
      create: async (options) => {
        calls.push('create')
        const pk = options?.publicKey
        expect(pk?.rp.id).toBe('wallet.example')
        expect(pk?.authenticatorSelection).toMatchObject({
          residentKey: 'preferred',
          userVerification: 'required',
        })
        return credential(prf ? { prf } : {})
      },
      get: async (options) => {
        calls.push('get')
        expect(options?.publicKey?.allowCredentials).toHaveLength(1)
        return credential({ prf: { results: { first: getOutput } } })
      },
    },
  }
  return { env, calls }
}

describe('createRecoveryPasskey', () => {
  const params = {
    rpId: 'wallet.example',
    userId: 'u1',
    userName: 'a@example.com',
    prfSalt: new Uint8Array(32),
  }

  it('takes the PRF output create() answered: one prompt', async () => {
    const { env, calls } = fakeEnv({
      enabled: true,
      results: { first: new Uint8Array(32).fill(1).buffer },
    })
    const made = await createRecoveryPasskey(env, params)
    expect(made.prfOutput).toEqual(new Uint8Array(32).fill(1))
    expect(calls).toEqual(['create'])
  })

  it('asks get() when create() only says prf.enabled', async () => {
    const { env, calls } = fakeEnv({ enabled: true }, new Uint8Array(32).fill(2).buffer)
    expect((await createRecoveryPasskey(env, params)).prfOutput).toEqual(new Uint8Array(32).fill(2))
    expect(calls).toEqual(['create', 'get'])
  })

  it.each([
    ['prf.enabled false', { enabled: false }],
    ['no prf answer at all', undefined],
  ])('throws PasskeyPrfUnavailableError on %s', async (_name, prf) => {
    const { env } = fakeEnv(prf)
    await expect(createRecoveryPasskey(env, params)).rejects.toBeInstanceOf(
      PasskeyPrfUnavailableError,
    )
  })

  it('isPasskeyPrfLikely: no WebAuthn → false; capabilities saying no PRF → false; unknown → true', async () => {
    const base = fakeEnv(undefined).env
    expect(await isPasskeyPrfLikely({ ...base, hasPublicKeyCredential: false })).toBe(false)
    expect(
      await isPasskeyPrfLikely({
        ...base,
        getClientCapabilities: async () => ({ 'extension:prf': false }),
      }),
    ).toBe(false)
    expect(
      await isPasskeyPrfLikely({
        ...base,
        getClientCapabilities: async () => ({ 'extension:prf': true }),
      }),
    ).toBe(true)
    expect(await isPasskeyPrfLikely(base)).toBe(true)
  })
})
