import { noteRateLimitRefusal } from '@portico/kit'
import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { DEVNET_EVM_NETWORKS } from '../../frame/src/config/devnetNetworks.js'
import type {
  FrameEvmNetwork,
  FramePageConfig,
  FrameProjectStatus,
} from '../../frame/src/config/framePageConfig.js'
import { SECURE_POPUP_PATH } from '../../frame/src/ui/popup/securePopupMessages.js'
import { OriginsUnavailableError } from '../projects/createOriginsClient.js'
import { toFrameAncestors } from '../projects/toFrameAncestors.js'
import type { SecureContext } from '../server/context.js'
import { renderFramePage } from './renderFramePage.js'
import { renderSecurePopupPage, SECURE_POPUP_CSP } from './renderSecurePopupPage.js'

const PROJECT_ID = /^[A-Za-z0-9_-]{1,128}$/

/** The CSP source (scheme://host[:port]) of an http(s) URL, or undefined. */
function sourceOf(url: string | undefined): string | undefined {
  if (!url || !URL.canParse(url)) return undefined
  const parsed = new URL(url)
  return /^https?:$/.test(parsed.protocol) ? parsed.origin : undefined
}

/** Parameters of `frameCsp`. */
export type FrameCspParameters = {
  /** `frame-ancestors` sources (from the project's allowed origins). */
  frameAncestors: string
  /** The page's networks: every RPC URL's origin goes to connect-src, their icons' to img-src. */
  evmNetworks: readonly FrameEvmNetwork[]
  /** Every RPC URL of the page's Solana clusters (the frame falls over from one to the next). */
  solanaRpcUrls: readonly string[]
  /** Operator's extra connect-src sources. */
  connectSrc: readonly string[]
}

/**
 * The frame page's CSP: its own scripts only (no inline, no eval), its own styles plus inline
 * ones (the screens set styles), its own API and every RPC URL of the networks, no plugins, no
 * base or form redirection, framing only by the project's allowed origins.
 */
export function frameCsp({
  frameAncestors,
  evmNetworks,
  solanaRpcUrls,
  connectSrc,
}: FrameCspParameters): string {
  const connect = new Set(["'self'"])
  const images = new Set(["'self'", 'data:', 'blob:'])
  for (const network of evmNetworks) {
    for (const url of network.rpcUrls) {
      const rpc = sourceOf(url)
      if (rpc) connect.add(rpc)
    }
    for (const icon of [
      network.nativeCurrency.iconUrl,
      ...(network.tokens ?? []).map((t) => t.iconUrl),
    ]) {
      const source = sourceOf(icon)
      if (source) images.add(source)
    }
  }
  for (const url of solanaRpcUrls) {
    const rpc = sourceOf(url)
    if (rpc) connect.add(rpc)
  }
  for (const source of connectSrc) connect.add(source)
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${[...images].join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${[...connect].join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ')
}

/** The words of each refusal, in the page itself (the script shows the same). */
const REFUSAL_TEXT: Record<
  Exclude<FrameProjectStatus, 'OK'>,
  { title: string; text: string; status: number }
> = {
  PROJECT_ID_NOT_CONFIGURED: {
    title: 'Project ID Not Configured',
    text: 'The app did not say which project it is.',
    status: 400,
  },
  INVALID_PROJECT_ID: {
    title: 'Invalid Project ID',
    text: 'This project id is not known.',
    status: 401,
  },
  RATE_LIMITED: {
    title: 'Rate Limited',
    text: 'Too many requests. Try again in a moment.',
    status: 503,
  },
  SERVER_ERROR: {
    title: 'Server Error',
    text: 'The embedded wallet cannot load right now. Try again in a moment.',
    status: 503,
  },
}

/**
 * `GET /frame?projectId=` — the frame page, framable only by the project's allowed origins
 * (`Content-Security-Policy: frame-ancestors`, from the API's `GET /projects/v1/origins`, cached
 * 60 s). A missing, malformed or unknown project id, or an API that cannot say, gets the page
 * with that status ('Invalid Project ID', 'Server Error' …): the script shows it and posts
 * nothing. Loads are limited per client address (framePerIp): over it, the 'Rate Limited' page
 * with 429 and Retry-After. `GET /frame/<file>` — the built script (services/secure/frame/dist).
 * `GET /approve` — the secure window the frame opens for approvals and the key export where the
 * browser lacks IntersectionObserver v2 (the same script, in its popup mode; never framed).
 */
export function frameRoutes(context: SecureContext): FastifyPluginAsync {
  const { evmNetworks, solanaNetworks } = context.frameNetworks
  const solanaRpcUrls = (solanaNetworks ?? []).flatMap((network) => network.rpcUrls ?? [])
  // The frame falls back to the devnet chains when given none (frame/src/rpc/networks.ts).
  const effectiveEvm = evmNetworks.length ? evmNetworks : DEVNET_EVM_NETWORKS

  function refuse(
    reply: FastifyReply,
    projectId: string,
    status: Exclude<FrameProjectStatus, 'OK'>,
    httpStatus = REFUSAL_TEXT[status].status,
  ) {
    const words = REFUSAL_TEXT[status]
    const config: FramePageConfig = { projectId, status, allowedOrigins: [], evmNetworks: [] }
    return reply
      .code(httpStatus)
      .type('text/html; charset=utf-8')
      .header(
        'content-security-policy',
        // Nothing to protect on a refusal (it posts nothing): any parent may show it.
        frameCsp({ frameAncestors: '*', evmNetworks: [], solanaRpcUrls: [], connectSrc: [] }),
      )
      .send(renderFramePage({ config, message: words }))
  }

  return async (app) => {
    app.get('/frame', { config: { framable: true } }, async (request, reply) => {
      // Per client address before anything else: each load may cost a lookup at the API.
      const limit = await context.limiters.framePerIp.take(request.ip)
      if (!limit.allowed) {
        // A page, not an error: named here for /metrics' rate_limit_refusals_total.
        noteRateLimitRefusal(request, limit.limiter)
        return refuse(
          reply.header('retry-after', String(limit.retryAfterS)),
          '',
          'RATE_LIMITED',
          429,
        )
      }
      const raw = (request.query as { projectId?: unknown }).projectId
      const projectId = typeof raw === 'string' ? raw : ''
      if (!projectId) return refuse(reply, '', 'PROJECT_ID_NOT_CONFIGURED')
      if (!PROJECT_ID.test(projectId)) return refuse(reply, '', 'INVALID_PROJECT_ID')
      let allowedOrigins: readonly string[]
      try {
        const project = await context.origins.get(projectId)
        if (project.status === 'unknown') return refuse(reply, projectId, 'INVALID_PROJECT_ID')
        allowedOrigins = project.allowedOrigins
      } catch (error) {
        if (!(error instanceof OriginsUnavailableError)) throw error
        request.log.warn({ err: error }, 'project origins unavailable')
        return refuse(reply, projectId, error.rateLimited ? 'RATE_LIMITED' : 'SERVER_ERROR')
      }
      const config: FramePageConfig = {
        projectId,
        status: 'OK',
        allowedOrigins: [...allowedOrigins],
        apiBasePath: '/auth/v1',
        evmNetworks: [...evmNetworks],
        ...(solanaNetworks ? { solanaNetworks: [...solanaNetworks] } : {}),
      }
      return (
        reply
          .type('text/html; charset=utf-8')
          // Issue 16: the frame makes and uses the wallet's passkey itself (WebAuthn on origin S,
          // delegated by the bridge's allow attribute); nothing it embeds may.
          .header(
            'permissions-policy',
            'publickey-credentials-get=(self), publickey-credentials-create=(self)',
          )
          .header(
            'content-security-policy',
            frameCsp({
              frameAncestors: toFrameAncestors(allowedOrigins),
              evmNetworks: effectiveEvm,
              solanaRpcUrls,
              connectSrc: context.connectSrc,
            }),
          )
          .send(renderFramePage({ config }))
      )
    })

    // The secure window (issue 16, finding 2): the frame opens it where the browser cannot tell
    // whether the frame is seen. Not framable (X-Frame-Options: DENY, frame-ancestors 'none'); no
    // Cross-Origin-Opener-Policy, so its opener — the frame — can still reach it and be reached.
    app.get(SECURE_POPUP_PATH, async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', SECURE_POPUP_CSP)
        .send(renderSecurePopupPage()),
    )

    app.get('/frame/:file', { config: { framable: true } }, async (request, reply) => {
      const file = await context.frameBundle.file((request.params as { file: string }).file)
      if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found')
      return reply
        .type(file.contentType)
        .header('cache-control', 'no-cache')
        .header('cross-origin-resource-policy', 'same-origin')
        .send(file.body)
    })
  }
}
