import { describe, expect, it } from 'vitest'
import { createSiwxMessage } from './createSiwxMessage.js'
import { generateSiwxNonce } from './generateSiwxNonce.js'
import { parseSiwxMessage } from './parseSiwxMessage.js'
import { SiwxMessageError } from './SiwxMessageError.js'
import type { SiwxMessageFields } from './types.js'

/** EIP-4361's own example message ("Example message" section), verbatim. */
const EIP4361_EXAMPLE = `service.invalid wants you to sign in with your Ethereum account:
0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2

I accept the ServiceOrg Terms of Service: https://service.invalid/tos

URI: https://service.invalid/login
Version: 1
Chain ID: 1
Nonce: 32891756
Issued At: 2021-09-30T16:25:24Z
Resources:
- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/
- https://example.com/my-web2-claim.json`

/** EIP-4361's example with the optional scheme in the first line. */
const EIP4361_SCHEME_EXAMPLE = EIP4361_EXAMPLE.replace(
  'service.invalid wants',
  'https://service.invalid wants',
)

const EIP4361_FIELDS: SiwxMessageFields = {
  accountAddress: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  chainId: 'eip155:1',
  domain: 'service.invalid',
  uri: 'https://service.invalid/login',
  version: '1',
  nonce: '32891756',
  statement: 'I accept the ServiceOrg Terms of Service: https://service.invalid/tos',
  issuedAt: '2021-09-30T16:25:24Z',
  resources: [
    'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
    'https://example.com/my-web2-claim.json',
  ],
}

const SOLANA_ADDRESS = '2ojv9BAiHUrvsm9gxDe7fJSzbNZSJcxZvf8dqmWGHG8S'
const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const BITCOIN_REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

describe('EIP-4361: the spec example messages', () => {
  it('createSiwxMessage writes the example message byte for byte', () => {
    expect(createSiwxMessage(EIP4361_FIELDS).serializedMessage).toBe(EIP4361_EXAMPLE)
  })
  it('parseSiwxMessage reads every field of the example message', () => {
    const { serializedMessage, ...fields } = parseSiwxMessage(EIP4361_EXAMPLE)
    expect(fields).toEqual(EIP4361_FIELDS)
    expect(serializedMessage).toBe(EIP4361_EXAMPLE)
  })
  it('the optional scheme ("https://service.invalid wants you …") is kept apart from the domain', () => {
    const parsed = parseSiwxMessage(EIP4361_SCHEME_EXAMPLE)
    expect(parsed.scheme).toBe('https')
    expect(parsed.domain).toBe('service.invalid')
    expect(createSiwxMessage(parsed).serializedMessage).toBe(EIP4361_SCHEME_EXAMPLE)
  })
})

describe('round trip: parse(create(fields)) gives the fields back, create(parse(text)) the text', () => {
  const cases: { name: string; fields: SiwxMessageFields; firstLine: string }[] = [
    {
      name: 'EIP-4361, required fields only (no statement: two blank lines before URI)',
      fields: {
        accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        chainId: 'eip155:31337',
        domain: '127.0.0.1:5173',
        uri: 'http://127.0.0.1:5173/',
        version: '1',
        nonce: 'abcdEFGH1234',
        issuedAt: '2026-11-22T06:00:00.000Z',
      },
      firstLine: '127.0.0.1:5173 wants you to sign in with your Ethereum account:',
    },
    {
      name: 'EIP-4361, every field of spec §3 (statement, resources, requestId, issuedAt, expirationTime, notBefore)',
      fields: {
        accountAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        chainId: 'eip155:31338',
        domain: 'localhost:3000',
        uri: 'http://localhost:3000/login?next=%2Faccount',
        version: '1',
        nonce: 'Zz9Yy8Xx7Ww6',
        statement: 'Sign in to the demo.',
        issuedAt: '2026-11-22T06:00:00+01:00',
        expirationTime: '2026-11-22T06:10:00Z',
        notBefore: '2026-11-22T05:59:00.123Z',
        requestId: 'req-42',
        resources: ['https://example.com/a', 'urn:example:b'],
      },
      firstLine: 'localhost:3000 wants you to sign in with your Ethereum account:',
    },
    {
      name: 'CAIP-122 Solana ("with your Solana account:", Chain ID the CAIP-2 reference)',
      fields: {
        accountAddress: SOLANA_ADDRESS,
        chainId: SOLANA_MAINNET,
        domain: 'app.example.org',
        uri: 'https://app.example.org',
        version: '1',
        nonce: '0123456789abcdef',
        statement: 'Welcome',
        issuedAt: '2026-01-01T00:00:00Z',
      },
      firstLine: 'app.example.org wants you to sign in with your Solana account:',
    },
    {
      name: 'CAIP-122 Bitcoin ("with your Bitcoin account:"), a bech32 regtest address',
      fields: {
        accountAddress: 'bcrt1q6rhpng9evdsfnn833a4f4vej0asu6dk5srld6x',
        chainId: BITCOIN_REGTEST,
        domain: 'app.example.org',
        uri: 'https://app.example.org',
        version: '1',
        nonce: 'bitcoinNonce1',
        issuedAt: '2026-01-01T00:00:00Z',
        resources: [],
      },
      firstLine: 'app.example.org wants you to sign in with your Bitcoin account:',
    },
  ]
  it.each(cases)('$name', ({ fields, firstLine }) => {
    const created = createSiwxMessage(fields)
    expect(created.serializedMessage.split('\n')[0]).toBe(firstLine)
    const { serializedMessage, ...parsed } = parseSiwxMessage(created.serializedMessage)
    expect(parsed).toEqual(fields)
    expect(serializedMessage).toBe(created.serializedMessage)
    expect(createSiwxMessage(parsed).serializedMessage).toBe(created.serializedMessage)
  })

  it('the Chain ID line carries the CAIP-2 reference (EIP-4361 "Chain ID: 1")', () => {
    const text = createSiwxMessage({ ...EIP4361_FIELDS, chainId: 'eip155:137' }).serializedMessage
    expect(text).toContain('\nChain ID: 137\n')
    expect(createSiwxMessage({ ...cases[2]!.fields }).serializedMessage).toContain(
      '\nChain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp\n',
    )
  })
  it('an EVM address is written EIP-55 checksummed whatever case it came in', () => {
    const text = createSiwxMessage({
      ...EIP4361_FIELDS,
      accountAddress: EIP4361_FIELDS.accountAddress.toLowerCase(),
    }).serializedMessage
    expect(text.split('\n')[1]).toBe('0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2')
  })
  it('issuedAt defaults to now (RFC 3339)', () => {
    const before = Date.now()
    const { issuedAt } = createSiwxMessage({ ...EIP4361_FIELDS, issuedAt: undefined })
    expect(Date.parse(issuedAt ?? '')).toBeGreaterThanOrEqual(before - 1000)
  })
})

describe('createSiwxMessage refuses fields that break the rules', () => {
  const cases: { rule: string; change: Partial<SiwxMessageFields>; field: string; text: RegExp }[] =
    [
      {
        rule: 'nonce: at least 8 alphanumerics',
        change: { nonce: 'abc123' },
        field: 'nonce',
        text: /at least 8 alphanumeric/,
      },
      {
        rule: 'nonce: alphanumerics only',
        change: { nonce: 'abcd-efgh' },
        field: 'nonce',
        text: /Invalid nonce/,
      },
      {
        rule: 'version must be 1',
        change: { version: '2' },
        field: 'version',
        text: /Invalid version/,
      },
      {
        rule: 'URI must be an RFC 3986 URI',
        change: { uri: 'not a uri' },
        field: 'uri',
        text: /RFC 3986 URI/,
      },
      {
        rule: 'domain is an RFC 3986 authority',
        change: { domain: 'example.com/path' },
        field: 'domain',
        text: /authority/,
      },
      {
        rule: 'statement has no line break',
        change: { statement: 'a\nb' },
        field: 'statement',
        text: /line breaks/,
      },
      {
        rule: 'Issued At is RFC 3339',
        change: { issuedAt: '30/09/2021' },
        field: 'issuedAt',
        text: /RFC 3339/,
      },
      {
        rule: 'Expiration Time is RFC 3339',
        change: { expirationTime: '2021-13-01T00:00:00Z' },
        field: 'expirationTime',
        text: /RFC 3339/,
      },
      {
        rule: 'Not Before is RFC 3339',
        change: { notBefore: 'tomorrow' },
        field: 'notBefore',
        text: /RFC 3339/,
      },
      {
        rule: 'Request ID is pchar*',
        change: { requestId: 'a b' },
        field: 'requestId',
        text: /Invalid requestId/,
      },
      {
        rule: 'every resource is a URI',
        change: { resources: ['https://ok.example', 'no scheme'] },
        field: 'resources',
        text: /RFC 3986 URI/,
      },
      { rule: 'chainId is CAIP-2', change: { chainId: '1' }, field: 'chainId', text: /CAIP-2/ },
      {
        rule: 'an EIP-155 chain id is decimal',
        change: { chainId: 'eip155:0x1' },
        field: 'chainId',
        text: /decimal/,
      },
      {
        rule: 'only eip155, solana and bip122 namespaces',
        change: { chainId: 'cosmos:cosmoshub-4' },
        field: 'chainId',
        text: /Unsupported namespace 'cosmos'/,
      },
      {
        rule: 'EVM address: 40 hex characters',
        change: { accountAddress: '0x1234' },
        field: 'accountAddress',
        text: /40 hex/,
      },
      {
        rule: 'Solana address: 32 to 44 base58 characters',
        change: { chainId: SOLANA_MAINNET, accountAddress: '0OIl' },
        field: 'accountAddress',
        text: /base58/,
      },
    ]
  it.each(cases)('$rule', ({ change, field, text }) => {
    const error = (() => {
      try {
        createSiwxMessage({ ...EIP4361_FIELDS, ...change })
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(SiwxMessageError)
    expect((error as SiwxMessageError).field).toBe(field)
    expect((error as SiwxMessageError).message).toMatch(text)
  })
})

describe('parseSiwxMessage refuses malformed messages with a clear error', () => {
  const lines = EIP4361_EXAMPLE.split('\n')
  const edit = (index: number, line: string | null) =>
    lines.flatMap((l, i) => (i === index ? (line === null ? [] : [line]) : [l])).join('\n')
  const cases: { rule: string; text: string; error: RegExp }[] = [
    { rule: 'empty text', text: '', error: /empty/ },
    { rule: 'CRLF line ends', text: EIP4361_EXAMPLE.replaceAll('\n', '\r\n'), error: /LF only/ },
    {
      rule: 'a first line not of the form',
      text: edit(0, 'service.invalid asks you to sign in'),
      error: /line 1 should be/,
    },
    {
      rule: 'an unknown blockchain name',
      text: edit(0, 'service.invalid wants you to sign in with your Dogecoin account:'),
      error: /Unsupported blockchain 'Dogecoin'/,
    },
    {
      rule: 'an EVM address without its EIP-55 checksum',
      text: edit(1, lines[1]!.toLowerCase()),
      error: /EIP-55/,
    },
    {
      rule: 'no blank line after the address',
      text: edit(2, 'oops'),
      error: /line 3 should be empty/,
    },
    {
      rule: 'no blank line after the statement',
      text: edit(4, 'oops'),
      error: /line 5 should be empty/,
    },
    { rule: 'a missing Version line', text: edit(6, null), error: /line 7 should be 'Version: …'/ },
    {
      rule: 'fields out of order (Nonce before Chain ID)',
      text: edit(7, 'Nonce: 32891756'),
      error: /'Chain ID: …'/,
    },
    { rule: 'a nonce under 8 characters', text: edit(8, 'Nonce: 1234'), error: /Invalid nonce/ },
    { rule: 'Version other than 1', text: edit(6, 'Version: 2'), error: /Invalid version/ },
    {
      rule: 'an Issued At that is not RFC 3339',
      text: edit(9, 'Issued At: yesterday'),
      error: /Invalid issuedAt/,
    },
    {
      rule: 'an unknown line at the end',
      text: `${EIP4361_EXAMPLE}\nSomething: else`,
      error: /unexpected line 14/,
    },
    { rule: 'a trailing line break', text: `${EIP4361_EXAMPLE}\n`, error: /unexpected line 14 ''/ },
    {
      rule: 'a message cut after the address',
      text: lines.slice(0, 3).join('\n'),
      error: /ends before it/,
    },
    { rule: 'a Chain ID that is not a decimal', text: edit(7, 'Chain ID: one'), error: /decimal/ },
  ]
  it.each(cases)('$rule', ({ text, error }) => {
    expect(() => parseSiwxMessage(text)).toThrowError(error)
  })
})

describe('generateSiwxNonce', () => {
  it('gives alphanumeric nonces of the asked length (≥ 8), each different', () => {
    const nonces = new Set(Array.from({ length: 50 }, () => generateSiwxNonce()))
    expect(nonces.size).toBe(50)
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9]{24}$/)
    expect(generateSiwxNonce(8)).toMatch(/^[A-Za-z0-9]{8}$/)
    expect(() => generateSiwxNonce(7)).toThrow(RangeError)
  })
})
