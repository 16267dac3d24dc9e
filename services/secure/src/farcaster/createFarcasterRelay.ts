/** How long one request to the relay may take. */
export const FARCASTER_RELAY_TIMEOUT_MS = 10_000

/** What the relay says of a channel. */
export type FarcasterChannelStatus =
  | { state: 'pending' }
  | {
      state: 'completed'
      fid: number
      username: string | null
      message: string
      signature: `0x${string}`
      custody: string | null
    }

/** Farcaster's auth relay (the real one's API, or the devnet's stand-in). */
export type FarcasterRelay = {
  /** Opens a channel for a sign-in request; `url` is the connect URI the approving app opens. */
  createChannel(request: {
    siweUri: string
    domain: string
    nonce: string
  }): Promise<{ channelToken: string; url: string }>
  /** The channel's state; completed once the approving app signed. */
  status(channelToken: string): Promise<FarcasterChannelStatus>
}

/** The relay answered something unexpected, or not at all. */
export class FarcasterRelayError extends Error {
  override name = 'FarcasterRelayError'
}

async function readJson(response: Response): Promise<Record<string, unknown>> {
  const body = (await response.json().catch(() => undefined)) as unknown
  if (!body || typeof body !== 'object') throw new FarcasterRelayError('the relay answered no JSON')
  return body as Record<string, unknown>
}

/**
 * A client of Farcaster's auth relay at `relayUrl` (FARCASTER_RELAY_URL): `POST /v1/channel`
 * `{ siweUri, domain, nonce }` → `{ channelToken, url }`, `GET /v1/channel/status` with the
 * channel token as bearer → `{ state: 'pending' }` or the completed sign-in (fid, username, SIWE
 * message, signature, custody address).
 */
export function createFarcasterRelay(relayUrl: string): FarcasterRelay {
  const base = relayUrl.replace(/\/+$/, '')
  return {
    async createChannel({ siweUri, domain, nonce }) {
      let response: Response
      try {
        response = await fetch(`${base}/v1/channel`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ siweUri, domain, nonce }),
          signal: AbortSignal.timeout(FARCASTER_RELAY_TIMEOUT_MS),
        })
      } catch (error) {
        throw new FarcasterRelayError('the relay does not answer', { cause: error })
      }
      if (!response.ok) {
        await response.body?.cancel()
        throw new FarcasterRelayError(`the relay answered ${response.status}`)
      }
      const body = await readJson(response)
      if (typeof body.channelToken !== 'string' || typeof body.url !== 'string')
        throw new FarcasterRelayError('the relay answered without channelToken and url')
      return { channelToken: body.channelToken, url: body.url }
    },
    async status(channelToken) {
      let response: Response
      try {
        response = await fetch(`${base}/v1/channel/status`, {
          headers: { authorization: `Bearer ${channelToken}`, accept: 'application/json' },
          signal: AbortSignal.timeout(FARCASTER_RELAY_TIMEOUT_MS),
        })
      } catch (error) {
        throw new FarcasterRelayError('the relay does not answer', { cause: error })
      }
      if (!response.ok) {
        await response.body?.cancel()
        throw new FarcasterRelayError(`the relay answered ${response.status}`)
      }
      const body = await readJson(response)
      if (body.state !== 'completed') return { state: 'pending' }
      const fid = Number(body.fid)
      if (
        !Number.isSafeInteger(fid) ||
        fid <= 0 ||
        typeof body.message !== 'string' ||
        typeof body.signature !== 'string' ||
        !/^0x[0-9a-fA-F]+$/.test(body.signature)
      )
        throw new FarcasterRelayError('the relay answered an incomplete sign-in')
      return {
        state: 'completed',
        fid,
        username: typeof body.username === 'string' ? body.username.slice(0, 256) : null,
        message: body.message,
        signature: body.signature as `0x${string}`,
        custody: typeof body.custody === 'string' ? body.custody : null,
      }
    },
  }
}
