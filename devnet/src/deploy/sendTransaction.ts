import {
  type Address,
  BaseError,
  type Hex,
  numberToHex,
  type TransactionReceipt,
  TransactionReceiptNotFoundError,
} from 'viem'
import { type DevnetClient, RECEIPT_POLL_MS } from '../client.js'

/**
 * Headroom on top of the gas estimate. Needed: a Uniswap pair writes its two price accumulators
 * only when the block's timestamp moved on since its last update, so an estimate made within the
 * same second as that update comes out short of the mined transaction by two zero-to-non-zero
 * SSTOREs (~44k gas) — an absolute amount, which a percentage of a ~110k swap does not always
 * cover (seen: a swap reverting out of gas with 30% alone). Gas costs nothing on the devnet.
 */
export const GAS_HEADROOM_PERCENT = 30n
/** Fixed gas added after the percentage; see GAS_HEADROOM_PERCENT. */
export const GAS_HEADROOM_FIXED = 100_000n

/** How long the seed waits for a transaction to be mined before it gives up. */
export const RECEIPT_TIMEOUT_MS = 10_000

/** Parameters of {@link sendTransaction}: a transaction from one of anvil's unlocked accounts. */
export type SendTransactionParameters = {
  from: Address
  to?: Address
  data?: Hex
  value?: bigint
  /** What the transaction does, for error messages. */
  description: string
}

/**
 * Sends a transaction from an unlocked anvil account (`eth_sendTransaction`: anvil signs it and
 * fills nonce and fees; the gas limit is our estimate plus GAS_HEADROOM_PERCENT and GAS_HEADROOM_FIXED) and waits for its
 * receipt; throws with the revert reason when it reverts.
 */
export async function sendTransaction(
  client: DevnetClient,
  parameters: SendTransactionParameters,
): Promise<TransactionReceipt> {
  const { from, to, data, value, description } = parameters
  const chainId = client.chain.id
  const request = {
    from,
    ...(to ? { to } : {}),
    ...(data ? { data } : {}),
    ...(value ? { value: numberToHex(value) } : {}),
  }
  let hash: Hex
  try {
    const estimate = BigInt(await client.request({ method: 'eth_estimateGas', params: [request] }))
    const gas = numberToHex((estimate * (100n + GAS_HEADROOM_PERCENT)) / 100n + GAS_HEADROOM_FIXED)
    hash = await client.request({ method: 'eth_sendTransaction', params: [{ ...request, gas }] })
  } catch (error) {
    const reason = error instanceof BaseError ? error.shortMessage : String(error)
    throw new Error(`chain ${chainId}: ${description} failed: ${reason}`, { cause: error })
  }
  const receipt = await waitForReceipt(client, hash)
  if (receipt.status !== 'success') {
    const reason = await replayForRevertReason(client, parameters, receipt.blockNumber - 1n)
    throw new Error(`chain ${chainId}: ${description} reverted (transaction ${hash}): ${reason}`)
  }
  return receipt
}

/** Polls for a receipt every RECEIPT_POLL_MS until RECEIPT_TIMEOUT_MS. */
async function waitForReceipt(client: DevnetClient, hash: Hex): Promise<TransactionReceipt> {
  const deadlineMs = Date.now() + RECEIPT_TIMEOUT_MS
  for (;;) {
    try {
      return await client.getTransactionReceipt({ hash })
    } catch (error) {
      if (!(error instanceof TransactionReceiptNotFoundError)) throw error
    }
    if (Date.now() > deadlineMs)
      throw new Error(
        `chain ${client.chain.id}: transaction ${hash} not mined within ${RECEIPT_TIMEOUT_MS} ms`,
      )
    await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS))
  }
}

/** Replays a reverted transaction on the state before its block to learn why it reverted. */
async function replayForRevertReason(
  client: DevnetClient,
  { from, to, data, value }: SendTransactionParameters,
  blockNumber: bigint,
): Promise<string> {
  try {
    await client.call({ account: from, to, data, value, blockNumber })
    return 'the replay succeeded (out of gas?)'
  } catch (error) {
    return error instanceof BaseError ? error.shortMessage : String(error)
  }
}
