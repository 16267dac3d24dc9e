import type { Client, Hex } from 'viem'
import { getChainId, verifyMessage } from 'viem/actions'
import { splitChainId } from '../message/namespaces.js'
import { SiwxConfigurationError } from '../SiwxConfigurationError.js'
import type { SiwxVerifier } from './SiwxVerifier.js'

export type CreateEvmVerifierParameters = {
  /**
   * A viem client per EIP-155 chain id, whose RPC answers for contract accounts (EIP-1271) and
   * counterfactual ones (EIP-6492). Messages of other chains are refused.
   */
  clients: Readonly<Record<number, Client>>
}

/** A signature as personal_sign answers it: 0x and hex (65 bytes for an EOA, more for 6492). */
const HEX_SIGNATURE = /^0x(?:[0-9a-fA-F]{2})+$/

/** What the EVM verifier's `verify` throws of its own: no client for the message's chain. */
export type CreateEvmVerifierErrorType = SiwxConfigurationError

/**
 * Verifies EVM sign-in signatures (EIP-191 personal_sign over the EIP-4361 text) with viem's
 * `verifyMessage` on the chain's public client: an EOA's signature, a deployed contract account's
 * (EIP-1271 `isValidSignature`) and a not-yet-deployed one's (EIP-6492 wrapper), in one call.
 * A node that does not answer makes `verify` reject instead of resolving false (a refusal is
 * confirmed by asking the node its chain id).
 */
export function createEvmVerifier({ clients }: CreateEvmVerifierParameters): SiwxVerifier {
  return {
    namespace: 'eip155',
    async verify({ message, signature }) {
      const { reference } = splitChainId(message.chainId)
      const client = clients[Number(reference)]
      if (!client)
        throw new SiwxConfigurationError(`No client configured for chain eip155:${reference}`)
      if (!HEX_SIGNATURE.test(signature)) return false
      let valid: boolean
      try {
        valid = await verifyMessage(client, {
          address: message.accountAddress as Hex,
          message: message.serializedMessage,
          signature: signature as Hex,
        })
      } catch (error) {
        if (isUnreachable(error)) throw error
        valid = false
      }
      // viem answers false when the contract-account call failed, also for a node that is down:
      // a refusal stands only once the node has answered.
      if (!valid) await getChainId(client)
      return valid
    },
  }
}

/** Whether viem failed to reach the node (as opposed to a signature that does not verify). */
function isUnreachable(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 10; depth++) {
    const name = (current as { name?: unknown }).name
    if (name === 'HttpRequestError' || name === 'TimeoutError' || name === 'WebSocketRequestError')
      return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
