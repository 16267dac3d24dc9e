import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Provider } from 'oidc-provider'
import { escapeHtml, renderPage } from '../mail/html.js'
import { readFormBody } from './readRequestBody.js'
import { renderLoginPage } from './renderLoginPage.js'
import { type DevnetSocialProvider, SOCIAL_PROVIDER_NAMES } from './socialProviders.js'
import { findTestUser, getProviderUsername, TEST_USERS } from './testUsers.js'

/** What {@link handleInteraction} needs besides the request. */
export type InteractionContext = {
  provider: Provider
  /** Which social provider each client id stands for. */
  providerByClientId: ReadonlyMap<string, DevnetSocialProvider>
  /** Content-Security-Policy of the login page (its form redirects on to the clients). */
  csp: string
  /** Called after a test user signed in (user id and provider only). */
  onLogin?: ((event: { userId: string; provider: DevnetSocialProvider }) => void) | undefined
}

const ROUTE = /^\/interaction\/([A-Za-z0-9_-]{1,64})(?:\/(login|abort))?$/

/**
 * The interaction routes oidc-provider sends the browser to: `GET /interaction/<uid>` (the login
 * page, or consent granted at once), `POST …/login` (the chosen test user), `POST …/abort`
 * (access_denied back to the app). Returns false for other paths.
 */
export async function handleInteraction(
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  { provider, providerByClientId, csp, onLogin }: InteractionContext,
): Promise<boolean> {
  const match = ROUTE.exec(path)
  if (!match) return false
  const [, uid, action] = match
  const method = request.method ?? 'GET'
  const send = (status: number, html: string) => {
    response.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': csp,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    })
    response.end(html)
  }
  const fail = (status: number, message: string) =>
    send(
      status,
      renderPage({
        title: 'Sign-in error — devnet identity provider',
        body: `<main><h1>Sign-in error</h1><p role="alert">${escapeHtml(message)}</p><p>Go back to the app and start the sign-in again.</p></main>`,
      }),
    )

  if ((action === undefined && method !== 'GET') || (action !== undefined && method !== 'POST')) {
    response.writeHead(405, { allow: action === undefined ? 'GET' : 'POST' }).end()
    return true
  }
  let details: Awaited<ReturnType<Provider['interactionDetails']>>
  try {
    details = await provider.interactionDetails(request, response)
  } catch {
    request.resume()
    fail(400, 'This sign-in has expired or was already finished.')
    return true
  }
  if (details.uid !== uid) {
    request.resume()
    fail(400, 'This sign-in page belongs to another sign-in.')
    return true
  }
  const clientId = String(details.params.client_id ?? '')
  const socialProvider = providerByClientId.get(clientId) ?? 'google'
  const providerName = SOCIAL_PROVIDER_NAMES[socialProvider]
  const usernameOf = (userId: string) => {
    const user = findTestUser(userId)
    return user ? getProviderUsername(user, socialProvider) : userId
  }

  if (action === 'abort') {
    request.resume()
    await provider.interactionFinished(
      request,
      response,
      { error: 'access_denied', error_description: 'End-User aborted interaction' },
      { mergeWithLastSubmission: false },
    )
    return true
  }

  if (action === 'login') {
    const form = await readFormBody(request)
    const user = findTestUser(form.get('user') ?? '')
    if (!user) {
      send(
        400,
        renderLoginPage({ uid, providerName, usernameOf, error: 'Choose one of the test users.' }),
      )
      return true
    }
    if (details.session) {
      // Every sign-in starts a fresh session. Otherwise choosing another user than last time
      // makes oidc-provider end the old session first, through a page that needs script.
      await (await provider.Session.findByUid(details.session.uid))?.destroy()
      details.session = undefined
      await details.save(details.exp - Math.floor(Date.now() / 1000))
    }
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId: user.id } },
      { mergeWithLastSubmission: false },
    )
    onLogin?.({ userId: user.id, provider: socialProvider })
    return true
  }

  if (details.prompt.name === 'consent') {
    // These clients stand in for the providers' own apps: consent is given without a page.
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId: details.session?.accountId, clientId })
    if (!grant) {
      fail(400, 'This sign-in has expired or was already finished.')
      return true
    }
    const missing = details.prompt.details as {
      missingOIDCScope?: string[]
      missingOIDCClaims?: string[]
      missingResourceScopes?: Record<string, string[]>
    }
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '))
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims)
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {}))
      grant.addResourceScope(indicator, scopes.join(' '))
    const grantId = await grant.save()
    await provider.interactionFinished(
      request,
      response,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    )
    return true
  }

  const hint = String(details.params.login_hint ?? '').toLowerCase()
  const hinted = TEST_USERS.find((u) => u.id === hint || u.email === hint)
  send(200, renderLoginPage({ uid, providerName, usernameOf, selected: hinted?.id }))
  return true
}
