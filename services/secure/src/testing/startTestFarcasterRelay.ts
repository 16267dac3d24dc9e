import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { PrivateKeyAccount } from 'viem'
import { createSiweMessage } from 'viem/siwe'

/** A channel of the test relay. */
type Channel = {
  siweUri: string
  domain: string
  nonce: string
  completed?: { fid: number; username: string; message: string; signature: string; custody: string }
}

/** A running test Farcaster relay. */
export type TestFarcasterRelay = {
  url: string
  /** Channel tokens in creation order. */
  channels(): string[]
  /**
   * Plays the approving app: signs the channel's SIWE request with `account` for `fid`.
   * `tamper` changes the signed message's fields (a wrong nonce, another domain …).
   */
  approve(
    channelToken: string,
    signer: { account: PrivateKeyAccount; fid: number; username: string },
    tamper?: { nonce?: string; domain?: string },
  ): Promise<void>
  close(): Promise<void>
}

/**
 * A stand-in for Farcaster's auth relay with its API (`POST /v1/channel`, `GET
 * /v1/channel/status` with the channel token as bearer), whose approvals are real SIWE messages
 * signed with viem (the devnet's identity provider serves the same API for `npm start`).
 */
export async function startTestFarcasterRelay(): Promise<TestFarcasterRelay> {
  const channels = new Map<string, Channel>()
  const server = createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    if (request.method === 'POST' && request.url === '/v1/channel') {
      let raw = ''
      request.on('data', (chunk) => {
        raw += chunk
      })
      request.on('end', () => {
        const body = JSON.parse(raw) as { siweUri: string; domain: string; nonce: string }
        const token = randomBytes(16).toString('hex')
        channels.set(token, { siweUri: body.siweUri, domain: body.domain, nonce: body.nonce })
        send(201, {
          channelToken: token,
          url: `farcaster://connect?channelToken=${token}`,
          nonce: body.nonce,
        })
      })
      return
    }
    if (request.method === 'GET' && request.url === '/v1/channel/status') {
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? ''
      const channel = channels.get(token)
      if (!channel) return send(401, { error: 'unknown channel' })
      if (!channel.completed) return send(202, { state: 'pending', nonce: channel.nonce })
      return send(200, { state: 'completed', nonce: channel.nonce, ...channel.completed })
    }
    send(404, { error: 'not found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    channels: () => [...channels.keys()],
    async approve(channelToken, { account, fid, username }, tamper = {}) {
      const channel = channels.get(channelToken)
      if (!channel) throw new Error('unknown channel')
      const message = createSiweMessage({
        domain: tamper.domain ?? channel.domain,
        address: account.address,
        statement: 'Farcaster Auth',
        uri: channel.siweUri,
        version: '1',
        chainId: 10,
        nonce: tamper.nonce ?? channel.nonce,
        issuedAt: new Date(),
        resources: [`farcaster://fid/${fid}`],
      })
      const signature = await account.signMessage({ message })
      channel.completed = { fid, username, message, signature, custody: account.address }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
