import { Type } from '@sinclair/typebox'

/** One Shamir share as the frame encodes it: 65 bytes, lower-case hex. */
export const SHARE_HEX = '^[0-9a-f]{130}$'

export const CreateWalletBody = Type.Object(
  {
    evmAddress: Type.String({ pattern: '^0x[0-9a-fA-F]{40}$' }),
    solanaAddress: Type.String({ pattern: '^[1-9A-HJ-NP-Za-km-z]{32,44}$' }),
    /**
     * The wallet's 2-of-3 auth share, hex or base64 as the frame encodes it: with per-device
     * shares (issue 16) the recovery half, released only with a recovery.
     */
    authShare: Type.String({ pattern: '^[A-Za-z0-9+/=_-]{16,2048}$' }),
    /** The server half of this device's own 2-of-2 split, released only to this device's sessions. */
    serverShare: Type.String({ pattern: SHARE_HEX }),
    /** The recovery share encrypted in the frame under the recovery secret; opaque printable text. */
    recoveryBlob: Type.Optional(Type.String({ pattern: '^[\\x20-\\x7E]{16,8192}$' })),
    /**
     * The recovery share encrypted under the user's passkey (WebAuthn PRF):
     * `{ v: 2, kind: 'passkey', credentialId, prfSalt, nonce, ct }`. At least one of the two blobs.
     */
    passkeyBlob: Type.Optional(Type.String({ pattern: '^[\\x20-\\x7E]{16,8192}$' })),
    /** EIP-191 signature of walletProofMessage by the EVM key. */
    evmSignature: Type.String({ pattern: '^0x[0-9a-fA-F]{130}$' }),
    /** ed25519 signature of walletProofMessage by the Solana key, base58. */
    solanaSignature: Type.String({ pattern: '^[1-9A-HJ-NP-Za-km-z]{64,90}$' }),
  },
  { additionalProperties: false },
)

export const WalletAddresses = Type.Object({
  evmAddress: Type.String(),
  solanaAddress: Type.String(),
})

export const RegisterDeviceBody = Type.Object(
  {
    /** The server half of this device's fresh 2-of-2 split of the wallet secret. */
    serverShare: Type.String({ pattern: SHARE_HEX }),
    /** EIP-191 signature of deviceShareProofMessage by the wallet's EVM key. */
    evmSignature: Type.String({ pattern: '^0x[0-9a-fA-F]{130}$' }),
    /** ed25519 signature of deviceShareProofMessage by the wallet's Solana key, base58. */
    solanaSignature: Type.String({ pattern: '^[1-9A-HJ-NP-Za-km-z]{64,90}$' }),
  },
  { additionalProperties: false },
)

export const BASE64URL = '^[A-Za-z0-9_-]+$'

/** The passkey blob's shape (the frame's `keys/passkeyBlob.ts`); the server reads its public header. */
export const PasskeyBlob = Type.Object(
  {
    v: Type.Literal(2),
    kind: Type.Literal('passkey'),
    credentialId: Type.String({ pattern: BASE64URL, minLength: 16, maxLength: 1400 }),
    prfSalt: Type.String({ pattern: BASE64URL, minLength: 43, maxLength: 43 }),
    nonce: Type.String({ pattern: BASE64URL, minLength: 16, maxLength: 16 }),
    ct: Type.String({ pattern: BASE64URL, minLength: 16, maxLength: 4096 }),
  },
  { additionalProperties: false },
)

export const RecoveryQuery = Type.Object(
  {
    /** Which blob: the secret's (the default, as old frames ask) or the passkey's. */
    kind: Type.Optional(Type.Union([Type.Literal('secret'), Type.Literal('passkey')])),
    /** The dApp site the frame serves, named in the mail. */
    origin: Type.Optional(Type.String({ pattern: '^https?://[\\x21-\\x7E]{1,2040}$' })),
  },
  { additionalProperties: false },
)
