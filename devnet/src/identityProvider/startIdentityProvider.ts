import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Provider } from 'oidc-provider'
import { DEVNET_MNEMONIC } from '../anvil.js'
import { listenHttp } from '../listenHttp.js'
import { DEVNET_PAGE_CSP } from '../mail/html.js'
import { assertLoopbackHost } from '../mail/loopbackHost.js'
import { createIdentityProvider } from './createIdentityProvider.js'
import { createFarcasterRelay } from './farcaster/createFarcasterRelay.js'
import { handleFarcaster } from './farcaster/handleFarcaster.js'
import { handleInteraction } from './handleInteraction.js'
import { renderAvatarSvg } from './renderAvatarSvg.js'
import { renderIndexPage } from './renderIndexPage.js'
import {
  type DevnetSocialClient,
  getDevnetRedirectUris,
  getDevnetSocialClients,
  getDevnetSocialEnv,
} from './socialClients.js'
import type { DevnetSocialProvider } from './socialProviders.js'
import { findTestUser } from './testUsers.js'

/** Parameters of {@link startIdentityProvider}. */
export type StartIdentityProviderParameters = {
  /** 0: any free port. */
  port: number
  /** Loopback only. @default '127.0.0.1' */
  host?: string
  /** @default getDevnetSocialClients() (client id = provider id, secrets from the environment or the devnet's) */
  clients?: readonly DevnetSocialClient[]
  /** @default getDevnetRedirectUris() (the secure site's /social/callback) */
  redirectUris?: readonly string[]
  /** Where the Farcaster custody keys come from. @default DEVNET_MNEMONIC */
  mnemonic?: string
  /** A test user signed in (user id and provider only). */
  onLogin?: (event: { userId: string; provider: DevnetSocialProvider }) => void
  /** A request failed inside the server (the message only: never tokens or codes). */
  onError?: (message: string) => void
}

/** A running identity provider. */
export type IdentityProvider = {
  /** The OpenID issuer, e.g. `http://127.0.0.1:4004` (no trailing slash). */
  issuer: string
  port: number
  clients: readonly DevnetSocialClient[]
  redirectUris: readonly string[]
  /**
   * `SOCIAL_<PROVIDER>_ISSUER`, `_CLIENT_ID`, `_CLIENT_SECRET` for every client, pointing at this
   * provider: the environment of a secure site that should use it.
   */
  socialEnv: Record<string, string>
  /** The oidc-provider instance. */
  provider: Provider
  close(): Promise<void>
}

/**
 * The development identity provider: oidc-provider standing in for google, x, discord, github,
 * apple and facebook (a confidential client each, PKCE required, test users, its own login
 * page), plus the Farcaster relay stand-in and its approving page, on one loopback port.
 *
 * @example
 * const idp = await startIdentityProvider({ port: 4004 })
 * // openid-client: discovery(new URL(idp.issuer), 'google', secret, undefined, { execute: [allowInsecureRequests] })
 */
export async function startIdentityProvider({
  port,
  host = '127.0.0.1',
  clients = getDevnetSocialClients(),
  redirectUris = getDevnetRedirectUris(),
  mnemonic = DEVNET_MNEMONIC,
  onLogin,
  onError,
}: StartIdentityProviderParameters): Promise<IdentityProvider> {
  assertLoopbackHost(host, 'the identity provider')
  const urlHost = host.includes(':') ? `[${host}]` : host
  const providerByClientId = new Map(clients.map((c) => [c.clientId, c.provider]))
  const redirectOrigins = [...new Set(redirectUris.map((uri) => new URL(uri).origin))]
  // The login form's answer redirects on to the client: form-action must allow its origin.
  const loginCsp = DEVNET_PAGE_CSP.replace(
    "form-action 'self'",
    `form-action 'self' ${redirectOrigins.join(' ')}`,
  )

  let state:
    | {
        issuer: string
        provider: Provider
        relay: ReturnType<typeof createFarcasterRelay>
        callback: ReturnType<Provider['callback']>
      }
    | undefined

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    if (!state) {
      response.writeHead(503, { 'retry-after': '1' }).end()
      return
    }
    const { issuer, provider, relay, callback } = state
    const url = new URL(request.url ?? '/', issuer)
    const path = url.pathname
    if (path === '/' && (request.method === 'GET' || request.method === 'HEAD')) {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': DEVNET_PAGE_CSP,
        'x-content-type-options': 'nosniff',
      })
      response.end(
        renderIndexPage({ issuer, clients, redirectUris, farcasterAccounts: relay.accounts }),
      )
      return
    }
    const avatar = /^\/avatars\/([a-z0-9-]{1,32})\.svg$/.exec(path)
    if (avatar) {
      const user = findTestUser(avatar[1] ?? '')
      response.writeHead(user ? 200 : 404, {
        'content-type': user ? 'image/svg+xml' : 'text/plain; charset=utf-8',
        'access-control-allow-origin': '*',
        'cache-control': 'public, max-age=3600',
        'x-content-type-options': 'nosniff',
      })
      response.end(user ? renderAvatarSvg(user.name) : 'no such user\n')
      return
    }
    if (path.startsWith('/interaction/')) {
      const handled = await handleInteraction(request, response, path, {
        provider,
        providerByClientId,
        csp: loginCsp,
        onLogin,
      })
      if (handled) return
    }
    if (path.startsWith('/farcaster/')) {
      if (await handleFarcaster(request, response, url, { relay, baseUrl: issuer })) return
    }
    callback(request, response)
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      onError?.(`identity provider: ${(error as Error).message}`)
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' })
      response.end('internal error\n')
    })
  })
  const listening = await listenHttp(server, { port, host })
  const actualPort = listening.port
  const issuer = `http://${urlHost}:${actualPort}`
  try {
    const provider = await createIdentityProvider({ issuer, clients, redirectUris })
    provider.on('server_error', (_ctx, error) => onError?.(`identity provider: ${error.message}`))
    const relay = createFarcasterRelay({ mnemonic, issuer })
    state = { issuer, provider, relay, callback: provider.callback() }
    return {
      issuer,
      port: actualPort,
      clients,
      redirectUris,
      socialEnv: getDevnetSocialEnv({ issuer, clients }),
      provider,
      close: listening.close,
    }
  } catch (error) {
    server.close()
    throw error
  }
}
