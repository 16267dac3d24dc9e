import { type Static, Type } from '@sinclair/typebox'

/**
 * A sign-in message's fields (spec §3 "Sign-in message": accountAddress, chainId, domain, uri,
 * version, nonce; optional statement, resources, requestId, issuedAt, expirationTime, notBefore),
 * plus the optional `scheme` of EIP-4361 (`https://example.com wants you to sign in …`).
 * `chainId` is the CAIP-2 network id (`eip155:1`, `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`,
 * `bip122:000000000019d6689c085ae165831e93`); the message's `Chain ID:` line carries its
 * reference. Times are RFC 3339 strings, kept as written.
 */
export const SiwxMessageFields = Type.Object({
  accountAddress: Type.String(),
  chainId: Type.String(),
  domain: Type.String(),
  uri: Type.String(),
  version: Type.String(),
  nonce: Type.String(),
  statement: Type.Optional(Type.String()),
  resources: Type.Optional(Type.Unsafe<readonly string[]>(Type.Array(Type.String()))),
  requestId: Type.Optional(Type.String()),
  issuedAt: Type.Optional(Type.String()),
  expirationTime: Type.Optional(Type.String()),
  notBefore: Type.Optional(Type.String()),
  /** The RFC 3986 scheme before the domain in the first line, when the dApp gives one. */
  scheme: Type.Optional(Type.String()),
})
export type SiwxMessageFields = Static<typeof SiwxMessageFields>

/** A message with its text: what the wallet shows and signs. */
export const SiwxMessage = Type.Composite([
  SiwxMessageFields,
  Type.Object({ serializedMessage: Type.String() }),
])
export type SiwxMessage = Static<typeof SiwxMessage>

/** A signed-in account, as `@portico/siwx/server` keeps it in its session cookie and answers it. */
export const SiwxSession = Type.Object({
  accountAddress: Type.String(),
  /** CAIP-2 network id the account signed in on. */
  chainId: Type.String(),
  domain: Type.String(),
  /** When the sign-in was verified (ISO 8601). */
  issuedAt: Type.String(),
  /** When the session ends (ISO 8601): the session TTL, or the message's Expiration Time if sooner. */
  expiresAt: Type.String(),
})
export type SiwxSession = Static<typeof SiwxSession>

/** `GET <base>/nonce`: a fresh single-use nonce and when it expires (ISO 8601). */
export const SiwxNonceResponse = Type.Object({ nonce: Type.String(), expiresAt: Type.String() })
export type SiwxNonceResponse = Static<typeof SiwxNonceResponse>

/** `POST <base>/verify`'s body: the message's text as signed, and the signature. */
export const SiwxVerifyBody = Type.Object({ message: Type.String(), signature: Type.String() })
export type SiwxVerifyBody = Static<typeof SiwxVerifyBody>

/** `GET <base>/session`, `POST <base>/verify` and `POST <base>/signout`: the session, or null. */
export const SiwxSessionResponse = Type.Object({
  session: Type.Union([SiwxSession, Type.Null()]),
})
export type SiwxSessionResponse = Static<typeof SiwxSessionResponse>
