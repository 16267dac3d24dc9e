/**
 * A sign-in message (spec §3 "Sign-in message": accountAddress, chainId, domain, uri, version,
 * nonce; optional statement, resources, requestId, issuedAt, expirationTime, notBefore,
 * serializedMessage) — the same shape as core's `SiwxMessage`, plus the optional `scheme` of
 * EIP-4361 (`https://example.com wants you to sign in …`). `chainId` is the CAIP-2 network id
 * (`eip155:1`, `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`, `bip122:000000000019d6689c085ae165831e93`);
 * the message's `Chain ID:` line carries its reference. Times are RFC 3339 strings, kept as written.
 */
export type SiwxMessageFields = {
  accountAddress: string
  chainId: string
  domain: string
  uri: string
  version: string
  nonce: string
  statement?: string | undefined
  resources?: readonly string[] | undefined
  requestId?: string | undefined
  issuedAt?: string | undefined
  expirationTime?: string | undefined
  notBefore?: string | undefined
  /** The RFC 3986 scheme before the domain in the first line, when the dApp gives one. */
  scheme?: string | undefined
}

/** A message with its text: what the wallet shows and signs. */
export type SiwxMessage = SiwxMessageFields & { serializedMessage: string }
