import { toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createMemoryKeyValueStorage } from '../../apps/wallet/src/walletkit/createMemoryKeyValueStorage.js'
import {
  answerWalletRequests,
  closeClient,
} from '../../services/relay/src/testkit/answerWalletRequests.js'
import {
  createDappClient,
  createWalletClient,
  pairAndApprove,
} from '../../services/relay/src/testkit/walletConnectClients.js'

/** Full personal_sign round trips through the real clients, over every load process. */
export type RoundTripResult = {
  requests: number
  /** Requests in flight at once in each process. */
  concurrency: number
  /** Processes, each with its own dApp and wallet, that ran at once. */
  processes: number
  elapsedMs: number
  roundTripsPerSecond: number
  p50Ms: number
  p99Ms: number
  /** CPU time the clients' processes used per round trip (user + system), in µs. */
  clientCpuUsPerRoundTrip: number
  /** CPU time the relay (every node) used per round trip, in µs; NaN when not measured. */
  serverCpuUsPerRoundTrip: number
}

/** What one process saw of a round-trip run (times on the machine's clock, as LoadSample). */
export type RoundTripSample = {
  latencies: number[]
  startedAtMs: number
  endedAtMs: number
  /** CPU time the process used in the run (user + system), in µs. */
  cpuUs: number
}

/** A paired real dApp and wallet: `sign` times one personal_sign round trip. */
export type RoundTripPair = { sign(i: number): Promise<number>; close(): Promise<void> }

/**
 * Pairs a real SignClient 2.25 (dApp) and a real WalletKit 1.6 (wallet, request queue off)
 * through the relay at `relayUrl`, the wallet signing with viem; warms both up with 5 requests.
 * Both keep their stores in createMemoryKeyValueStorage, a Map that never encodes a value: the
 * clients' own in-memory storage JSON-encodes a store's whole contents on every write, and their
 * message and request stores grow with each request of a session, so over 1,000 round trips on
 * one pair their CPU per round trip climbed from 7 to 22 ms — the clients' cost, not the relay's.
 */
export async function openRoundTripPair(relayUrl: string): Promise<RoundTripPair> {
  const signer = privateKeyToAccount(generatePrivateKey())
  const chainId = 'eip155:31337'
  const dapp = await createDappClient(relayUrl, undefined, createMemoryKeyValueStorage())
  const wallet = await createWalletClient(relayUrl, undefined, createMemoryKeyValueStorage())
  const close = async () => {
    await closeClient(dapp)
    await closeClient(wallet)
  }
  try {
    const { dappSession } = await pairAndApprove(dapp, wallet, {
      chainId,
      accounts: [`${chainId}:${signer.address}`],
    })
    answerWalletRequests(wallet, { account: signer })
    const sign = async (i: number) => {
      const started = performance.now()
      await dapp.request({
        topic: dappSession.topic,
        chainId,
        request: { method: 'personal_sign', params: [toHex(`round trip ${i}`), signer.address] },
      })
      return performance.now() - started
    }
    // The first requests pay for lazy initialisation in the clients.
    for (let i = 0; i < 5; i++) await sign(-i)
    return { sign, close }
  } catch (error) {
    await close()
    throw error
  }
}

/** Times `requests` round trips on a pair, `concurrency` at a time: dApp request → relay → wallet signs → relay → dApp. */
export async function runRoundTrips(
  pair: RoundTripPair,
  { requests, concurrency }: { requests: number; concurrency: number },
): Promise<RoundTripSample> {
  const latencies: number[] = []
  let next = 0
  const cpuBefore = process.cpuUsage()
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) latencies.push(await pair.sign(next++))
    }),
  )
  const cpu = process.cpuUsage(cpuBefore)
  return {
    latencies,
    startedAtMs: performance.timeOrigin + started,
    endedAtMs: performance.timeOrigin + performance.now(),
    cpuUs: cpu.user + cpu.system,
  }
}

/**
 * One run's figures from what each process saw: requests summed, time from first start to last
 * end; `serverCpuMs`, the relay's CPU time over the run, when it was read.
 */
export function summarizeRoundTrips(
  samples: RoundTripSample[],
  concurrency: number,
  serverCpuMs = Number.NaN,
): RoundTripResult {
  const latencies = samples.flatMap((s) => s.latencies).sort((a, b) => a - b)
  const elapsedMs =
    Math.max(...samples.map((s) => s.endedAtMs)) - Math.min(...samples.map((s) => s.startedAtMs))
  return {
    requests: latencies.length,
    concurrency,
    processes: samples.length,
    elapsedMs,
    roundTripsPerSecond: (latencies.length / elapsedMs) * 1_000,
    p50Ms: latencies[Math.floor(latencies.length * 0.5)]!,
    p99Ms: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))]!,
    clientCpuUsPerRoundTrip: samples.reduce((n, s) => n + s.cpuUs, 0) / latencies.length,
    serverCpuUsPerRoundTrip: (serverCpuMs * 1_000) / latencies.length,
  }
}

/** Round trips through one pair in this process, run after run (the flood's legitimate client). */
export async function measureRoundTrips(
  relayUrl: string,
  runs: { requests: number; concurrency: number }[],
): Promise<RoundTripResult[]> {
  const pair = await openRoundTripPair(relayUrl)
  try {
    const results: RoundTripResult[] = []
    for (const run of runs)
      results.push(summarizeRoundTrips([await runRoundTrips(pair, run)], run.concurrency))
    return results
  } finally {
    await pair.close()
  }
}
