import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignAndSendTransactionInput,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
  SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import type { WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import { createTestWalletIcon } from '../provider/defaults.js'
import { InvalidParamsError, UnauthorizedError } from '../provider/errors.js'
import type { TestWalletStorage } from '../provider/types.js'
import {
  createStandardWalletScaffold,
  type StandardTestWallet,
} from '../standard/createStandardWalletScaffold.js'
import { signTransactionBytes } from './signTransactionBytes.js'
import { SOLANA_CHAIN_ALIASES } from './solanaClusters.js'
import { solanaRpcRequest } from './solanaRpcRequest.js'
import type { TestSolanaChain, TestSolanaWalletOptions, TestSolanaWalletState } from './types.js'

/** The prompts a test Solana wallet can be told to reject (`setBehavior({ reject: [...] })`). */
export const TEST_SOLANA_WALLET_PROMPTS = [
  'standard:connect',
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const

/** An ed25519 key of the wallet: the 32-byte private seed and its public key. */
export type TestSolanaKey = { privateKey: Uint8Array; publicKey: Uint8Array }

/** Parameters of `createTestSolanaWallet`. */
export type CreateTestSolanaWalletParameters = {
  wallet: TestSolanaWalletOptions
  /** The keys the wallet holds, by account index; non-empty. */
  keys: readonly TestSolanaKey[]
  /** The chains it lists and sends to; non-empty. */
  chains: readonly TestSolanaChain[]
  /** Where the authorization persists (a page passes `localStorage`). @default in memory */
  storage?: TestWalletStorage
  /** @default globalThis.fetch */
  fetch?: typeof fetch
}

/**
 * A test Solana wallet: the wallet-standard wallet and the controls a test drives it by; its prompt
 * names are {@link TEST_SOLANA_WALLET_PROMPTS}.
 */
export type TestSolanaWallet = StandardTestWallet<TestSolanaWalletState>

/**
 * Creates a wallet-standard Solana wallet backed by ed25519 keys, for development and tests:
 * standard:connect (silent too), standard:disconnect, standard:events, solana:signMessage,
 * solana:signTransaction and solana:signAndSendTransaction (signed here, sent to the RPC of the
 * requested chain). Prompts can be made to reject or take time; the account can be switched.
 * Never point it at real funds.
 */
export function createTestSolanaWallet(
  parameters: CreateTestSolanaWalletParameters,
): TestSolanaWallet {
  const { wallet: options, keys } = parameters
  const fetchFn = parameters.fetch
  const chains = parameters.chains.map((c) => ({ ...c }))
  if (keys.length === 0) throw new Error(`Test Solana wallet ${options.id} has no keys.`)
  if (chains.length === 0) throw new Error(`Test Solana wallet ${options.id} has no chains.`)
  const chainIds = chains.map((c) => c.chain)
  const addressOf = (k: TestSolanaKey) => base58.encode(k.publicKey)
  const scaffold = createStandardWalletScaffold({
    options,
    storage: parameters.storage,
    defaultIcon: createTestWalletIcon({ color: '#14a37f', label: 'S' }),
    chains: chainIds,
    checkAccountIndex(index, source) {
      if (Number.isInteger(index) && keys[index] !== undefined) return
      if (source === 'selected')
        throw new RangeError(`Test Solana wallet ${options.id} has no account ${index}.`)
      throw new Error(`Test Solana wallet ${options.id}: accountIndex ${index} is out of range.`)
    },
    isAccountIndex: (index) => keys[index] !== undefined,
    accountsAt: (accountIndex) => [
      Object.freeze({
        address: addressOf(keys[accountIndex]!),
        publicKey: keys[accountIndex]!.publicKey.slice(),
        chains: chainIds,
        features: [
          'solana:signMessage',
          'solana:signTransaction',
          'solana:signAndSendTransaction',
        ] as const,
        label: `${options.name} #${accountIndex}`,
      }),
    ],
    addressAt: (accountIndex) => addressOf(keys[accountIndex]!),
  })
  const key = () => keys[scaffold.accountIndex]!

  /** The key of the connected account `input.account` names, or 4100. */
  function requireKey(input: { account: WalletAccount }): TestSolanaKey {
    if (!scaffold.authorized || input.account?.address !== addressOf(key()))
      throw new UnauthorizedError()
    return key()
  }
  function chainOf(requested: string): TestSolanaChain {
    const id = SOLANA_CHAIN_ALIASES[requested] ?? requested
    const chain = chains.find((c) => c.chain === id)
    if (!chain) throw new InvalidParamsError(`The wallet does not know the chain ${requested}.`)
    return chain
  }
  function sign(input: SolanaSignTransactionInput, k: TestSolanaKey) {
    if (!(input.transaction instanceof Uint8Array))
      throw new InvalidParamsError('transaction must be a Uint8Array')
    try {
      return signTransactionBytes({ transaction: input.transaction, ...k })
    } catch (error) {
      throw new InvalidParamsError((error as Error).message)
    }
  }

  const features: StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature = {
    'standard:connect': {
      version: '1.0.0',
      async connect(input) {
        if (!scaffold.authorized) {
          if (input?.silent) return { accounts: [] }
          await scaffold.prompt('standard:connect')
          scaffold.authorize()
        }
        return { accounts: scaffold.accounts() }
      },
    },
    ...scaffold.standardFeatures,
    'solana:signMessage': {
      version: '1.1.0',
      async signMessage(...inputs) {
        for (const input of inputs) requireKey(input)
        await scaffold.prompt('solana:signMessage')
        return inputs.map((input) => {
          const k = requireKey(input)
          if (!(input.message instanceof Uint8Array))
            throw new InvalidParamsError('message must be a Uint8Array')
          return {
            signedMessage: input.message,
            signature: ed25519.sign(input.message, k.privateKey),
            signatureType: 'ed25519' as const,
          }
        })
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signTransaction(...inputs) {
        for (const input of inputs) requireKey(input)
        await scaffold.prompt('solana:signTransaction')
        return inputs.map((input) => ({
          signedTransaction: sign(input, requireKey(input)).signedTransaction,
        }))
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signAndSendTransaction(...inputs: readonly SolanaSignAndSendTransactionInput[]) {
        for (const input of inputs) {
          requireKey(input)
          chainOf(input.chain)
        }
        await scaffold.prompt('solana:signAndSendTransaction')
        const outputs: { signature: Uint8Array }[] = []
        for (const input of inputs) {
          const { signedTransaction } = sign(input, requireKey(input))
          const { rpcUrl } = chainOf(input.chain)
          const signature = await solanaRpcRequest<string>({
            rpcUrl,
            method: 'sendTransaction',
            params: [
              base64.encode(signedTransaction),
              {
                encoding: 'base64',
                skipPreflight: input.options?.skipPreflight ?? false,
                preflightCommitment: input.options?.preflightCommitment ?? 'confirmed',
                ...(input.options?.maxRetries !== undefined && {
                  maxRetries: input.options.maxRetries,
                }),
              },
            ],
            ...(fetchFn && { fetch: fetchFn }),
          })
          outputs.push({ signature: base58.decode(signature) })
        }
        return outputs
      },
    },
  }

  return {
    wallet: scaffold.toWallet(features),
    id: options.id,
    ...scaffold.controls,
    getState: () => ({
      connected: scaffold.authorized,
      address: addressOf(key()),
      accountIndex: scaffold.accountIndex,
      chains: chains.map((c) => ({ ...c })),
      behavior: scaffold.behavior(),
    }),
  }
}
