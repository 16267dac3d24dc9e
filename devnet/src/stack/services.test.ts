import { describe, expect, it } from 'vitest'
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
