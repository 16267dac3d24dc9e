import { describe, expect, it } from 'vitest'
import { createJsonLineLogger } from './createJsonLineLogger.js'

describe('createJsonLineLogger: "logs are JSON lines … and no secrets" outside Fastify (issue 20)', () => {
  it('one JSON object a line, as pino writes them: level, time, the base fields, msg, the fields', () => {
    const lines: string[] = []
    const logger = createJsonLineLogger({
      write: (line) => lines.push(line),
      base: { service: 'relay', node: 'n1' },
      now: () => 1_700_000_000_000,
    })
    logger.warn('redis unreachable', { attempt: 3 })
    expect(lines).toEqual([
      '{"level":40,"time":1700000000000,"service":"relay","node":"n1","msg":"redis unreachable","attempt":3}',
    ])
  })

  it.each([
    ['debug', ['info', 'warn', 'error'], 4],
    ['info', ['info', 'warn', 'error'], 3],
    ['warn', ['warn', 'error'], 2],
    ['error', ['error'], 1],
  ] as const)('level %s: lower levels are dropped', (level, kept, count) => {
    const lines: string[] = []
    const logger = createJsonLineLogger({ write: (line) => lines.push(line), level })
    for (const name of ['debug', 'info', 'warn', 'error'] as const) logger[name](name)
    expect(lines).toHaveLength(count)
    for (const name of kept)
      expect(lines.some((line) => line.includes(`"msg":"${name}"`))).toBe(true)
  })

  it('a field named as a secret is written as [redacted]; an Error as its name and message only', () => {
    const lines: string[] = []
    const logger = createJsonLineLogger({ write: (line) => lines.push(line), redact: ['jwt'] })
    const error = new Error('connect ECONNREFUSED')
    logger.error('admission failed', { jwt: 'eyJhbGciOi.secret.part', error })
    const entry = JSON.parse(lines[0] as string)
    expect(entry.jwt).toBe('[redacted]')
    expect(entry.error).toEqual({ type: 'Error', message: 'connect ECONNREFUSED' })
    expect(lines[0]).not.toContain('eyJhbGciOi')
  })
})
