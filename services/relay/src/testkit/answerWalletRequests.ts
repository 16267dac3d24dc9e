import type { WalletKitTypes } from '@reown/walletkit'
import { type Chain, createWalletClient, type Hex, http } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { Wallet } from './walletConnectClients.js'

/** An eth_sendTransaction request's transaction, as dApps send it (hex quantities). */
type TransactionRequest = { from: Hex; to: Hex; value?: Hex; data?: Hex; gas?: Hex }

/**
 * Makes the wallet answer session requests like a real one: personal_sign signs with the
 * account's key (viem), eth_sendTransaction signs and sends on `chain` (the devnet). Every
 * request it saw is pushed to the returned list. `beforeAnswer` runs first (a test may stop
 * a relay node there, mid-conversation).
 */
export function answerWalletRequests(
  wallet: Wallet,
  {
    account,
    chain,
    beforeAnswer,
  }: {
    account: PrivateKeyAccount
    /** Where eth_sendTransaction sends; without it, only personal_sign is answered. */
    chain?: Chain
    beforeAnswer?: (request: WalletKitTypes.SessionRequest) => Promise<void>
  },
): WalletKitTypes.SessionRequest[] {
  const seen: WalletKitTypes.SessionRequest[] = []
  const client = chain && createWalletClient({ account, chain, transport: http() })
  wallet.on('session_request', async (event) => {
    seen.push(event)
    await beforeAnswer?.(event)
    const { method, params } = event.params.request
    let result: unknown
    try {
      if (method === 'personal_sign') {
        const [message] = params as [Hex, Hex]
        result = await account.signMessage({ message: { raw: message } })
      } else if (method === 'eth_sendTransaction' && client) {
        const [tx] = params as [TransactionRequest]
        result = await client.sendTransaction({
          to: tx.to,
          value: tx.value ? BigInt(tx.value) : 0n,
          data: tx.data,
        })
      } else throw new Error(`unsupported method ${method}`)
    } catch (error) {
      await wallet.respondSessionRequest({
        topic: event.topic,
        response: {
          id: event.id,
          jsonrpc: '2.0',
          error: { code: 5000, message: (error as Error).message },
        },
      })
      return
    }
    await wallet.respondSessionRequest({
      topic: event.topic,
      response: { id: event.id, jsonrpc: '2.0', result },
    })
  })
  return seen
}

/** Stops a client's relay transport and heartbeat so it leaves nothing running. */
export async function closeClient(client: {
  core: { relayer: { transportClose(): Promise<void> }; heartbeat?: { stop(): void } }
}): Promise<void> {
  await client.core.relayer.transportClose().catch(() => {})
  client.core.heartbeat?.stop()
}
