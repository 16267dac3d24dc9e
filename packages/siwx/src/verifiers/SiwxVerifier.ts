import type { SiwxNamespace } from '../message/namespaces.js'
import type { SiwxMessage } from '../message/types.js'

/**
 * Checks sign-in signatures of one namespace: whether `signature` is the account's signature of
 * `message.serializedMessage` (its `accountAddress` on its `chainId`). Resolves false for a wrong
 * signature; rejects only when it could not tell (e.g. the chain's RPC did not answer).
 */
export type SiwxVerifier = {
  readonly namespace: SiwxNamespace
  verify(input: { message: SiwxMessage; signature: string }): Promise<boolean>
}
