import { toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import {
  answerWalletRequests,
  closeClient,
} from '../../services/relay/src/testkit/answerWalletRequests.js'
import {
  createDappClient,
  createWalletClient,
  pairAndApprove,
} from '../../services/relay/src/testkit/walletConnectClients.js'

/** Full personal_sign round trips through the real clients. */
export type RoundTripResult = {
  requests: number
  /** Requests in flight at once. */
  concurrency: number
  elapsedMs: number
  roundTripsPerSecond: number
  p50Ms: number
  p99Ms: number
}

/**
 * Pairs a real SignClient 2.25 (dApp) and a real WalletKit 1.6 (wallet, request queue off)
 * through the relay at `relayUrl`, then times `requests` personal_sign requests, `concurrency`
 * at a time: dApp request → relay → wallet signs (viem) → relay → dApp has the signature.
 */
export async function measureRoundTrips(
  relayUrl: string,
  runs: { requests: number; concurrency: number }[],
): Promise<RoundTripResult[]> {
  const signer = privateKeyToAccount(generatePrivateKey())
  const chainId = 'eip155:31337'
  const dapp = await createDappClient(relayUrl)
  const wallet = await createWalletClient(relayUrl)
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
    // Warm-up: the first requests pay for lazy initialisation in the clients.
    for (let i = 0; i < 5; i++) await sign(-i)
    const results: RoundTripResult[] = []
    for (const { requests, concurrency } of runs) {
      const latencies: number[] = []
      let next = 0
      const started = performance.now()
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < requests) latencies.push(await sign(next++))
        }),
      )
      const elapsedMs = performance.now() - started
      latencies.sort((a, b) => a - b)
      results.push({
        requests,
        concurrency,
        elapsedMs,
        roundTripsPerSecond: (requests / elapsedMs) * 1_000,
        p50Ms: latencies[Math.floor(latencies.length * 0.5)]!,
        p99Ms: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))]!,
      })
    }
    return results
  } finally {
    await closeClient(dapp)
    await closeClient(wallet)
  }
}
