import { validateSiwxFields } from './createSiwxMessage.js'
import { namespaceOfName, SIWX_NAMESPACES } from './namespaces.js'
import { SiwxMessageError } from './SiwxMessageError.js'
import type { SiwxMessage, SiwxMessageFields } from './types.js'

const HEADER =
  /^(?:([a-zA-Z][a-zA-Z0-9+\-.]*):\/\/)?(\S+) wants you to sign in with your (\S+) account:$/

const malformed = (line: number, expected: string, got: string | undefined) =>
  new SiwxMessageError(
    'message',
    got === undefined
      ? `Malformed sign-in message: line ${line} should be ${expected}; the message ends before it`
      : `Malformed sign-in message: line ${line} should be ${expected}; got '${got}'`,
  )

/** What {@link parseSiwxMessage} throws: where the text breaks CAIP-122 / EIP-4361. */
export type ParseSiwxMessageErrorType = SiwxMessageError

/**
 * Parses a sign-in message written per EIP-4361 (EVM) or CAIP-122's generic form (Solana,
 * Bitcoin) back into its fields: the exact line layout (header, address, blank line, optional
 * statement and blank line, then URI, Version, Chain ID, Nonce, Issued At, and optionally
 * Expiration Time, Not Before, Request ID and Resources in that order, LF line ends, nothing
 * after). Every field is then checked as createSiwxMessage checks it; an EVM address must be EIP-55
 * checksummed. Throws SiwxMessageError saying which line or field is wrong.
 */
export function parseSiwxMessage(text: string): SiwxMessage {
  if (typeof text !== 'string' || text === '')
    throw new SiwxMessageError('message', 'Malformed sign-in message: empty')
  if (text.includes('\r'))
    throw new SiwxMessageError('message', 'Malformed sign-in message: lines end with LF only')
  const lines = text.split('\n')
  let index = 0
  const next = () => lines[index++]

  const header = next() ?? ''
  const match = HEADER.exec(header)
  if (!match)
    throw malformed(1, "'<domain> wants you to sign in with your <blockchain> account:'", header)
  const [, scheme, domain = '', name = ''] = match
  const namespace = namespaceOfName(name)
  if (!namespace)
    throw new SiwxMessageError(
      'chainId',
      `Unsupported blockchain '${name}': expected ${Object.values(SIWX_NAMESPACES)
        .map((n) => n.name)
        .join(', ')}`,
    )
  const accountAddress = next()
  if (!accountAddress) throw malformed(2, 'the account address', accountAddress)
  if (next() !== '') throw malformed(3, 'empty', lines[2])
  let statement: string | undefined
  const afterAddress = next()
  if (afterAddress === undefined) throw malformed(4, "a statement or ''", afterAddress)
  if (afterAddress !== '') {
    statement = afterAddress
    if (next() !== '') throw malformed(5, 'empty (after the statement)', lines[4])
  }

  const field = (label: string, required: boolean): string | undefined => {
    const line = lines[index]
    const prefix = `${label}: `
    if (line?.startsWith(prefix)) {
      index++
      return line.slice(prefix.length)
    }
    if (required) throw malformed(index + 1, `'${prefix}…'`, line)
    return undefined
  }
  const uri = field('URI', true) as string
  const version = field('Version', true) as string
  const reference = field('Chain ID', true) as string
  const nonce = field('Nonce', true) as string
  const issuedAt = field('Issued At', true) as string
  const expirationTime = field('Expiration Time', false)
  const notBefore = field('Not Before', false)
  const requestId = field('Request ID', false)
  let resources: string[] | undefined
  if (lines[index] === 'Resources:') {
    index++
    resources = []
    while (index < lines.length && lines[index]?.startsWith('- '))
      resources.push((next() as string).slice(2))
  }
  if (index < lines.length)
    throw new SiwxMessageError(
      'message',
      `Malformed sign-in message: unexpected line ${index + 1} '${lines[index]}'`,
    )

  const fields: SiwxMessageFields = {
    accountAddress,
    chainId: `${namespace}:${reference}`,
    domain,
    uri,
    version,
    nonce,
    issuedAt,
    ...(scheme !== undefined && { scheme }),
    ...(statement !== undefined && { statement }),
    ...(expirationTime !== undefined && { expirationTime }),
    ...(notBefore !== undefined && { notBefore }),
    ...(requestId !== undefined && { requestId }),
    ...(resources !== undefined && { resources }),
  }
  validateSiwxFields(fields, { strictAddress: true })
  return { ...fields, serializedMessage: text }
}
