import { createIpLimitHook, type RateLimitRule } from '@portico/kit'
import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { formatUnits, getAddress, type Hash } from 'viem'
import { ApiError, rateLimited } from '../../../server/errors.js'
import { type CardInput, checkCard } from './checkCard.js'
import {
  CHECKOUT_CSP,
  type CheckoutAlert,
  renderCheckoutForm,
  renderMessagePage,
  renderPaidPage,
} from './checkoutPage.js'
import type { SandboxDeliverer } from './createSandboxDeliverer.js'
import type { SandboxNetwork } from './sandboxNetworks.js'
import type { SandboxSession, SandboxSessions } from './sandboxSessions.js'

/** Parameters of {@link sandboxRoutes}. */
export type SandboxRoutesParameters = {
  sessions: SandboxSessions
  deliverer: SandboxDeliverer
  networks: readonly SandboxNetwork[]
  feeBps: number
  now: () => number
  /** Payments per client IP. @default 60 per 60 s */
  payPerIp?: RateLimitRule | undefined
  /** Page and status reads per client IP. @default 1,200 per 60 s */
  readPerIp?: RateLimitRule | undefined
}

/** The largest form body taken, in bytes (four short fields). */
const FORM_BODY_LIMIT = 4_096
/** The longest value of one form field kept. */
const FIELD_MAX_LENGTH = 200

/** The status the JSON answer reports: the stored one, or `expired` for an open session past its time. */
export type SandboxCheckoutStatus = 'open' | 'paying' | 'paid' | 'failed' | 'expired'

type IdParams = { id: string }

/**
 * The sandbox's public pages (no project: the buyer's browser opens them from the URL
 * `POST /v1/generators/onrampurl` answered):
 * - `GET /v1/onramp/sandbox/checkout/:id`: the checkout (server-rendered HTML, strict CSP, no
 *   script), or the result once paid;
 * - `POST /v1/onramp/sandbox/checkout/:id` (form): checks the card; a paying card claims the
 *   session (once, even under concurrent posts), the deployer delivers, the receipt is awaited,
 *   then a 303 back to the page, which shows the amount and transaction;
 * - `GET /v1/onramp/sandbox/status/:id`: `{ status, txHash, chainId, asset, purchaseAmount, destination }`.
 */
export function sandboxRoutes({
  sessions,
  deliverer,
  networks,
  feeBps,
  now,
  payPerIp = { max: 60, windowMs: 60_000 },
  readPerIp = { max: 1_200, windowMs: 60_000 },
}: SandboxRoutesParameters): FastifyPluginAsync {
  const feeLabel = `${feeBps / 100} %`
  const networkName = (session: SandboxSession) =>
    networks.find((n) => n.chainId === session.chain_id)?.displayName ?? session.network
  // The sandbox is for development (a real deployment leaves it out): counted per node.
  const limit = (name: string, rule: RateLimitRule) =>
    createIpLimitHook({ ...rule, name, now, refuse: rateLimited })
  const payLimit = limit('sandboxPayPerIp', payPerIp)
  const readLimit = limit('sandboxReadPerIp', readPerIp)

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .headers({
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': CHECKOUT_CSP,
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'no-referrer',
        'cache-control': 'no-store',
      })
      .send(body)

  const statusOf = (session: SandboxSession): SandboxCheckoutStatus =>
    session.status === 'open' && session.expires_at <= now() ? 'expired' : session.status

  /** The page a session shows when read. */
  const show = (reply: FastifyReply, session: SandboxSession | undefined, selfUrl: string) => {
    if (!session) return html(reply, 404, renderMessagePage('notFound'))
    switch (statusOf(session)) {
      case 'paid':
        return html(reply, 200, renderPaidPage(session, networkName(session)))
      case 'paying':
        return html(reply, 200, renderMessagePage('processing', selfUrl))
      case 'failed':
        return html(reply, 200, renderMessagePage('failed'))
      case 'expired':
        return html(reply, 410, renderMessagePage('expired'))
      default:
        return html(
          reply,
          200,
          renderCheckoutForm({ session, networkName: networkName(session), feeLabel }),
        )
    }
  }

  return async function sandboxRoutesPlugin(app) {
    // The checkout form posts application/x-www-form-urlencoded (no script on the page).
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => {
        const fields: Record<string, string> = {}
        for (const [key, value] of new URLSearchParams(body as string)) fields[key] = value
        done(null, fields)
      },
    )

    app.get<{ Params: IdParams }>(
      '/v1/onramp/sandbox/checkout/:id',
      {
        config: { public: true },
        onRequest: readLimit,
        schema: { tags: ['onramp'], summary: 'The sandbox checkout page (HTML)', hide: true },
      },
      async (request, reply) =>
        show(reply, await sessions.get(request.params.id), request.params.id),
    )

    app.post<{ Params: IdParams; Body: unknown }>(
      '/v1/onramp/sandbox/checkout/:id',
      {
        config: { public: true },
        onRequest: payLimit,
        schema: { tags: ['onramp'], summary: 'Pay a sandbox checkout (form post)', hide: true },
      },
      async (request, reply) => {
        const { id } = request.params
        const session = await sessions.get(id)
        if (!session || statusOf(session) === 'expired') return show(reply, session, id)
        // Already being paid, paid or failed: the page tells which (a reload, a second tab).
        if (session.status !== 'open') return reply.code(303).header('location', id).send()
        const body = (request.body ?? {}) as Record<string, unknown>
        const field = (name: keyof CardInput) => {
          const value = body[name]
          return typeof value === 'string' ? value.slice(0, FIELD_MAX_LENGTH + 1) : ''
        }
        const card: CardInput = {
          number: field('number'),
          expiry: field('expiry'),
          cvc: field('cvc'),
          name: field('name'),
        }
        const decision = checkCard(card, new Date(now()))
        const form = (status: number, alert: CheckoutAlert, problems = [] as never[]) =>
          html(
            reply,
            status,
            renderCheckoutForm({
              session,
              networkName: networkName(session),
              feeLabel,
              alert,
              problems,
              values: {
                expiry: card.expiry.slice(0, 7),
                name: card.name.slice(0, FIELD_MAX_LENGTH),
              },
            }),
          )
        if (decision.outcome === 'invalid')
          return html(
            reply,
            400,
            renderCheckoutForm({
              session,
              networkName: networkName(session),
              feeLabel,
              alert: 'fixFields',
              problems: decision.problems,
              values: {
                expiry: card.expiry.slice(0, 7),
                name: card.name.slice(0, FIELD_MAX_LENGTH),
              },
            }),
          )
        if (decision.outcome === 'declined') return form(402, decision.reason)
        // One payment claims the session; any other (a double click, a second tab) only reads it.
        if (!(await sessions.claim(id))) return reply.code(303).header('location', id).send()
        let sent = false
        try {
          const result = await deliverer.deliver(
            {
              chainId: session.chain_id,
              asset: session.asset as 'USDC' | 'ETH',
              amount: BigInt(session.purchase_amount),
              to: getAddress(session.destination),
            },
            async (hash: Hash) => {
              sent = true
              await sessions.recordTransaction(id, hash)
            },
          )
          await sessions.finish(id, result.status === 'success' ? 'paid' : 'failed')
        } catch (error) {
          // The message only: a transport error carries the signed transaction, never the key.
          request.log.error(
            { err: { message: (error as Error).message?.split('\n')[0] }, session: id, sent },
            'sandbox delivery failed',
          )
          if (!sent) {
            await sessions.release(id)
            return form(503, 'deliveryFailed')
          }
          // Sent but its receipt not seen: the session stays 'paying' (it may still be mined).
        }
        return reply.code(303).header('location', id).send()
      },
    )

    app.get<{ Params: IdParams }>(
      '/v1/onramp/sandbox/status/:id',
      {
        config: { public: true },
        onRequest: readLimit,
        schema: {
          tags: ['onramp'],
          summary: 'Where a sandbox checkout stands',
          params: {
            type: 'object',
            properties: { id: { type: 'string', minLength: 1, maxLength: 64 } },
            required: ['id'],
          },
        },
      },
      async (request) => {
        const session = await sessions.get(request.params.id)
        if (!session) throw new ApiError('NOT_FOUND', { details: 'no such checkout session' })
        return {
          status: statusOf(session),
          txHash: session.tx_hash,
          chainId: session.chain_id,
          asset: session.asset,
          purchaseAmount: formatUnits(BigInt(session.purchase_amount), session.decimals),
          destination: session.destination,
        }
      },
    )
  }
}
