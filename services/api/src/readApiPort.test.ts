import { describe, expect, it } from 'vitest'
import { DEFAULT_PORTS, PORT_ENV } from '../../../devnet/src/ports.js'
import { API_PORT_ENV, DEFAULT_API_PORT, readApiPort } from './readApiPort.js'

describe('readApiPort (the API reads its port without importing the devnet)', () => {
  it('agrees with the stack’s port table', () => {
    expect(DEFAULT_API_PORT).toBe(DEFAULT_PORTS.api)
    expect(API_PORT_ENV).toBe(PORT_ENV.api)
  })

  it.each([
    { env: {}, port: 4000 },
    { env: { PORTICO_API_PORT: '' }, port: 4000 },
    { env: { PORTICO_API_PORT: '14000' }, port: 14000 },
  ])('$env → $port', ({ env, port }) => {
    expect(readApiPort(env)).toBe(port)
  })

  it.each(['0', '65536', 'http', '4000.5'])('refuses %s with the variable named', (raw) => {
    expect(() => readApiPort({ PORTICO_API_PORT: raw })).toThrow(
      `PORTICO_API_PORT must be a port number between 1 and 65535, got '${raw}'`,
    )
  })
})
