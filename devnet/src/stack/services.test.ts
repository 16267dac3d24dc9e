import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { deriveDevnetAccounts, getAccount } from '../accounts.js'
import { DEVNET_MNEMONIC } from '../anvil.js'
import { DEVNET_PROFILE_GATEWAY_KEY } from '../deploy/deployOffchainResolver.js'
import { DEVNET_SANDBOX_KEY_ENV } from '../operatorConfig/buildDevnetOperatorConfig.js'
import { DEVNET_DIR } from '../paths.js'
import { getServices } from './services.js'

const envOf = (services: ReturnType<typeof getServices>, name: string) =>
  services.find((service) => service.name === name)?.env ?? {}

describe('the launcher shares one service token (issue 16, finding 10)', () => {
  it('the API, the relay and the secure site get the same fresh secret of at least 32 characters', () => {
    const services = getServices({})
    const token = envOf(services, 'api').PORTICO_SERVICE_TOKEN
    expect(token).toMatch(/^[0-9a-f]{64}$/)
    expect(envOf(services, 'relay').PORTICO_SERVICE_TOKEN).toBe(token)
    expect(envOf(services, 'secure').PORTICO_SERVICE_TOKEN).toBe(token)
    // The demo, the wallet and the devnet never see it.
    for (const name of ['demo', 'wallet', 'devnet', 'mail', 'idp'])
      expect(envOf(services, name).PORTICO_SERVICE_TOKEN).toBeUndefined()
    expect(envOf(getServices({}), 'api').PORTICO_SERVICE_TOKEN).not.toBe(token)
  })

  it("an operator's PORTICO_SERVICE_TOKEN wins", () => {
    const token = 'x'.repeat(40)
    const services = getServices({ PORTICO_SERVICE_TOKEN: token })
    for (const name of ['api', 'relay', 'secure'])
      expect(envOf(services, name).PORTICO_SERVICE_TOKEN).toBe(token)
  })
})

describe('the launcher starts the API with the devnet’s operator file (issue 18)', () => {
  const apiOf = (env: Record<string, string | undefined>) =>
    getServices(env).find((service) => service.name === 'api')

  it.each([
    { env: {}, config: join(DEVNET_DIR, 'devnet.portico.config.json') },
    {
      env: { PORTICO_DEVNET_CONFIG: '/tmp/e2e/devnet-e2e-10000.json' },
      config: '/tmp/e2e/devnet-e2e-10000.portico.config.json',
    },
  ])('--config beside devnet.json ($env)', ({ env, config }) => {
    expect(apiOf(env)?.command.slice(-2)).toEqual(['--config', config])
  })

  it('the keys the file leaves to the environment: the devnet’s, unless the operator set them', () => {
    const deployer = getAccount(deriveDevnetAccounts(DEVNET_MNEMONIC), 'deployer')
    expect(apiOf({})?.env).toMatchObject({
      [DEVNET_SANDBOX_KEY_ENV]: deployer.privateKey,
      PROFILE_GATEWAY_KEY: DEVNET_PROFILE_GATEWAY_KEY,
    })
    const own = `0x${'ab'.repeat(32)}`
    expect(apiOf({ PROFILE_GATEWAY_KEY: own })?.env?.PROFILE_GATEWAY_KEY).toBe(own)
    // Only the API holds them.
    for (const service of getServices({}).filter((s) => s.name !== 'api'))
      expect(Object.keys(service.env ?? {})).not.toContain(DEVNET_SANDBOX_KEY_ENV)
  })
})
