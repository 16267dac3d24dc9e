import {
  type Address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  type Instruction,
  type KeyPairSigner,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import type { SolanaServer } from '../startSolanaServer.js'

/** A raw JSON-RPC answer (loosely typed: tests compare it with expected shapes). */
export type RawRpcAnswer = {
  jsonrpc: '2.0'
  id: unknown
  // biome-ignore lint/suspicious/noExplicitAny: an answer of any method, checked by the test
  result?: any
  // biome-ignore lint/suspicious/noExplicitAny: Solana's error data varies per error
  error?: { code: number; message: string; data?: any }
}

/** Posts one JSON-RPC request (or any body) to the node and returns the parsed answer. */
// biome-ignore lint/suspicious/noExplicitAny: a single answer or a batch, checked by the test
export async function postRpc(rpcUrl: string, body: unknown): Promise<any> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await response.text()
  return text ? JSON.parse(text) : undefined
}

/** Calls one method and returns the whole JSON-RPC answer. */
export function callRpc(rpcUrl: string, method: string, params?: unknown): Promise<RawRpcAnswer> {
  return postRpc(rpcUrl, {
    jsonrpc: '2.0',
    id: 1,
    method,
    ...(params === undefined ? {} : { params }),
  })
}

/** The signer of a devnet label on a running node. */
export function signerOf(server: SolanaServer, label: string): Promise<KeyPairSigner> {
  const key = server.keys.find((k) => k.label === label)
  if (!key) throw new Error(`no key ${label}`)
  return createKeyPairSignerFromPrivateKeyBytes(key.privateKey)
}

/** A signed base64 wire transaction of `instructions`, on the node's latest blockhash unless given. */
export async function signedTransaction(
  server: SolanaServer,
  feePayer: KeyPairSigner,
  instructions: readonly Instruction[],
  blockhash?: { blockhash: string; lastValidBlockHeight: number },
) {
  const lifetime = blockhash ?? server.ledger.latestBlockhash
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(feePayer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: lifetime.blockhash as never,
          lastValidBlockHeight: BigInt(lifetime.lastValidBlockHeight),
        },
        m,
      ),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const signed = await signTransactionMessageWithSigners(message)
  return { signed, base64: getBase64EncodedWireTransaction(signed) as string }
}

/** The address of a devnet label on a running node. */
export function addressOf(server: SolanaServer, label: string): Address {
  const key = server.keys.find((k) => k.label === label)
  if (!key) throw new Error(`no key ${label}`)
  return key.address as Address
}
