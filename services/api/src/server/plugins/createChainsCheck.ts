import { cachedAnswer, createSolanaRpcClient, type ReadinessCheck } from '@portico/kit'
import type { PublicClient } from 'viem'

/** How long a chains probe's answer is kept: /ready polled every second asks the RPCs once per this. */
export const CHAINS_READY_TTL_MS = 10_000
/** How long every chain together may take to answer before the chains count as down. */
export const CHAINS_READY_TIMEOUT_MS = 5_000

/** Parameters of createChainsCheck: the API's own clients of the configured chains. */
export type CreateChainsCheckParameters = {
  /** Each EVM chain's client (ChainSources.clientOf): asked eth_blockNumber. */
  evm: readonly { caipNetworkId: string; client: Pick<PublicClient, 'getBlockNumber'> }[]
  /** Each Solana cluster's RPC URLs: asked getSlot through kit's Solana client. */
  solana?: readonly { caipNetworkId: string; rpcUrls: readonly string[] }[] | undefined
  /** Told which chains did not answer (a log line), so /ready's 'down' can be traced. */
  onDown?: ((caipNetworkIds: string[]) => void) | undefined
  /** @default CHAINS_READY_TTL_MS */
  ttlMs?: number | undefined
  /** @default CHAINS_READY_TIMEOUT_MS */
  timeoutMs?: number | undefined
  /** @default Date.now */
  now?: (() => number) | undefined
}

/**
 * /ready's `chains`: 'ok' when every configured chain's RPC answers (eth_blockNumber, getSlot)
 * through the API's clients (their retries and URL fallover included) within `timeoutMs`, asked at
 * most once per `ttlMs`. Reported, not required (see serviceRoutes).
 */
export function createChainsCheck({
  evm,
  solana = [],
  onDown,
  ttlMs = CHAINS_READY_TTL_MS,
  timeoutMs = CHAINS_READY_TIMEOUT_MS,
  now,
}: CreateChainsCheckParameters): ReadinessCheck {
  const probes = [
    ...evm.map(({ caipNetworkId, client }) => ({
      caipNetworkId,
      ask: async () => void (await client.getBlockNumber({ cacheTime: 0 })),
    })),
    ...solana.map(({ caipNetworkId, rpcUrls }) => {
      const rpc = createSolanaRpcClient({ rpcUrls, chainId: caipNetworkId })
      return { caipNetworkId, ask: async () => void (await rpc.getSlot().send()) }
    }),
  ]
  const answers = cachedAnswer({
    ttlMs,
    timeoutMs,
    now,
    async ask() {
      const results = await Promise.allSettled(probes.map((probe) => probe.ask()))
      const down = probes.filter((_, i) => results[i]?.status === 'rejected')
      if (down.length) onDown?.(down.map((probe) => probe.caipNetworkId))
      return down.length === 0
    },
  })
  return { required: false, answers }
}
