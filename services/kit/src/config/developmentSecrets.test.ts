import { randomBytes } from 'node:crypto'
import { generatePrivateKey } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { DEVNET_PROFILE_GATEWAY_KEY, findDevelopmentSecrets } from './developmentSecrets.js'

/** anvil's account 0 (mnemonic "test test … junk"): the best-known private key there is. */
const ANVIL_KEY_0 = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
/** anvil's account 9. */
const ANVIL_KEY_9 = '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6'

describe("issue 20: 'the services refuse known development secrets outside development'", () => {
  it.each([
    { secret: DEVNET_PROFILE_GATEWAY_KEY, reason: "the devnet's gateway key" },
    { secret: DEVNET_PROFILE_GATEWAY_KEY.slice(2), reason: "the devnet's gateway key" },
    { secret: ANVIL_KEY_0, reason: "one of anvil's test accounts' keys" },
    { secret: ANVIL_KEY_9, reason: "one of anvil's test accounts' keys" },
    { secret: 'ab'.repeat(32), reason: 'a placeholder of few distinct characters' },
    { secret: '0'.repeat(64), reason: 'a placeholder of few distinct characters' },
    {
      secret: 'secret-secret-secret-secret-secret',
      reason: 'a placeholder of few distinct characters',
    },
  ])('$reason is refused, naming the variable and never the value', ({ secret, reason }) => {
    const problems = findDevelopmentSecrets({ PROFILE_GATEWAY_KEY: secret }, [
      'PROFILE_GATEWAY_KEY',
    ])
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain(`PROFILE_GATEWAY_KEY holds a development secret (${reason})`)
    expect(problems[0]).toContain('portico secrets generate')
    expect(problems[0]).not.toContain(secret)
  })

  it.each([
    { what: 'a fresh private key', secret: generatePrivateKey() },
    { what: '32 random bytes as hex', secret: randomBytes(32).toString('hex') },
    { what: '32 random bytes as base64url', secret: randomBytes(32).toString('base64url') },
  ])('$what is accepted', ({ secret }) => {
    expect(findDevelopmentSecrets({ SECURE_SHARE_KEY: secret }, ['SECURE_SHARE_KEY'])).toEqual([])
  })

  it('in development (PORTICO_ENV=development) the test secrets are fine; unset variables are not checked', () => {
    const env = { PROFILE_GATEWAY_KEY: ANVIL_KEY_0, PORTICO_SERVICE_TOKEN: 'x'.repeat(40) }
    const names = ['PROFILE_GATEWAY_KEY', 'PORTICO_SERVICE_TOKEN', 'SECURE_SHARE_KEY']
    expect(findDevelopmentSecrets(env, names)).toHaveLength(2)
    expect(findDevelopmentSecrets({ ...env, PORTICO_ENV: 'development' }, names)).toEqual([])
    expect(findDevelopmentSecrets({ ...env, PORTICO_ENV: 'production' }, names)).toHaveLength(2)
    expect(findDevelopmentSecrets(env, names, { development: true })).toEqual([])
  })
})
