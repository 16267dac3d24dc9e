/**
 * "No secret appears in any log (a test scans the logs)" (issue 7), "logs are JSON lines with
 * request ids and no secrets" (issue 20): a whole email login with a
 * device approval, a wallet creation, reading the auth share, a social login and a sign-out,
 * logged at debug level, then every secret value searched for in what was logged.
 */
import { createHash, randomBytes } from 'node:crypto'
import { Writable } from 'node:stream'
import { getFreePorts, startTestIdentityProvider } from '@portico/devnet/testing'
import { expect, it } from 'vitest'
import { readSocialProviders } from '../config/socialProviders.js'
import {
  createTestDevice,
  createTestWalletKeys,
  signInAtIdentityProvider,
  startTestSecure,
} from '../testing/index.js'

it('no code, session, link token, share, recovery blob, key, password, client secret, OAuth code, state or nonce is ever logged', async () => {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  const [port = 0] = await getFreePorts(1)
  const idp = await startTestIdentityProvider({
    redirectUris: [`http://127.0.0.1:${port}/social/callback`],
  })
  const smtpPassword = `smtp-${randomBytes(12).toString('hex')}`
  const social = readSocialProviders(idp.socialEnv)
  const secure = await startTestSecure({
    port,
    logger: { level: 'debug', stream },
    smtpAuth: { user: 'mailer', pass: smtpPassword },
    social,
  })
  const secrets: Record<string, string> = {
    'share key (hex)': secure.shareKey.toString('hex'),
    'share key (base64)': secure.shareKey.toString('base64'),
    'SMTP password': smtpPassword,
    ...Object.fromEntries(
      Object.entries(social).map(([provider, config]) => [
        `${provider} client secret`,
        config.clientSecret,
      ]),
    ),
  }
  try {
    // Email login on device A, then a new device B approved by the mailed link.
    const email = 'logs@example.com'
    const deviceB = createTestDevice()
    let since = Date.now()
    await secure.call('POST', '/auth/v1/email/start', {
      body: { email, projectId: 'p1' },
    })
    // A new address's device is approved by the mailed link first (its token is a secret too).
    secrets['device link token A'] = /approve\?token=([A-Za-z0-9_-]{43})/.exec(
      (await secure.waitForMail(email, { since })).text,
    )?.[1] as string
    await secure.approveDeviceLink(email, since)
    const codeA = await secure.readCode(email, since)
    secrets['code A'] = codeA
    const wrongCode = codeA === '000000' ? '000001' : '000000'
    expect(
      (
        await secure.call('POST', '/auth/v1/email/verify', {
          body: { email, otp: wrongCode },
        })
      ).status,
    ).toBe(400)
    const login = await secure.call('POST', '/auth/v1/email/verify', {
      body: { email, otp: codeA },
    })
    expect(login.status).toBe(200)
    const session: string = login.body.session
    secrets['session A'] = session

    since = Date.now()
    await secure.call('POST', '/auth/v1/email/start', {
      body: { email, projectId: 'p1' },
      device: deviceB,
    })
    const link = /(http:\/\/\S+approve\?token=([A-Za-z0-9_-]+))/.exec(
      (await secure.waitForMail(email, { since })).text,
    )
    const token = link?.[2] as string
    secrets['device link token'] = token
    await fetch(link?.[1] as string, {
      headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    })
    since = Date.now()
    await fetch(`${secure.url}/auth/v1/email/device/approve`, {
      method: 'POST',
      headers: { origin: secure.url, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
    })
    const codeB = await secure.readCode(email, since)
    secrets['code B'] = codeB
    const loginB = await secure.call('POST', '/auth/v1/email/verify', {
      body: { email, otp: codeB },
      device: deviceB,
    })
    secrets['session B'] = loginB.body.session

    // The wallet: created once, this device's server share read back.
    const authShare = randomBytes(65).toString('base64url')
    const recoveryBlob = `{"v":1,"ct":"${randomBytes(48).toString('base64url')}"}`
    secrets['auth share'] = authShare
    const serverShare = randomBytes(65).toString('hex')
    secrets['server share'] = serverShare
    secrets['recovery blob ciphertext'] = JSON.parse(recoveryBlob).ct
    const walletKeys = createTestWalletKeys()
    const { challenge } = (await secure.call('GET', '/auth/v1/wallet/challenge', { session })).body
    expect(
      (
        await secure.call('POST', '/auth/v1/wallet', {
          session,
          body: {
            evmAddress: walletKeys.evmAddress,
            solanaAddress: walletKeys.solanaAddress,
            ...(await walletKeys.prove(challenge)),
            authShare,
            serverShare,
            recoveryBlob,
          },
        })
      ).status,
    ).toBe(200)
    expect(
      (await secure.call('GET', '/auth/v1/wallet/device-share', { session })).body.serverShare,
    ).toBe(serverShare)
    await secure.call('GET', '/auth/v1/me', { session: 'x'.repeat(43) })

    // A social login: the authorize URL's state and nonce, the code, the result token, the login nonce.
    const loginNonce = randomBytes(32).toString('base64url')
    secrets['login nonce'] = loginNonce
    const started = await secure.call('POST', '/auth/v1/social/start', {
      body: {
        provider: 'github',
        projectId: 'p1',
        loginNonceHash: createHash('sha256').update(loginNonce).digest('hex'),
      },
    })
    const authorizeUrl = new URL(started.body.uri)
    secrets['OAuth state'] = authorizeUrl.searchParams.get('state') as string
    secrets['OIDC nonce'] = authorizeUrl.searchParams.get('nonce') as string
    const callbackUrl = await signInAtIdentityProvider({
      authorizeUrl: started.body.uri,
      userId: 'alice',
      stopAtOrigin: secure.url,
    })
    secrets['OAuth code'] = callbackUrl.searchParams.get('code') as string
    const page = await (
      await fetch(callbackUrl, { headers: { 'sec-fetch-mode': 'navigate' } })
    ).text()
    const resultUri = JSON.parse(/id="portico-social-result">([^<]*)</.exec(page)?.[1] as string)
      .resultUri as string
    secrets['result token'] = new URL(resultUri).searchParams.get('token') as string
    const social = await secure.call('POST', '/auth/v1/social/redeem', {
      body: { resultUri, loginNonce },
    })
    expect(social.status).toBe(200)
    secrets['social session'] = social.body.session
    await secure.call('POST', '/auth/v1/signout', { session })
  } finally {
    await secure.close()
    await idp.close()
  }

  const log = lines.join('')
  // Logging was on, at debug, for every request.
  expect(log.split('\n').length).toBeGreaterThan(30)
  expect(log).toContain('"level":20')
  expect(log).toContain('/auth/v1/email/verify')
  expect(log).toContain('/social/callback')
  for (const [name, value] of Object.entries(secrets)) {
    expect(value, name).toBeTruthy()
    expect(log.includes(value), `${name} found in the logs`).toBe(false)
  }
  // "logs are JSON lines with request ids" (issue 20): every line parses; each request's lines
  // carry its id, the one its answer echoed in x-request-id.
  const entries = lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string })
  const requests = entries.filter((entry) => entry.msg === 'incoming request')
  expect(requests.length).toBeGreaterThan(10)
  for (const entry of requests)
    expect(entry.reqId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
  expect(new Set(requests.map((entry) => entry.reqId)).size).toBe(requests.length)
})
