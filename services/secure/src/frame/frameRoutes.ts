import { Type } from '@sinclair/typebox'
import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { OriginsUnavailableError } from '../projects/createOriginsClient.js'
import { toFrameAncestors } from '../projects/toFrameAncestors.js'
import type { SecureContext } from '../server/context.js'
import { renderPage } from '../server/renderPage.js'

const PROJECT_ID = /^[A-Za-z0-9_-]{1,128}$/

/**
 * The frame page's CSP: its own scripts only (no inline, no eval), styles of its own plus inline
 * ones (the widget's views set styles), its own API plus `connectSrc` (the chains' RPC), no
 * plugins, no base or form redirection, and framing only by the project's allowed origins.
 */
export function frameCsp(frameAncestors: string, connectSrc: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...connectSrc].join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ')
}

/** The CSP of a message page in the frame's place: no script at all; any parent may show it. */
const MESSAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors *"

/**
 * `GET /frame?projectId=` — the frame page, framable only by the project's allowed origins
 * (`Content-Security-Policy: frame-ancestors`, from the API, cached 60 s); an unknown project
 * gets a page saying 'Invalid Project ID', an API that cannot say one saying 'Server Error'.
 * `GET /assets/*` — the page's built files.
 */
export function frameRoutes(context: SecureContext): FastifyPluginAsync {
  function messagePage(reply: FastifyReply, status: number, title: string, text: string) {
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', MESSAGE_CSP)
      .header('cache-control', 'no-store')
      .send(renderPage({ title, paragraphs: [text] }))
  }

  return async (app) => {
    app.get(
      '/frame',
      {
        config: { framable: true },
        schema: { querystring: Type.Object({ projectId: Type.Optional(Type.String()) }) },
      },
      async (request, reply) => {
        const { projectId } = request.query as { projectId?: string }
        if (!projectId || !PROJECT_ID.test(projectId))
          return messagePage(reply, 401, 'Invalid Project ID', 'This project id is not known.')
        let allowedOrigins: readonly string[]
        try {
          const project = await context.origins.get(projectId)
          if (project.status === 'unknown')
            return messagePage(reply, 401, 'Invalid Project ID', 'This project id is not known.')
          allowedOrigins = project.allowedOrigins
        } catch (error) {
          if (!(error instanceof OriginsUnavailableError)) throw error
          request.log.warn({ err: error }, 'project origins unavailable')
          return messagePage(
            reply,
            503,
            'Server Error',
            'The embedded wallet cannot load right now. Try again in a moment.',
          )
        }
        const html = await context.framePage.html({
          projectId,
          allowedOrigins,
          secureOrigin: context.publicUrl,
          socialProviders: context.social.available,
          farcaster: context.farcaster !== undefined,
        })
        if (html === undefined)
          return messagePage(reply, 503, 'Server Error', 'The embedded wallet page is not built.')
        return reply
          .type('text/html; charset=utf-8')
          .header(
            'content-security-policy',
            frameCsp(toFrameAncestors(allowedOrigins), context.connectSrc),
          )
          .header('cache-control', 'no-store')
          .send(html)
      },
    )

    app.get('/assets/*', { config: { framable: true } }, async (request, reply) => {
      const path = (request.params as { '*': string })['*']
      const asset = await context.framePage.asset(path)
      if (!asset) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found')
      return reply
        .type(asset.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(asset.body)
    })
  }
}
