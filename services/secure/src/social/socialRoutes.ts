import { type Static, Type } from '@sinclair/typebox'
import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { findOrCreateUser } from '../auth/users.js'
import type { SocialProvider } from '../config/socialProviders.js'
import { createToken, equalHex, hashToken } from '../crypto/secretTokens.js'
import { requireLoginProject } from '../projects/requireLoginProject.js'
import type { SecureContext } from '../server/context.js'
import { requireDevice } from '../server/dpopAuth.js'
import { SecureError } from '../server/errors.js'
import { PAGE_CSP, renderPage } from '../server/renderPage.js'
import { AuthResponse, ErrorResponse, LoginNonce, NonceHash, ProjectId } from '../server/schemas.js'
import { startSession } from '../server/sessionAuth.js'
import { SOCIAL_CALLBACK_SCRIPT } from './socialCallbackScript.js'

/** How long a social login may take from start to callback. */
export const SOCIAL_LOGIN_TTL_MS = 10 * 60 * 1_000
/** How long a result URI can be redeemed after the callback (it is single-use too). */
export const SOCIAL_RESULT_TTL_MS = 2 * 60 * 1_000
/** The path of result URIs (never fetched: the frame sends the URI to /social/redeem). */
export const SOCIAL_RESULT_PATH = '/social/result'

const StartBody = Type.Object(
  {
    provider: Type.Union(
      (['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const).map((p) =>
        Type.Literal(p),
      ),
    ),
    projectId: ProjectId,
    loginNonceHash: NonceHash,
  },
  { additionalProperties: false },
)

const RedeemBody = Type.Object(
  { resultUri: Type.String({ minLength: 1, maxLength: 4096 }), loginNonce: LoginNonce },
  { additionalProperties: false },
)

/** Associated data of a login's encrypted PKCE verifier. */
function verifierContext(stateHash: string) {
  return `pkce:${stateHash}`
}

/**
 * Social login over OpenID Connect (openid-client): `POST /auth/v1/social/start` → the
 * provider's authorize URL (PKCE S256, state, nonce), the login bound to the frame's key;
 * `GET /social/callback` (the redirect target, in the popup) exchanges the code and hands a
 * single-use, short-lived result URI to the frames of the secure origin only, never to the dApp;
 * `POST /auth/v1/social/redeem` turns it into a session, only with the login nonce whose hash the
 * frame gave at the start and from the key that started it.
 */
export function socialRoutes(context: SecureContext): FastifyPluginAsync {
  const redirectUri = `${context.publicUrl}/social/callback`

  function failurePage(reply: FastifyReply) {
    return reply
      .code(400)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', PAGE_CSP)
      .send(
        renderPage({
          title: 'Failed to connect',
          paragraphs: ['Close this window and try again.'],
        }),
      )
  }

  return async (app) => {
    app.post<{ Body: Static<typeof StartBody> }>(
      '/auth/v1/social/start',
      {
        schema: {
          body: StartBody,
          response: { 200: Type.Object({ uri: Type.String() }), '4xx': ErrorResponse },
        },
      },
      async (request) => {
        const { provider, projectId, loginNonceHash } = request.body
        if (!context.social.available.includes(provider))
          throw new SecureError('PROVIDER_UNAVAILABLE', { details: provider })
        await requireLoginProject(context, projectId)
        const { deviceHash } = requireDevice(request)
        const state = createToken()
        const nonce = createToken()
        const codeVerifier = createToken()
        let uri: URL
        try {
          uri = await context.social.authorizeUrl(provider, redirectUri, {
            state,
            nonce,
            codeVerifier,
          })
        } catch (error) {
          request.log.warn({ err: error, provider }, 'social provider discovery failed')
          throw new SecureError('UPSTREAM_ERROR', { details: 'the provider does not answer' })
        }
        const now = context.now()
        const stateHash = hashToken(state)
        await context.db
          .insertInto('secure_social_logins')
          .values({
            state_hash: stateHash,
            provider,
            project_id: projectId,
            login_nonce_hash: loginNonceHash,
            device_hash: deviceHash,
            code_verifier: context.keys.logins.encrypt(codeVerifier, verifierContext(stateHash)),
            nonce,
            created_at: now,
            expires_at: now + SOCIAL_LOGIN_TTL_MS,
            callback_at: null,
            result_hash: null,
            result_expires_at: null,
            user_id: null,
            redeemed_at: null,
          })
          .execute()
        return { uri: uri.href }
      },
    )

    app.get('/social/callback.js', async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(SOCIAL_CALLBACK_SCRIPT),
    )

    app.get('/social/callback', { config: { navigation: true } }, async (request, reply) => {
      const query = request.query as Record<string, unknown>
      const state = typeof query.state === 'string' && query.state.length <= 512 ? query.state : ''
      const now = context.now()
      const stateHash = hashToken(state)
      const login = state
        ? await context.db
            .selectFrom('secure_social_logins')
            .selectAll()
            .where('state_hash', '=', stateHash)
            .where('callback_at', 'is', null)
            .where('expires_at', '>', now)
            .executeTakeFirst()
        : undefined
      if (!login) {
        request.log.info('social callback with an unknown, used or expired state')
        return failurePage(reply)
      }
      // One callback per login: a replayed redirect finds the state used.
      const claimed = await context.db
        .updateTable('secure_social_logins')
        .set({ callback_at: now })
        .where('state_hash', '=', stateHash)
        .where('callback_at', 'is', null)
        .executeTakeFirst()
      if (Number(claimed.numUpdatedRows) !== 1) return failurePage(reply)
      const provider = login.provider as SocialProvider
      let profile: Awaited<ReturnType<typeof context.social.exchange>>
      try {
        const callbackUrl = new URL(request.url, context.publicUrl)
        profile = await context.social.exchange(provider, callbackUrl, {
          state,
          nonce: login.nonce,
          codeVerifier: context.keys.logins.decrypt(
            login.code_verifier,
            verifierContext(stateHash),
          ),
        })
      } catch (error) {
        request.log.warn({ err: error, provider }, 'social code exchange failed')
        return failurePage(reply)
      }
      const user = await findOrCreateUser(context.db, {
        kind: provider,
        subject: profile.subject,
        email: profile.email,
        username: profile.username,
        now,
      })
      request.log.debug({ provider, userId: user.id }, 'social login finished')
      const result = createToken()
      await context.db
        .updateTable('secure_social_logins')
        .set({
          result_hash: hashToken(result),
          result_expires_at: now + SOCIAL_RESULT_TTL_MS,
          user_id: user.id,
        })
        .where('state_hash', '=', stateHash)
        .execute()
      const resultUri = `${context.publicUrl}${SOCIAL_RESULT_PATH}?token=${result}`
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', PAGE_CSP)
        .send(
          renderPage({
            title: 'Signed in',
            paragraphs: ['You can close this window.'],
            data: {
              id: 'portico-social-result',
              value: { resultUri },
            },
            scripts: ['/social/callback.js'],
          }),
        )
    })

    app.post<{ Body: Static<typeof RedeemBody> }>(
      '/auth/v1/social/redeem',
      { schema: { body: RedeemBody, response: { 200: AuthResponse, '4xx': ErrorResponse } } },
      async (request) => {
        const { resultUri, loginNonce } = request.body
        const url = URL.canParse(resultUri) ? new URL(resultUri) : undefined
        const token = url?.searchParams.get('token')
        if (
          !url ||
          url.origin !== context.publicUrl ||
          url.pathname !== SOCIAL_RESULT_PATH ||
          !token ||
          !/^[A-Za-z0-9_-]{43}$/.test(token)
        )
          throw new SecureError('SOCIAL_FAILED')
        const resultHash = hashToken(token)
        const now = context.now()
        // Single use: the first redemption claims it, right nonce or not.
        const claimed = await context.db
          .updateTable('secure_social_logins')
          .set({ redeemed_at: now })
          .where('result_hash', '=', resultHash)
          .where('redeemed_at', 'is', null)
          .where('result_expires_at', '>', now)
          .executeTakeFirst()
        if (Number(claimed.numUpdatedRows) !== 1) throw new SecureError('SOCIAL_FAILED')
        const login = await context.db
          .selectFrom('secure_social_logins')
          .select(['login_nonce_hash', 'user_id', 'device_hash'])
          .where('result_hash', '=', resultHash)
          .executeTakeFirstOrThrow()
        // Only the frame that started the login redeems it: its nonce and its key.
        const { deviceHash } = requireDevice(request)
        if (
          !login.user_id ||
          !equalHex(hashToken(loginNonce), login.login_nonce_hash) ||
          !login.device_hash ||
          !equalHex(deviceHash, login.device_hash)
        )
          throw new SecureError('SOCIAL_FAILED')
        return startSession(context, login.user_id, deviceHash, request.log)
      },
    )
  }
}
