/**
 * Farcaster login checks the fid's owner on the IdRegistry (issue 16, finding 9): the relay's word
 * is not enough. A real anvil holds the devnet's FarcasterIdRegistry; sign-ins come from the
 * devnet identity provider's relay stand-in, or from a hostile relay an attacker runs.
 */
import { createHash, randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  devnetFarcasterRegistrations,
  getFreePorts,
  type IdentityProvider,
  startTestFarcasterIdRegistry,
  startTestIdentityProvider,
  type TestFarcasterIdRegistry,
} from '@portico/devnet/testing'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSecure, type TestSecure } from '../testing/index.js'

const attacker = privateKeyToAccount(`0x${'66'.repeat(32)}`)
/** Someone who is not bob holds bob's fid 1002 on this registry. */
const notBob = privateKeyToAccount(`0x${'77'.repeat(32)}`).address

let idp: IdentityProvider
let registry: TestFarcasterIdRegistry
const started: { close(): Promise<void> }[] = []
beforeAll(async () => {
  idp = await startTestIdentityProvider({ redirectUris: ['http://127.0.0.1:1/social/callback'] })
  registry = await startTestFarcasterIdRegistry({
    registrations: devnetFarcasterRegistrations().map((entry) =>
      entry.fid === 1002 ? { fid: 1002, custody: notBob } : entry,
    ),
  })
}, 30_000)
afterAll(async () => {
  for (const server of started) await server.close()
  await registry?.stop()
  await idp?.close()
})

async function startSecure(options: Parameters<typeof startTestSecure>[0] = {}) {
  const secure = await startTestSecure({
    farcasterRelayUrl: `${idp.issuer}/farcaster`,
    farcasterIdRegistry: { rpcUrl: registry.rpcUrl, address: registry.address },
    longPollMs: 1_500,
    pollIntervalMs: 50,
    ...options,
  })
  started.push(secure)
  return secure
}

function loginNonce() {
  const nonce = randomBytes(32).toString('base64url')
  return { nonce, hash: createHash('sha256').update(nonce).digest('hex') }
}

/** Starts a Farcaster login, lets `approve` complete the channel, and answers the final wait. */
async function logIn(secure: TestSecure, approve: (connectUrl: string) => Promise<void>) {
  const { nonce, hash } = loginNonce()
  const start = await secure.call('POST', '/auth/v1/farcaster/start', {
    body: { projectId: 'p1', loginNonceHash: hash },
  })
  expect(start.status).toBe(200)
  await approve(start.body.url)
  return secure.call('POST', '/auth/v1/farcaster/wait', {
    body: { channelId: start.body.channelId, loginNonce: nonce },
  })
}

/** The approving app (the identity provider's page) signs in as `user`. */
function approveAt(user: string) {
  return async (connectUrl: string) => {
    const channelToken = new URL(connectUrl).searchParams.get('channelToken') as string
    const response = await fetch(`${idp.issuer}/farcaster/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ channelToken, user }),
    })
    expect(response.status).toBe(200)
  }
}

/**
 * A relay run by an attacker: it completes every channel at once with a SIWE message for `fid`
 * signed by the attacker's key, reporting `custody` (Farcaster's relay API, as the devnet's).
 */
async function startHostileRelay({ fid, custody }: { fid: number; custody: string | null }) {
  const channels = new Map<string, { domain: string; siweUri: string; nonce: string }>()
  const server: Server = createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    if (request.method === 'POST' && request.url === '/v1/channel') {
      let text = ''
      request.on('data', (chunk) => {
        text += chunk
      })
      request.on('end', () => {
        const channel = JSON.parse(text) as { domain: string; siweUri: string; nonce: string }
        const channelToken = randomBytes(16).toString('hex')
        channels.set(channelToken, channel)
        answer(201, {
          channelToken,
          url: `farcaster://connect?channelToken=${channelToken}&nonce=${channel.nonce}`,
        })
      })
      return
    }
    const token = request.headers.authorization?.replace(/^Bearer /, '') ?? ''
    const channel = channels.get(token)
    if (!channel) return answer(401, { error: 'unknown channel' })
    const message = createSiweMessage({
      domain: channel.domain,
      address: attacker.address,
      statement: 'Farcaster Auth',
      uri: channel.siweUri,
      version: '1',
      chainId: 10,
      nonce: channel.nonce,
      issuedAt: new Date(Date.now() - 1_000),
      resources: [`farcaster://fid/${fid}`],
    })
    void attacker.signMessage({ message }).then((signature) =>
      answer(200, {
        state: 'completed',
        fid,
        username: 'alice',
        custody,
        message,
        signature,
      }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const relay = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
  started.push(relay)
  return relay
}

const FAILED = { code: 'FARCASTER_FAILED', message: 'Failed to connect to farcaster' }

describe('Farcaster login against the IdRegistry', () => {
  it('signs in alice, whose custody key signed and holds fid 1001 on the registry', async () => {
    const secure = await startSecure()
    const done = await logIn(secure, approveAt('alice'))
    expect(done.body).toMatchObject({
      status: 'completed',
      user: { userName: 'alice', socialProvider: 'farcaster', email: null },
    })
  })

  it('refuses bob’s signed sign-in when the registry says another address holds his fid', async () => {
    const secure = await startSecure()
    const done = await logIn(secure, approveAt('bob'))
    expect(done.body.error).toEqual(FAILED)
  })

  it.each([
    ['vouches for the attacker as the custody of alice’s fid', attacker.address],
    ['reports no custody address', null],
  ])(
    'refuses a sign-in for alice’s fid signed by an attacker whose relay %s',
    async (_name, custody) => {
      const relay = await startHostileRelay({ fid: 1001, custody })
      const secure = await startSecure({ farcasterRelayUrl: relay.url })
      const done = await logIn(secure, async () => {})
      expect(done.body.error).toEqual(FAILED)
    },
  )

  it('fails with UPSTREAM_ERROR, and opens no session, when the registry cannot be read', async () => {
    const [closed] = await getFreePorts(1)
    const secure = await startSecure({
      farcasterIdRegistry: { rpcUrl: `http://127.0.0.1:${closed}`, address: registry.address },
    })
    const done = await logIn(secure, approveAt('alice'))
    expect(done.status).toBe(502)
    expect(done.body.error.code).toBe('UPSTREAM_ERROR')
    expect(done.body.session).toBeUndefined()
  })
})
