import { randomBytes } from '@noble/hashes/utils.js'

/**
 * The browser or the passkey cannot give a PRF output (no WebAuthn, no PRF extension, an
 * authenticator without hmac-secret): the wallet falls back to the recovery secret.
 */
export class PasskeyPrfUnavailableError extends Error {
  override name = 'PasskeyPrfUnavailableError'
  constructor(message = 'Passkeys with the PRF extension are not available in this browser') {
    super(message)
  }
}

/** How long the browser's passkey prompt may stay open. */
export const PASSKEY_TIMEOUT_MS = 120_000

/** What the WebAuthn calls need of the page (tests pass a fake). */
export type PasskeyEnvironment = {
  credentials: Pick<CredentialsContainer, 'create' | 'get'>
  /** PublicKeyCredential.getClientCapabilities, where the browser has it. */
  getClientCapabilities?: (() => Promise<Record<string, boolean>>) | undefined
  hasPublicKeyCredential: boolean
}

/** The page's WebAuthn. */
export function browserPasskeyEnvironment(): PasskeyEnvironment {
  const pkc = (globalThis as { PublicKeyCredential?: { getClientCapabilities?: unknown } })
    .PublicKeyCredential
  const caps = pkc?.getClientCapabilities
  return {
    credentials: globalThis.navigator?.credentials,
    hasPublicKeyCredential: pkc !== undefined && globalThis.navigator?.credentials !== undefined,
    getClientCapabilities:
      typeof caps === 'function'
        ? () => (caps as () => Promise<Record<string, boolean>>).call(pkc)
        : undefined,
  }
}

/**
 * Whether to offer a passkey: WebAuthn is there and, where the browser can say
 * (getClientCapabilities), it has the PRF extension. Only a create() tells for sure: it answers
 * `prf.enabled` (createRecoveryPasskey throws PasskeyPrfUnavailableError when it is not).
 */
export async function isPasskeyPrfLikely(env: PasskeyEnvironment): Promise<boolean> {
  if (!env.hasPublicKeyCredential) return false
  if (!env.getClientCapabilities) return true
  try {
    return (await env.getClientCapabilities())['extension:prf'] !== false
  } catch {
    return true
  }
}

type PrfResults = { enabled?: boolean; results?: { first?: BufferSource } }

function prfOf(credential: Credential | null): {
  rawId: Uint8Array
  prf: PrfResults | undefined
} {
  const pkc = credential as PublicKeyCredential | null
  if (pkc?.type !== 'public-key' || !pkc)
    throw new PasskeyPrfUnavailableError('No passkey was made')
  const extensions = pkc.getClientExtensionResults() as { prf?: PrfResults }
  return { rawId: new Uint8Array(pkc.rawId), prf: extensions.prf }
}

function toBytes(source: BufferSource): Uint8Array {
  return source instanceof ArrayBuffer
    ? new Uint8Array(source.slice(0))
    : new Uint8Array(source.buffer.slice(source.byteOffset, source.byteOffset + source.byteLength))
}

/** Parameters of `createRecoveryPasskey`. */
export type CreateRecoveryPasskeyParameters = {
  /** The secure origin's host: the credential is scoped to it, never to a dApp. */
  rpId: string
  /** The wallet's user id (the user handle). */
  userId: string
  /** What the passkey manager shows: the user's email, else their id. */
  userName: string
  prfSalt: Uint8Array
}

/**
 * Makes the wallet's passkey (one prompt: resident key preferred, user verification required) and
 * evaluates its PRF on `prfSalt`. Browsers whose authenticator evaluates PRF only on get() answer
 * `prf.enabled` without results: a second prompt (getPasskeyPrfOutput) gets it. Throws
 * PasskeyPrfUnavailableError when the credential has no PRF.
 */
export async function createRecoveryPasskey(
  env: PasskeyEnvironment,
  { rpId, userId, userName, prfSalt }: CreateRecoveryPasskeyParameters,
): Promise<{ credentialId: Uint8Array; prfOutput: Uint8Array }> {
  if (!env.hasPublicKeyCredential) throw new PasskeyPrfUnavailableError()
  const userHandle = new TextEncoder().encode(userId)
  if (userHandle.length > 64) throw new Error('The user id is too long for a passkey')
  const created = await env.credentials.create({
    publicKey: {
      rp: { id: rpId, name: 'Portico wallet' },
      user: { id: userHandle, name: userName, displayName: userName },
      // The credential is used for its PRF alone: no assertion is sent to the server, so the
      // challenge only has to be fresh.
      challenge: randomBytes(32),
      pubKeyCredParams: [
        { type: 'public-key', alg: -7 },
        { type: 'public-key', alg: -8 },
        { type: 'public-key', alg: -257 },
      ],
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
      attestation: 'none',
      timeout: PASSKEY_TIMEOUT_MS,
      extensions: { prf: { eval: { first: prfSalt } } } as AuthenticationExtensionsClientInputs,
    },
  })
  const { rawId, prf } = prfOf(created)
  if (prf?.results?.first) return { credentialId: rawId, prfOutput: toBytes(prf.results.first) }
  if (!prf?.enabled)
    throw new PasskeyPrfUnavailableError('This passkey cannot protect the wallet (no PRF)')
  return {
    credentialId: rawId,
    prfOutput: await getPasskeyPrfOutput(env, { rpId, credentialId: rawId, prfSalt }),
  }
}

/**
 * The PRF output of the wallet's passkey on `prfSalt`: one prompt (get() with allowCredentials,
 * user verification required). Throws PasskeyPrfUnavailableError when the answer has none.
 */
export async function getPasskeyPrfOutput(
  env: PasskeyEnvironment,
  { rpId, credentialId, prfSalt }: { rpId: string; credentialId: Uint8Array; prfSalt: Uint8Array },
): Promise<Uint8Array> {
  if (!env.hasPublicKeyCredential) throw new PasskeyPrfUnavailableError()
  const asserted = await env.credentials.get({
    publicKey: {
      rpId,
      challenge: randomBytes(32),
      allowCredentials: [{ type: 'public-key', id: new Uint8Array(credentialId) }],
      userVerification: 'required',
      timeout: PASSKEY_TIMEOUT_MS,
      extensions: { prf: { eval: { first: prfSalt } } } as AuthenticationExtensionsClientInputs,
    },
  })
  const { prf } = prfOf(asserted)
  if (!prf?.results?.first)
    throw new PasskeyPrfUnavailableError('This passkey gave no PRF output in this browser')
  return toBytes(prf.results.first)
}
