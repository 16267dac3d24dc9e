import { afterEach, describe, expect, it, vi } from 'vitest'
import { LOG_BUFFER_BYTES } from '../../constants.js'
import { createPortico } from '../../createPortico.js'
import { createMemoryStorage } from '../../storage/createStorage.js'
import { testNetwork } from '../../testing/index.js'
import { createDebugLog } from './createDebugLog.js'
import { REDACTED } from './redactLogData.js'

afterEach(() => vi.restoreAllMocks())

const silentConsole = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() }
const bytesOf = (text: string) => new TextEncoder().encode(text).byteLength

function instance(overrides: Partial<Parameters<typeof createPortico>[0]> = {}) {
  return createPortico({
    projectId: 'p1',
    networks: [testNetwork(31337)],
    adapters: [],
    storage: createMemoryStorage(),
    ...overrides,
  })
}

// spec §9: "Log buffer 1024000 bytes."
describe('createDebugLog — a ring buffer of LOG_BUFFER_BYTES (spec §9)', () => {
  it('is LOG_BUFFER_BYTES (1,024,000) by default: it never holds more, and drops the oldest first', () => {
    const log = createDebugLog({ level: 'silent', console: silentConsole })
    const line = 'x'.repeat(1_000)
    for (let i = 0; i < 2_000; i++) log.info(`${i} ${line}`)
    expect(LOG_BUFFER_BYTES).toBe(1_024_000)
    expect(log.size()).toBeLessThanOrEqual(LOG_BUFFER_BYTES)
    expect(bytesOf(log.text())).toBe(log.size())
    // Full: one more ~1 KB entry would not fit.
    expect(log.size()).toBeGreaterThan(LOG_BUFFER_BYTES - 1_100)
    const entries = log.entries()
    expect(entries.at(-1)?.message.startsWith('1999 ')).toBe(true)
    expect(entries[0]?.message.startsWith(`${2_000 - entries.length} `)).toBe(true)
  })

  it('counts UTF-8 bytes, not characters', () => {
    const log = createDebugLog({ level: 'silent', maxBytes: 400, console: silentConsole })
    for (let i = 0; i < 20; i++) log.info('é'.repeat(50))
    expect(log.size()).toBeLessThanOrEqual(400)
    expect(bytesOf(log.text())).toBe(log.size())
  })

  it('an entry larger than the whole buffer is kept as a note, without its data', () => {
    const log = createDebugLog({ level: 'silent', maxBytes: 200, console: silentConsole })
    log.info('big', { blob: 'y'.repeat(500) })
    expect(log.entries()).toMatchObject([{ message: 'big', data: '[left out: over 200 bytes]' }])
  })

  it.each([
    { level: 'error', printed: ['error'] },
    { level: 'warn', printed: ['error', 'warn'] },
    { level: 'info', printed: ['error', 'warn', 'info'] },
    { level: 'debug', printed: ['error', 'warn', 'info', 'debug'] },
    { level: 'silent', printed: [] },
  ] as const)('level $level prints $printed and keeps every level', ({ level, printed }) => {
    const out = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() }
    const log = createDebugLog({ level, console: out })
    for (const entry of ['error', 'warn', 'info', 'debug'] as const) log[entry](`an ${entry}`)
    expect(
      Object.entries(out).flatMap(([name, fn]) => (fn.mock.calls.length ? [name] : [])),
    ).toEqual(printed)
    expect(log.entries().map((e) => e.level)).toEqual(['error', 'warn', 'info', 'debug'])
  })

  // spec §9: "default log level error"
  it("an instance's log level is 'error' unless logLevel says otherwise: info is kept, not printed", () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const portico = instance()
    expect(portico.options.logLevel).toBe('error')
    portico.open() // MODAL_OPEN: an info entry
    expect(info).not.toHaveBeenCalled()
    expect(portico.debug.exportLog()).toContain('"message":"event MODAL_OPEN"')
    instance({ logLevel: 'info' }).open()
    expect(info).toHaveBeenCalledWith('[portico] event MODAL_OPEN', { connected: false })
  })

  it('the export starts with a header line, then one JSON line per entry; clearLog empties it', () => {
    const portico = instance()
    portico.open()
    const [header, ...lines] = portico.debug.exportLog().trimEnd().split('\n')
    expect(JSON.parse(header ?? '')).toMatchObject({ sdkVersion: 'js-0.1.0', logLevel: 'error' })
    expect(lines.map((line) => JSON.parse(line).message)).toEqual(['event MODAL_OPEN'])
    portico.debug.clearLog()
    expect(portico.debug.exportLog().trimEnd().split('\n')).toHaveLength(1)
  })

  // Security: "secrets never logged".
  it.each([
    { data: { email: 'alice@example.com' }, kept: { email: 'a***@example.com' } },
    { data: { otp: '123456', code: '654321' }, kept: { otp: REDACTED, code: REDACTED } },
    {
      data: { signature: '0xabc', privateKey: '0x01' },
      kept: { signature: REDACTED, privateKey: REDACTED },
    },
    {
      data: { headers: { authorization: 'Bearer x', cookie: 'a=b' } },
      kept: { headers: { authorization: REDACTED, cookie: REDACTED } },
    },
    {
      data: { message: 'token eyJhbGciOi.eyJzdWIiOjF9.c2ln here' },
      kept: { message: `token ${REDACTED} here` },
    },
    {
      data: { amount: 10n, address: '0x00000000000000000000000000000000000000aa' },
      kept: { amount: '10', address: '0x00000000000000000000000000000000000000aa' },
    },
  ])('keeps $kept of $data', ({ data, kept }) => {
    const log = createDebugLog({ level: 'silent', console: silentConsole })
    log.info('m', data)
    expect(log.entries()[0]?.data).toEqual(kept)
    expect(log.text()).not.toMatch(/123456|654321|Bearer|alice@|eyJ/)
  })

  it('rejects a logLevel it does not know, naming the ones it does', () => {
    expect(() => instance({ logLevel: 'verbose' as never })).toThrowErrorMatchingInlineSnapshot(`
      [InvalidConfigurationError: Invalid configuration

      Details: \`logLevel\` must be one of 'silent', 'error', 'warn', 'info', 'debug', not "verbose"]
    `)
  })
})
