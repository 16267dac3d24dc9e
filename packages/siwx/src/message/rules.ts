import { SiwxMessageError } from './SiwxMessageError.js'

/** EIP-4361: "nonce: a randomized token … at least 8 alphanumeric characters". */
export const NONCE = /^[a-zA-Z0-9]{8,}$/
/** RFC 3986 scheme. */
export const SCHEME = /^[a-zA-Z][a-zA-Z0-9+\-.]*$/
/** RFC 3339 date-time (EIP-4361 "Issued At", "Expiration Time", "Not Before"). */
const DATE_TIME =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[Tt]([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d+)?([Zz]|[+-]([01]\d|2[0-3]):[0-5]\d)$/
/** RFC 3986 authority: [userinfo@]host[:port], no path, no spaces. */
const AUTHORITY =
  /^(?:[a-zA-Z0-9\-._~!$&'()*+,;=:%]*@)?(?:\[[0-9a-fA-F:.]+\]|[a-zA-Z0-9\-._~!$&'()*+,;=%]+)(?::\d{1,5})?$/
/** RFC 3986 pchar* (EIP-4361 "Request ID"). */
const PCHARS = /^[a-zA-Z0-9\-._~!$&'()*+,;=:@%]*$/
/** RFC 3986 URI characters, with a scheme. */
const URI = /^[a-zA-Z][a-zA-Z0-9+\-.]*:[a-zA-Z0-9\-._~:/?#[\]@!$&'()*+,;=%]*$/

const fail = (field: string, rule: string, value: string) =>
  new SiwxMessageError(field, `Invalid ${field}: ${rule}; got '${value}'`)

/** Throws unless `value` is an RFC 3986 URI (EIP-4361 "URI", "Resources"). */
export function checkUri(field: string, value: string): void {
  if (!URI.test(value) || /%(?![0-9a-fA-F]{2})/.test(value))
    throw fail(field, 'an RFC 3986 URI', value)
}

/** Throws unless `value` is an RFC 3339 date-time. */
export function checkDateTime(field: string, value: string): void {
  if (!DATE_TIME.test(value) || Number.isNaN(Date.parse(value)))
    throw fail(field, 'an RFC 3339 date-time such as 2021-09-30T16:25:24Z', value)
}

/** Throws unless `value` is an RFC 3986 authority (EIP-4361 "domain"). */
export function checkDomain(value: string): void {
  if (!AUTHORITY.test(value)) throw fail('domain', 'an RFC 3986 authority (host[:port])', value)
}

/** Throws unless `value` is RFC 3986 pchar* (EIP-4361 "Request ID"). */
export function checkRequestId(value: string): void {
  if (!PCHARS.test(value)) throw fail('requestId', 'RFC 3986 path characters', value)
}

/** Throws unless the nonce has at least 8 alphanumeric characters (EIP-4361). */
export function checkNonce(value: string): void {
  if (!NONCE.test(value))
    throw fail('nonce', 'at least 8 alphanumeric characters (EIP-4361)', value)
}

/** Throws unless the statement is one line without line breaks (EIP-4361). */
export function checkStatement(value: string): void {
  if (/[\n\r]/.test(value) || value === '')
    throw fail('statement', 'one non-empty line without line breaks (EIP-4361)', value)
}

/** Throws unless the version is '1' (EIP-4361 "Version: 1"). */
export function checkVersion(value: string): void {
  if (value !== '1') throw fail('version', "'1' (EIP-4361)", value)
}

/** Throws unless the scheme is an RFC 3986 scheme. */
export function checkScheme(value: string): void {
  if (!SCHEME.test(value)) throw fail('scheme', 'an RFC 3986 scheme', value)
}
