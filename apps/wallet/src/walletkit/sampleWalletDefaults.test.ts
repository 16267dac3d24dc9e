import { describe, expect, test } from 'vitest'
import { DEFAULT_PORTS } from '../../../../devnet/src/ports.js'
import { DEVELOPMENT_PROJECT } from '../../../../services/api/src/projects/seedDevelopmentProject.js'
import { getDefaultRelayUrl, SAMPLE_WALLET_PROJECT_ID } from './sampleWalletDefaults.js'

describe('sample wallet defaults', () => {
  test("the project id is the API's development project, which the relay of npm start lets in", () => {
    expect(SAMPLE_WALLET_PROJECT_ID).toBe(DEVELOPMENT_PROJECT.id)
  })

  test.each([
    ['no PORTICO_RELAY_PORT: the stack default', {}, `ws://127.0.0.1:${DEFAULT_PORTS.relay}`],
    ['empty PORTICO_RELAY_PORT: the default', { PORTICO_RELAY_PORT: '' }, 'ws://127.0.0.1:4001'],
    ['PORTICO_RELAY_PORT overrides it', { PORTICO_RELAY_PORT: '24001' }, 'ws://127.0.0.1:24001'],
  ])('getDefaultRelayUrl: %s', (_rule, env, url) => {
    expect(getDefaultRelayUrl(env)).toBe(url)
  })

  test.each([['0'], ['70000'], ['x']])('PORTICO_RELAY_PORT=%s is refused', (port) => {
    expect(() => getDefaultRelayUrl({ PORTICO_RELAY_PORT: port })).toThrow(/PORTICO_RELAY_PORT/)
  })
})
