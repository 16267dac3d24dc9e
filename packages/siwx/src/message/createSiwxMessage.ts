import { SIWX_NAMESPACES, splitChainId } from './namespaces.js'
import {
  checkDateTime,
  checkDomain,
  checkNonce,
  checkRequestId,
  checkScheme,
  checkStatement,
  checkUri,
  checkVersion,
} from './rules.js'
import type { SiwxMessageError } from './SiwxMessageError.js'
import type { SiwxMessage, SiwxMessageFields } from './types.js'

/**
 * Checks every field of a sign-in message against EIP-4361 / CAIP-122 and returns them in
 * canonical form (an EVM address EIP-55 checksummed). Throws SiwxMessageError naming the field.
 * `strictAddress` refuses an EVM address that is not already checksummed (what parsing does).
 */
/** What {@link createSiwxMessage} and {@link validateSiwxFields} throw: the field that breaks a rule. */
export type CreateSiwxMessageErrorType = SiwxMessageError

export function validateSiwxFields(
  fields: SiwxMessageFields,
  { strictAddress = false }: { strictAddress?: boolean } = {},
): SiwxMessageFields {
  const { namespace } = splitChainId(fields.chainId)
  const accountAddress = SIWX_NAMESPACES[namespace].address(fields.accountAddress, strictAddress)
  if (fields.scheme !== undefined) checkScheme(fields.scheme)
  checkDomain(fields.domain)
  if (fields.statement !== undefined) checkStatement(fields.statement)
  checkUri('uri', fields.uri)
  checkVersion(fields.version)
  checkNonce(fields.nonce)
  if (fields.issuedAt !== undefined) checkDateTime('issuedAt', fields.issuedAt)
  if (fields.expirationTime !== undefined) checkDateTime('expirationTime', fields.expirationTime)
  if (fields.notBefore !== undefined) checkDateTime('notBefore', fields.notBefore)
  if (fields.requestId !== undefined) checkRequestId(fields.requestId)
  for (const resource of fields.resources ?? []) checkUri('resources', resource)
  return { ...fields, accountAddress }
}

/**
 * Builds a sign-in message exactly as EIP-4361 lays it out for `eip155:` chains, and in CAIP-122's
 * generic form for `solana:` ("… with your Solana account:") and `bip122:` ("… with your Bitcoin
 * account:"); `Chain ID:` carries the CAIP-2 reference. `issuedAt` defaults to now. Returns the
 * fields with `serializedMessage`, the text the wallet signs. Throws SiwxMessageError on a field
 * that breaks the rules (nonce of at least 8 alphanumerics, RFC 3339 times, RFC 3986 URIs, …).
 *
 * @example
 * createSiwxMessage({ accountAddress, chainId: 'eip155:1', domain: 'example.com',
 *   uri: 'https://example.com/login', version: '1', nonce: await fetchNonce() })
 */
export function createSiwxMessage(fields: SiwxMessageFields): SiwxMessage {
  const valid = validateSiwxFields({
    ...fields,
    issuedAt: fields.issuedAt ?? new Date().toISOString(),
  })
  const { namespace, reference } = splitChainId(valid.chainId)
  const origin = valid.scheme ? `${valid.scheme}://${valid.domain}` : valid.domain
  const lines = [
    `${origin} wants you to sign in with your ${SIWX_NAMESPACES[namespace].name} account:`,
    valid.accountAddress,
    '',
    ...(valid.statement !== undefined ? [valid.statement] : []),
    '',
    `URI: ${valid.uri}`,
    `Version: ${valid.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${valid.nonce}`,
    `Issued At: ${valid.issuedAt}`,
  ]
  if (valid.expirationTime !== undefined) lines.push(`Expiration Time: ${valid.expirationTime}`)
  if (valid.notBefore !== undefined) lines.push(`Not Before: ${valid.notBefore}`)
  if (valid.requestId !== undefined) lines.push(`Request ID: ${valid.requestId}`)
  if (valid.resources !== undefined)
    lines.push('Resources:', ...valid.resources.map((resource) => `- ${resource}`))
  return { ...stripUndefined(valid), serializedMessage: lines.join('\n') }
}

function stripUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
}
