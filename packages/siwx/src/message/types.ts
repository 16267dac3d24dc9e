/**
 * A sign-in message (spec §3 "Sign-in message": accountAddress, chainId, domain, uri, version,
 * nonce; optional statement, resources, requestId, issuedAt, expirationTime, notBefore,
 * serializedMessage) — @portico/protocol's, the shape of core's `SiwxMessage` too, plus the optional
 * `scheme` of EIP-4361 (`https://example.com wants you to sign in …`). `chainId` is the CAIP-2
 * network id (`eip155:1`, `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`,
 * `bip122:000000000019d6689c085ae165831e93`); the message's `Chain ID:` line carries its reference.
 * Times are RFC 3339 strings, kept as written. `SiwxMessage` adds its text: what the wallet shows
 * and signs.
 */
export type { SiwxMessage, SiwxMessageFields } from '@portico/protocol'
