/** The secure server's environment: defaults, overrides, and refusals that name the variable. */
import { describe, expect, it } from 'vitest'
import { DEFAULT_SECURE_RATE_LIMITS } from './rateLimits.js'
import { readSecureConfig } from './readSecureConfig.js'

const KEY = 'ab'.repeat(32)

describe('readSecureConfig', () => {
  it('defaults: 127.0.0.1:4002, the API on 4000, the devnet mail catcher, no social provider', () => {
    const config = readSecureConfig({})
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 4002,
      publicUrl: 'http://127.0.0.1:4002',
      apiUrl: 'http://127.0.0.1:4000',
      smtpUrl: 'smtp://127.0.0.1:2525',
      shareKey: undefined,
      social: {},
      farcasterRelayUrl: undefined,
      rateLimits: DEFAULT_SECURE_RATE_LIMITS,
      connectSrc: [],
      logLevel: 'info',
      trustProxy: false,
    })
  })

  it('reads every override', () => {
    const config = readSecureConfig({
      PORTICO_SECURE_PORT: '14002',
      PORTICO_API_PORT: '14000',
      PORTICO_MAIL_SMTP_PORT: '12525',
      SECURE_SHARE_KEY: KEY,
      SOCIAL_GITHUB_ISSUER: 'http://127.0.0.1:4004',
      SOCIAL_GITHUB_CLIENT_ID: 'github',
      SOCIAL_GITHUB_CLIENT_SECRET: 's3cret',
      SOCIAL_GITHUB_TOKEN_AUTH_METHOD: 'client_secret_basic',
      FARCASTER_RELAY_URL: 'http://127.0.0.1:4004/farcaster/',
      PORTICO_SECURE_LIMIT_MAIL_PER_EMAIL: '2/60',
      PORTICO_SECURE_CONNECT_SRC: 'http://127.0.0.1:8545 https://rpc.example.org',
      MAIL_FROM: 'Wallet <wallet@example.org>',
    })
    expect(config).toMatchObject({
      port: 14002,
      publicUrl: 'http://127.0.0.1:14002',
      apiUrl: 'http://127.0.0.1:14000',
      smtpUrl: 'smtp://127.0.0.1:12525',
      social: {
        github: {
          issuer: 'http://127.0.0.1:4004',
          clientId: 'github',
          clientSecret: 's3cret',
          tokenAuthMethod: 'client_secret_basic',
        },
      },
      farcasterRelayUrl: 'http://127.0.0.1:4004/farcaster',
      connectSrc: ['http://127.0.0.1:8545', 'https://rpc.example.org'],
      mailFrom: 'Wallet <wallet@example.org>',
    })
    expect(config.shareKey?.toString('hex')).toBe(KEY)
    expect(config.rateLimits.mailPerEmail).toEqual({ max: 2, windowMs: 60_000 })
  })

  it.each([
    [
      'a half-configured provider',
      { SOCIAL_GOOGLE_CLIENT_ID: 'g', SOCIAL_GOOGLE_CLIENT_SECRET: 'topsecret' },
      /SOCIAL_GOOGLE_ISSUER/,
    ],
    ['a short share key', { SECURE_SHARE_KEY: 'abcd' }, /SECURE_SHARE_KEY/],
    [
      'a public URL with a path',
      { PORTICO_SECURE_PUBLIC_URL: 'https://wallet.example/app' },
      /PORTICO_SECURE_PUBLIC_URL/,
    ],
    ['a malformed limit', { PORTICO_SECURE_LIMIT_PER_IP: 'lots' }, /PORTICO_SECURE_LIMIT_PER_IP/],
    [
      'a CSP source that would end the directive',
      { PORTICO_SECURE_CONNECT_SRC: "https://a.example; script-src 'unsafe-eval'" },
      /PORTICO_SECURE_CONNECT_SRC/,
    ],
    ['an SMTP URL of another scheme', { SMTP_URL: 'http://127.0.0.1:25' }, /SMTP_URL/],
    [
      'a trust-proxy setting that is neither hops nor CIDRs',
      { PORTICO_SECURE_TRUST_PROXY: 'proxy.internal' },
      /PORTICO_SECURE_TRUST_PROXY/,
    ],
    [
      'a short service token',
      { PORTICO_SERVICE_TOKEN: 'guessable' },
      /PORTICO_SERVICE_TOKEN must be at least 32/,
    ],
    [
      'a malformed frame limit',
      { PORTICO_SECURE_LIMIT_FRAME_PER_IP: '0/60' },
      /PORTICO_SECURE_LIMIT_FRAME_PER_IP/,
    ],
  ])('refuses %s, naming the variable', (_name, env, message) => {
    expect(() => readSecureConfig(env)).toThrow(message)
  })

  // Issue 16 finding 6: `1` used to mean "believe the whole X-Forwarded-For chain".
  it.each([
    ['unset: no proxy', undefined, false],
    ['1 is one hop', '1', 1],
    ['true is one hop', 'true', 1],
    ['a hop count', '2', 2],
    ['proxy CIDRs, comma-separated', '10.0.0.0/8, fd00::/8', ['10.0.0.0/8', 'fd00::/8']],
  ])('PORTICO_SECURE_TRUST_PROXY %s', (_rule, value, trustProxy) => {
    expect(readSecureConfig({ PORTICO_SECURE_TRUST_PROXY: value }).trustProxy).toEqual(trustProxy)
  })

  it('reads PORTICO_SERVICE_TOKEN (sent to the API) and PORTICO_SECURE_LIMIT_FRAME_PER_IP', () => {
    const token = 'f'.repeat(64)
    expect(readSecureConfig({}).serviceToken).toBeUndefined()
    expect(readSecureConfig({}).rateLimits.framePerIp).toEqual({ max: 300, windowMs: 60_000 })
    const config = readSecureConfig({
      PORTICO_SERVICE_TOKEN: token,
      PORTICO_SECURE_LIMIT_FRAME_PER_IP: '5/60',
    })
    expect(config.serviceToken).toBe(token)
    expect(config.rateLimits.framePerIp).toEqual({ max: 5, windowMs: 60_000 })
    expect(() => readSecureConfig({ PORTICO_SERVICE_TOKEN: 'guessable' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('guessable') }),
    )
  })

  it('never echoes a secret in its errors', () => {
    expect(() =>
      readSecureConfig({ SOCIAL_GOOGLE_CLIENT_ID: 'g', SOCIAL_GOOGLE_CLIENT_SECRET: 'topsecret' }),
    ).toThrow(expect.objectContaining({ message: expect.not.stringContaining('topsecret') }))
  })
})
