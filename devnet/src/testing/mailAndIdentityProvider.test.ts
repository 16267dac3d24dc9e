import nodemailer from 'nodemailer'
import * as client from 'openid-client'
import { describe, expect, it } from 'vitest'
import { startTestIdentityProvider, startTestMailCatcher, waitForMail } from './index.js'

describe('@portico/devnet/testing: mail catcher and identity provider helpers', () => {
  it('startTestMailCatcher listens on free ports outside the ephemeral range and waitForMail reads it', async () => {
    const catcher = await startTestMailCatcher()
    try {
      expect(catcher.smtpPort).toBeLessThan(32_768)
      expect(catcher.inboxPort).toBeLessThan(32_768)
      await nodemailer.createTransport(catcher.smtpUrl).sendMail({
        from: 'a@portico.test',
        to: 'alice@example.com',
        subject: 'Code',
        text: '654321',
      })
      const mail = await waitForMail({ inboxUrl: catcher.inboxUrl, to: 'alice@example.com' })
      expect(/\b\d{6}\b/.exec(mail.text)?.[0]).toBe('654321')
    } finally {
      await catcher.close()
    }
  })

  it('startTestIdentityProvider gives the SOCIAL_* environment that points a secure site at it', async () => {
    const idp = await startTestIdentityProvider({
      redirectUris: ['http://127.0.0.1:9/social/callback'],
    })
    try {
      expect(Object.keys(idp.socialEnv)).toHaveLength(6 * 3)
      expect(idp.socialEnv.SOCIAL_DISCORD_ISSUER).toBe(idp.issuer)
      const config = await client.discovery(
        new URL(idp.socialEnv.SOCIAL_DISCORD_ISSUER ?? ''),
        idp.socialEnv.SOCIAL_DISCORD_CLIENT_ID ?? '',
        idp.socialEnv.SOCIAL_DISCORD_CLIENT_SECRET,
        undefined,
        { execute: [client.allowInsecureRequests] },
      )
      expect(config.serverMetadata().issuer).toBe(idp.issuer)
    } finally {
      await idp.close()
    }
  })
})
