/**
 * Scale-out on Redis: relay nodes as their own processes (main.ts with REDIS_URL) on one
 * redis-server, a TCP balancer in front of them for the dApp, the real SignClient and WalletKit.
 * redis-server must be installed (`apt-get install redis-server`; .ci/run does it): without it
 * these tests fail and say so.
 */
import { getFreePorts } from '@portico/devnet/testing'
import { startRedisServer, type TestRedis } from '@portico/kit/testing'
import { Redis } from 'ioredis'
import { toHex, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CLOSE_CODES } from './jsonRpc/relayErrors.js'
import { answerWalletRequests, closeClient } from './testkit/answerWalletRequests.js'
import { connectRawClient } from './testkit/connectRawClient.js'
import { type RelayProcess, startRelayProcess } from './testkit/startRelayProcess.js'
import { startTcpBalancer, type TcpBalancer } from './testkit/startTcpBalancer.js'
import {
  createDappClient,
  createWalletClient,
  type Dapp,
  pairAndApprove,
  type Wallet,
} from './testkit/walletConnectClients.js'

const METRICS_TOKEN = 'redis-test-metrics-token'
const signer = privateKeyToAccount(generatePrivateKey())
const chainId = 'eip155:31337'

let redis: TestRedis
let inspector: Redis
let balancer: TcpBalancer
let nodeA: RelayProcess
let nodeB: RelayProcess
let balancedPorts: number[] = []
let dapp: Dapp
let wallet: Wallet
let topic: string

beforeAll(async () => {
  redis = await startRedisServer()
  inspector = new Redis(redis.url)
  const [portA, portB] = (await getFreePorts(2)) as [number, number]
  balancedPorts = [portA]
  balancer = await startTcpBalancer(() => balancedPorts)
  const env = (node: string, port: number) => ({
    REDIS_URL: redis.url,
    PORTICO_RELAY_NODE_ID: node,
    // Clients of the balancer sign for its URL; the wallet signs for node B's own.
    PORTICO_RELAY_PUBLIC_URLS: `${balancer.url},ws://127.0.0.1:${port}`,
    PORTICO_RELAY_DRAIN_TIMEOUT_MS: '1000',
    PORTICO_RELAY_METRICS_TOKEN: METRICS_TOKEN,
  })
  ;[nodeA, nodeB] = await Promise.all([
    startRelayProcess(portA, env('A', portA)),
    startRelayProcess(portB, env('B', portB)),
  ])
}, 60_000)

afterAll(async () => {
  await Promise.all([dapp, wallet].filter(Boolean).map(closeClient))
  await Promise.all([nodeA?.kill9(), nodeB?.kill9()])
  await balancer?.close()
  inspector?.disconnect()
  await redis?.stop()
})

async function metric(node: RelayProcess, sample: string): Promise<number> {
  const text = await (
    await fetch(`http://127.0.0.1:${node.port}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    })
  ).text()
  const line = text.split('\n').find((l) => l.startsWith(`${sample} `))
  return Number(line?.slice(sample.length + 1) ?? 0)
}
const connections = (node: RelayProcess) => metric(node, 'relay_connections')
const batchSubscribes = (node: RelayProcess) =>
  metric(node, 'relay_requests_total{method="irn_batchSubscribe"}')
const storedMessages = async () => (await inspector.keys('portico:relay:m:*')).length

function personalSign(text: string) {
  return dapp.request<`0x${string}`>({
    topic,
    chainId,
    request: { method: 'personal_sign', params: [toHex(text), signer.address] },
  })
}

describe('several relay nodes on one Redis', () => {
  it('dApp on node A, wallet on node B: pair, approve and personal_sign across nodes', async () => {
    dapp = await createDappClient(balancer.url)
    wallet = await createWalletClient(nodeB.url)
    const { dappSession } = await pairAndApprove(dapp, wallet, {
      chainId,
      accounts: [`${chainId}:${signer.address}`],
    })
    topic = dappSession.topic
    answerWalletRequests(wallet, { account: signer })
    const signature = await personalSign('across two nodes')
    expect(
      await verifyMessage({ address: signer.address, message: 'across two nodes', signature }),
    ).toBe(true)
    expect([await connections(nodeA), await connections(nodeB)]).toEqual([1, 1])
  }, 60_000)

  it('kill -9 node A mid-conversation: the dApp reconnects to B and re-subscribes, nothing is lost', async () => {
    // The wallet is away; the dApp's request goes into the session's mailbox through node A.
    await wallet.core.relayer.transportClose()
    const before = await storedMessages()
    const answer = personalSign('survives a dead node')
    await waitFor(async () => (await storedMessages()) > before)

    // Node A dies without a word; the balancer now sends new connections to B.
    await nodeA.kill9()
    balancedPorts = [nodeB.port]
    const resubscribed = await batchSubscribes(nodeB)

    // The wallet comes back (on B), finds the request queued in Redis and answers; the dApp,
    // reconnected through the balancer to B, gets the answer from the mailbox.
    await wallet.core.relayer.transportOpen()
    const signature = await answer
    expect(
      await verifyMessage({ address: signer.address, message: 'survives a dead node', signature }),
    ).toBe(true)
    expect(await connections(nodeB)).toBe(2)
    // Both came back with irn_batchSubscribe (notes/relay.md: "On reconnect the client
    // re-subscribes with irn_batchSubscribe").
    expect((await batchSubscribes(nodeB)) - resubscribed).toBeGreaterThanOrEqual(2)
    // And the conversation goes on, both on B.
    const next = await personalSign('after the failover')
    expect(
      await verifyMessage({
        address: signer.address,
        message: 'after the failover',
        signature: next,
      }),
    ).toBe(true)
  }, 60_000)

  it('SIGTERM drains: clients are told 1012 (reconnect) and the node exits 0', async () => {
    const raw = await connectRawClient(nodeB.url)
    const exit = nodeB.terminate()
    expect((await raw.closed).code).toBe(CLOSE_CODES.SERVICE_RESTART)
    expect(await exit).toEqual({ code: 0, signal: null })
    expect(nodeB.output()).toMatch(
      /SIGTERM: stopping the relay( after [\d.]+ s of draining)?\n[\s\S]*draining \d+ connections/,
    )
  }, 30_000)
})

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}
