import { createEvmRpcClient } from '@portico/kit'
import {
  type Address,
  createWalletClient,
  custom,
  type Hash,
  type PublicClient,
  parseAbi,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { SandboxDevnet, SandboxNetwork } from './sandboxNetworks.js'

/** What one delivery sends: an asset, an amount in base units, to an address on a chain. */
export type SandboxDelivery = {
  chainId: number
  asset: 'USDC' | 'ETH'
  amount: bigint
  to: Address
}

/** How a delivery went: its transaction, once sent, and the receipt's verdict. */
export type SandboxDeliveryResult = { txHash: Hash; status: 'success' | 'reverted' }

/** devnet/contracts/DevnetToken.sol's mint: the USDC the deliverer owns. */
const mintableTokenAbi = parseAbi(['function mint(address to, uint256 amount)'])

/** How long a delivery waits for its receipt. */
const RECEIPT_TIMEOUT_MS = 60_000

/**
 * Sends the sandbox's purchases from the devnet deployer: USDC minted by DevnetToken's `mint`
 * (the deployer owns it), ETH sent as a plain transfer. One delivery at a time per chain, so two
 * payments never race for the deployer's nonce. `onSent` runs as soon as the hash is known.
 * The key stays inside the viem account: never logged, never in an error.
 */
export function createSandboxDeliverer(devnet: SandboxDevnet) {
  const account = privateKeyToAccount(devnet.deployerKey)
  const chains = new Map<
    number,
    { network: SandboxNetwork; client: PublicClient; queue: Promise<unknown> }
  >()
  for (const network of devnet.networks)
    chains.set(network.chainId, {
      network,
      client: createEvmRpcClient({
        chainId: network.chainId,
        rpcUrls: [network.rpcUrl],
        pollingInterval: 100,
      }),
      queue: Promise.resolve(),
    })

  async function send(
    delivery: SandboxDelivery,
    onSent: (hash: Hash) => Promise<void>,
  ): Promise<SandboxDeliveryResult> {
    const chain = chains.get(delivery.chainId)
    if (!chain) throw new Error(`the sandbox does not deliver on chain ${delivery.chainId}`)
    const wallet = createWalletClient({
      account,
      // Signed here, sent through the chain's client: its retry and fallover (spec §9).
      transport: custom(chain.client, { retryCount: 0 }),
    })
    const base = { chain: null, account } as const
    const hash =
      delivery.asset === 'USDC'
        ? await wallet.writeContract({
            ...base,
            address: chain.network.usdc,
            abi: mintableTokenAbi,
            functionName: 'mint',
            args: [delivery.to, delivery.amount],
          })
        : await wallet.sendTransaction({ ...base, to: delivery.to, value: delivery.amount })
    await onSent(hash)
    const receipt = await chain.client.waitForTransactionReceipt({
      hash,
      timeout: RECEIPT_TIMEOUT_MS,
    })
    return { txHash: hash, status: receipt.status }
  }

  return {
    /** The public client of a chain (the sandbox reads prices with it). */
    client(chainId: number): PublicClient | undefined {
      return chains.get(chainId)?.client
    },
    /** Sends one delivery after the ones before it on the same chain; resolves with its receipt. */
    deliver(
      delivery: SandboxDelivery,
      onSent: (hash: Hash) => Promise<void>,
    ): Promise<SandboxDeliveryResult> {
      const chain = chains.get(delivery.chainId)
      if (!chain) return Promise.reject(new Error(`no devnet chain ${delivery.chainId}`))
      const result = chain.queue.then(() => send(delivery, onSent))
      chain.queue = result.catch(() => undefined)
      return result
    },
  }
}

/** The deliverer's methods. */
export type SandboxDeliverer = ReturnType<typeof createSandboxDeliverer>
