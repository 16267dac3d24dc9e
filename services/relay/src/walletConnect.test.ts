/**
 * The real @walletconnect/sign-client 2.25 (dApp) and @reown/walletkit 1.6 (wallet) in Node,
 * talking through the relay (in memory), with transactions on the devnet.
 */
import {
  createDevnetChain,
  createDevnetClient,
  DEVNET_MNEMONIC,
  type DevnetHandle,
  deriveDevnetAccounts,
  getAccount,
} from '@portico/devnet'
import { startTestDevnet } from '@portico/devnet/testing'
import { startRedisServer, type TestRedis } from '@portico/kit/testing'
import { getSdkError } from '@walletconnect/utils'
import { type Chain, type Hex, parseEther, toHex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { RelayHandle } from './startRelay.js'
import { startTestRelay } from './testing.js'
import { answerWalletRequests, closeClient } from './testkit/answerWalletRequests.js'
import {
  createDappClient,
  createWalletClient,
  type Dapp,
  pairAndApprove,
  type Wallet,
} from './testkit/walletConnectClients.js'

const accounts = deriveDevnetAccounts(DEVNET_MNEMONIC)
const signer = privateKeyToAccount(getAccount(accounts, 'wallet-1').privateKey)
const recipient = getAccount(accounts, 'wallet-3').address

let devnet: DevnetHandle
let chain: Chain
let chainId: string
let relay: RelayHandle
const requestedUrls: string[] = []
const realFetch = globalThis.fetch

beforeAll(async () => {
  // Record (and pass on) every HTTP call the clients make: offline, vendor hosts fail fast.
  globalThis.fetch = (input, init) => {
    requestedUrls.push(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    )
    return realFetch(input, init)
  }
  devnet = await startTestDevnet()
  const a = devnet.config.chains[0]!
  chain = createDevnetChain({ chainId: a.chainId, name: a.name, rpcUrl: a.rpcUrl })
  chainId = `eip155:${a.chainId}`
})

afterAll(async () => {
  globalThis.fetch = realFetch
  await devnet?.stop()
})

const open: (Dapp | Wallet)[] = []
afterEach(async () => {
  await Promise.all(open.splice(0).map(closeClient))
})

async function connectedPair() {
  const dapp = await createDappClient(relay.url)
  const wallet = await createWalletClient(relay.url)
  open.push(dapp, wallet)
  const { dappSession } = await pairAndApprove(dapp, wallet, {
    chainId,
    accounts: [`${chainId}:${signer.address}`],
  })
  return { dapp, wallet, topic: dappSession.topic }
}

function personalSign(dapp: Dapp, topic: string, text: string) {
  return dapp.request<Hex>({
    topic,
    chainId,
    request: { method: 'personal_sign', params: [toHex(text), signer.address] },
  })
}

// Pairing, requests and an offline wallet: on one node in memory and on Redis.
describe.each(['in memory', 'on Redis'] as const)(
  'the real clients through the relay %s',
  (storage) => {
    let redis: TestRedis | undefined
    beforeAll(async () => {
      if (storage === 'on Redis') redis = await startRedisServer()
      relay = await startTestRelay(redis ? { redisUrl: redis.url } : {})
    })
    afterAll(async () => {
      await relay?.close()
      await redis?.stop()
    })

    it('pair, approve, personal_sign, eth_sendTransaction on the devnet, disconnect', async () => {
      const { dapp, wallet, topic } = await connectedPair()
      const seen = answerWalletRequests(wallet, { account: signer, chain })
      expect(wallet.getActiveSessions()[topic]?.namespaces.eip155?.accounts).toEqual([
        `${chainId}:${signer.address}`,
      ])

      const signature = await personalSign(dapp, topic, 'Sign in to Portico')
      expect(
        await verifyMessage({ address: signer.address, message: 'Sign in to Portico', signature }),
      ).toBe(true)

      const client = createDevnetClient({
        chainId: chain.id,
        name: chain.name,
        rpcUrl: devnet.config.chains[0]!.rpcUrl,
      })
      const before = await client.getBalance({ address: recipient })
      const hash = await dapp.request<Hex>({
        topic,
        chainId,
        request: {
          method: 'eth_sendTransaction',
          params: [{ from: signer.address, to: recipient, value: toHex(parseEther('0.25')) }],
        },
      })
      const receipt = await client.waitForTransactionReceipt({ hash })
      expect(receipt.status).toBe('success')
      expect(receipt.from.toLowerCase()).toBe(signer.address.toLowerCase())
      expect((await client.getBalance({ address: recipient })) - before).toBe(parseEther('0.25'))
      expect(seen.map((r) => r.params.request.method)).toEqual([
        'personal_sign',
        'eth_sendTransaction',
      ])

      const deleted = new Promise<{ topic: string }>((resolve) =>
        wallet.once('session_delete', resolve),
      )
      await dapp.disconnect({ topic, reason: getSdkError('USER_DISCONNECTED') })
      expect((await deleted).topic).toBe(topic)
      expect(wallet.getActiveSessions()[topic]).toBeUndefined()

      // notes/relay.md: "when the relay sends `attestation: ""` it skips [verify]".
      expect(requestedUrls.filter((url) => url.includes('verify'))).toEqual([])
    })

    it('a wallet that was offline gets its queued messages on reconnect', async () => {
      const { dapp, wallet, topic } = await connectedPair()
      answerWalletRequests(wallet, { account: signer, chain })
      const connectionsBefore = relay.connectionCount()
      await wallet.core.relayer.transportClose()
      await waitFor(() => relay.connectionCount() === connectionsBefore - 1)

      const depthBefore = await mailboxDepth()
      const answer = personalSign(dapp, topic, 'signed after a nap')
      // The request waits in the session topic's mailbox while the wallet is away.
      await waitFor(async () => (await mailboxDepth()) > depthBefore)
      await new Promise((resolve) => setTimeout(resolve, 1_000))

      await wallet.core.relayer.transportOpen()
      const signature = await answer
      expect(
        await verifyMessage({ address: signer.address, message: 'signed after a nap', signature }),
      ).toBe(true)
    })
  },
)

// Pings do not depend on where mailboxes live: this one runs once, on a relay in memory.
describe('the real clients idle on the relay', () => {
  beforeAll(async () => {
    relay = await startTestRelay()
  })
  afterAll(() => relay?.close())

  it('idle longer than 60 s and still connected (the relay pings every ~15 s; clients drop a socket after ~35 s of silence)', async () => {
    const { dapp, wallet, topic } = await connectedPair()
    answerWalletRequests(wallet, { account: signer, chain })
    const accepted = await connectionsTotal()
    await new Promise((resolve) => setTimeout(resolve, 65_000))
    // Nobody reconnected: the two sockets of the start are the ones still open.
    expect(await connectionsTotal()).toBe(accepted)
    expect(dapp.core.relayer.connected).toBe(true)
    expect(wallet.core.relayer.connected).toBe(true)
    const signature = await personalSign(dapp, topic, 'still here')
    expect(await verifyMessage({ address: signer.address, message: 'still here', signature })).toBe(
      true,
    )
    expect(await connectionsTotal()).toBe(accepted)
  }, 120_000)
})

async function metric(name: string): Promise<number> {
  const line = (await relay.metricsText()).split('\n').find((l) => l.startsWith(`${name} `))
  return Number(line?.split(' ')[1])
}
const mailboxDepth = () => metric('relay_mailbox_messages')
const connectionsTotal = () => metric('relay_connections_total')

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
