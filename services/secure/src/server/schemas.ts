import { ErrorResponse } from '@portico/kit'
import { Type } from '@sinclair/typebox'

/** A project id as the API stores it: letters, digits, '-' and '_', at most 128 characters. */
export const ProjectId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,128}$' })
/** An email field's shape (its syntax is checked by @portico/embedded's EmailSchema). */
export const EmailField = Type.String({ minLength: 3, maxLength: 254 })
/** A one-time code as typed (spec §5 "otp string"; ours are 6 digits). */
export const OtpField = Type.String({ minLength: 1, maxLength: 64 })
/** The frame's device id: random, kept in the secure origin's storage. */
export const DeviceId = Type.String({ pattern: '^[A-Za-z0-9_-]{16,128}$' })
/** SHA-256 hex of the frame's login nonce. */
export const NonceHash = Type.String({ pattern: '^[0-9a-f]{64}$' })
/** The frame's login nonce (random, base64url). */
export const LoginNonce = Type.String({ pattern: '^[A-Za-z0-9_-]{16,128}$' })

/** The error body of every failure (the kit's). */
export { ErrorResponse }

/** A user as the frame receives it. */
export const UserResponse = Type.Object({
  id: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  userName: Type.Optional(Type.String()),
  socialProvider: Type.Optional(Type.String()),
})

/** A wallet's addresses, or null before the frame made one. */
export const WalletResponse = Type.Union([
  Type.Object({ evmAddress: Type.String(), solanaAddress: Type.String() }),
  Type.Null(),
])

/** What a successful login answers: the session token (once), the user and their wallet. */
export const AuthResponse = Type.Object({
  session: Type.String(),
  expiresAt: Type.Number(),
  user: UserResponse,
  wallet: WalletResponse,
})
