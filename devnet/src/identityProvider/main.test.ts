import { afterEach, describe, expect, it } from 'vitest'
import { getFreePorts } from '../testing/freePorts.js'
import { waitForExit } from '../testing/runMain.js'
import { startMainScript } from '../testing/startMainScript.js'

const children: ReturnType<typeof startMainScript>[] = []
afterEach(() => {
  for (const { child } of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
})

describe('npm run idp', () => {
  it('starts on PORTICO_IDP_PORT with the secure site’s callback as redirect URI, never prints a client secret', async () => {
    const [idpPort = 0, securePort = 0] = await getFreePorts(2)
    const secret = 'a-secret-that-must-not-be-printed'
    const main = startMainScript('devnet/src/identityProvider/main.ts', {
      PORTICO_IDP_PORT: String(idpPort),
      PORTICO_SECURE_PORT: String(securePort),
      SOCIAL_GITHUB_CLIENT_SECRET: secret,
    })
    children.push(main)
    await main.waitFor(
      `Portico identity provider on http://127.0.0.1:${idpPort} (clients google, x, discord, github, apple, facebook; redirect http://127.0.0.1:${securePort}/social/callback)`,
    )
    const index = await (await fetch(`http://127.0.0.1:${idpPort}/`)).text()
    expect(index).toContain('Devnet identity provider')
    expect(index).not.toContain(secret)
    expect(main.output()).not.toContain(secret)
    main.child.kill('SIGTERM')
    expect(await waitForExit(main.child)).toBe(0)
  })
})
