import type {
  BitcoinConnectFeature,
  BitcoinSendTransferFeature,
  BitcoinSignAndSendTransactionFeature,
  BitcoinSignMessageFeature,
  BitcoinSignTransactionFeature,
  BitcoinSignTransactionInput,
} from '@portico/bitcoin'
import * as btc from '@scure/btc-signer'
import type { WalletAccount } from '@wallet-standard/base'
import type { StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features'
import { createTestWalletIcon } from '../provider/defaults.js'
import { InvalidParamsError, UnauthorizedError } from '../provider/errors.js'
import type { TestWalletStorage } from '../provider/types.js'
import {
  createStandardWalletScaffold,
  type StandardTestWallet,
} from '../standard/createStandardWalletScaffold.js'
import { bitcoinAddressNetwork } from './bitcoinAddressNetwork.js'
import { buildTransferTransaction } from './buildTransferTransaction.js'
import { createTestBitcoinKeyring, type TestBitcoinKey } from './deriveTestBitcoinKeys.js'
import { type EsploraUtxo, esploraRequest } from './esploraRequest.js'
import { signBip322Simple } from './signBip322Simple.js'
import type { TestBitcoinChain, TestBitcoinWalletOptions, TestBitcoinWalletState } from './types.js'

/** The prompts a test Bitcoin wallet can be told to reject (`setBehavior({ reject: [...] })`). */
export const TEST_BITCOIN_WALLET_PROMPTS = [
  'bitcoin:connect',
  'bitcoin:signMessage',
  'bitcoin:signTransaction',
  'bitcoin:signAndSendTransaction',
  'bitcoin:sendTransfer',
] as const

/** Wallet-standard names of the Bitcoin networks, as their CAIP-2 ids. */
const CHAIN_ALIASES: Readonly<Record<string, string>> = {
  'bitcoin:mainnet': 'bip122:000000000019d6689c085ae165831e93',
  'bitcoin:testnet': 'bip122:000000000933ea01ad0ee984209779ba',
  'bitcoin:regtest': 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
}

/** Parameters of `createTestBitcoinWallet`. */
export type CreateTestBitcoinWalletParameters = {
  wallet: TestBitcoinWalletOptions
  /** The BIP-39 mnemonic of its keys. */
  mnemonic: string
  /** The networks it lists and sends on; non-empty; the first names the addresses. */
  chains: readonly TestBitcoinChain[]
  /** Where the authorization persists (a page passes `localStorage`). @default in memory */
  storage?: TestWalletStorage
  /** @default globalThis.fetch */
  fetch?: typeof fetch
}

/**
 * A test Bitcoin wallet: the wallet-standard wallet and the controls a test drives it by; its prompt
 * names are {@link TEST_BITCOIN_WALLET_PROMPTS}.
 */
export type TestBitcoinWallet = StandardTestWallet<TestBitcoinWalletState>

/** Fee rate when the API gives none, in sat/vB (Bitcoin Core's minimum relay fee). */
const FALLBACK_FEE_RATE = 1n

/**
 * Creates a wallet-standard Bitcoin wallet for development and tests, with two accounts per key
 * index: payment (wallet account 0, P2WPKH m/84'/1'/0'/0/i) and ordinal (account 1, P2TR
 * m/86'/1'/0'/0/i). Features: bitcoin:connect (purposes payment and ordinals),
 * standard:disconnect, standard:events, bitcoin:signMessage (BIP-322 simple),
 * bitcoin:signTransaction and bitcoin:signAndSendTransaction (PSBT), and bitcoin:sendTransfer
 * (a PSBT built from the payment outputs the chain's Esplora API lists, signed and posted to its
 * /tx). Prompts can be made to reject or take time; the key index can be switched. Never point it
 * at real funds.
 */
export function createTestBitcoinWallet(
  parameters: CreateTestBitcoinWalletParameters,
): TestBitcoinWallet {
  const { wallet: options } = parameters
  const fetchFn = parameters.fetch
  const chains = parameters.chains.map((c) => ({ ...c }))
  const [primary] = chains
  if (!primary) throw new Error(`Test Bitcoin wallet ${options.id} has no chains.`)
  const network = bitcoinAddressNetwork(primary.chain)
  const keysAt = createTestBitcoinKeyring(parameters.mnemonic, network)
  const chainIds = chains.map((c) => c.chain)
  const toAccount = (
    key: TestBitcoinKey,
    kind: 'payment' | 'ordinal',
    accountIndex: number,
  ): WalletAccount =>
    Object.freeze({
      address: key.address,
      publicKey: key.publicKey.slice(),
      chains: chainIds,
      features: [
        'bitcoin:signMessage',
        'bitcoin:signTransaction',
        'bitcoin:signAndSendTransaction',
        ...(kind === 'payment' ? (['bitcoin:sendTransfer'] as const) : []),
      ] as `${string}:${string}`[],
      label: `${options.name} ${kind} #${accountIndex}`,
    })
  const scaffold = createStandardWalletScaffold({
    options,
    storage: parameters.storage,
    defaultIcon: createTestWalletIcon({ color: '#f7931a', label: 'B' }),
    chains: chainIds,
    checkAccountIndex: (index) => void keysAt(index),
    isAccountIndex: (index) => Number.isInteger(index) && index >= 0 && index < 1000,
    /** Wallet account 0 is payment, 1 is ordinal. */
    accountsAt(accountIndex) {
      const { payment, ordinal } = keysAt(accountIndex)
      return [
        toAccount(payment, 'payment', accountIndex),
        toAccount(ordinal, 'ordinal', accountIndex),
      ]
    },
    addressAt: (accountIndex) => keysAt(accountIndex).payment.address,
  })
  const keys = () => keysAt(scaffold.accountIndex)

  /** The key of the connected account `account` names (payment or ordinal), or 4100. */
  function keyOf(account: WalletAccount | undefined): TestBitcoinKey {
    const { payment, ordinal } = keys()
    if (scaffold.authorized && account?.address === payment.address) return payment
    if (scaffold.authorized && account?.address === ordinal.address) return ordinal
    throw new UnauthorizedError()
  }
  function chainOf(requested: unknown): TestBitcoinChain {
    const id = typeof requested === 'string' ? (CHAIN_ALIASES[requested] ?? requested) : ''
    const chain = chains.find((c) => c.chain === id)
    if (!chain) throw new InvalidParamsError(`The wallet does not know the chain ${requested}.`)
    return chain
  }
  const request = <T>(chain: TestBitcoinChain, path: string, body?: string, text?: boolean) =>
    esploraRequest<T>({ apiUrl: chain.apiUrl, path, body, text, fetch: fetchFn })
  async function broadcast(chain: TestBitcoinChain, tx: btc.Transaction): Promise<string> {
    return (await request<string>(chain, '/tx', tx.hex, true)).trim()
  }

  /** Signs the listed inputs of a PSBT (checked before the prompt). */
  function signPsbt(input: BitcoinSignTransactionInput): btc.Transaction {
    if (!(input.psbt instanceof Uint8Array))
      throw new InvalidParamsError('psbt must be a Uint8Array')
    let tx: btc.Transaction
    try {
      tx = btc.Transaction.fromPSBT(input.psbt)
    } catch (error) {
      throw new InvalidParamsError(`psbt is not a valid PSBT: ${(error as Error).message}`)
    }
    for (const { account, signingIndexes, sigHash } of input.inputsToSign ?? []) {
      const key = keyOf(account)
      for (const index of signingIndexes) {
        if (!Number.isInteger(index) || index < 0 || index >= tx.inputsLength)
          throw new InvalidParamsError(`The PSBT has no input ${index}.`)
        const isTaproot = key.publicKey.length === 32
        if (isTaproot && !tx.getInput(index).tapInternalKey)
          tx.updateInput(index, { tapInternalKey: key.publicKey })
        try {
          tx.signIdx(key.privateKey, index, sigHash === undefined ? undefined : [sigHash])
        } catch (error) {
          throw new InvalidParamsError(`Input ${index}: ${(error as Error).message}`)
        }
      }
    }
    return tx
  }
  function checkSignInputs(inputs: readonly BitcoinSignTransactionInput[]) {
    for (const input of inputs) {
      chainOf(input.chain)
      for (const entry of input.inputsToSign ?? []) keyOf(entry.account)
    }
  }

  const features: BitcoinConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    BitcoinSignMessageFeature &
    BitcoinSignTransactionFeature &
    BitcoinSignAndSendTransactionFeature &
    BitcoinSendTransferFeature = {
    'bitcoin:connect': {
      version: '1.0.0',
      async connect(input) {
        const purposes = input?.purposes ?? []
        if (!Array.isArray(purposes) || purposes.some((p) => p !== 'payment' && p !== 'ordinals'))
          throw new InvalidParamsError('purposes must list payment and/or ordinals')
        if (!scaffold.authorized) {
          await scaffold.prompt('bitcoin:connect')
          scaffold.authorize()
        }
        const [payment, ordinal] = scaffold.accounts()
        return {
          accounts: purposes.map((purpose) => (purpose === 'payment' ? payment! : ordinal!)),
        }
      },
    },
    ...scaffold.standardFeatures,
    'bitcoin:signMessage': {
      version: '1.0.0',
      async signMessage(...inputs) {
        for (const input of inputs) keyOf(input.account)
        await scaffold.prompt('bitcoin:signMessage')
        return inputs.map((input) => {
          const key = keyOf(input.account)
          if (!(input.message instanceof Uint8Array))
            throw new InvalidParamsError('message must be a Uint8Array')
          const signature = signBip322Simple({
            message: input.message,
            script: key.script,
            privateKey: key.privateKey,
            tapInternalKey: key.publicKey.length === 32 ? key.publicKey : undefined,
          })
          return { signedMessage: input.message, signature }
        })
      },
    },
    'bitcoin:signTransaction': {
      version: '1.0.0',
      async signTransaction(...inputs) {
        checkSignInputs(inputs)
        await scaffold.prompt('bitcoin:signTransaction')
        return inputs.map((input) => ({ signedPsbt: signPsbt(input).toPSBT() }))
      },
    },
    'bitcoin:signAndSendTransaction': {
      version: '1.0.0',
      async signAndSendTransaction(...inputs) {
        checkSignInputs(inputs)
        await scaffold.prompt('bitcoin:signAndSendTransaction')
        const outputs: { txId: string }[] = []
        for (const input of inputs) {
          const tx = signPsbt(input)
          try {
            tx.finalize()
          } catch (error) {
            throw new InvalidParamsError(
              `The PSBT is not fully signed: ${(error as Error).message}`,
            )
          }
          outputs.push({ txId: await broadcast(chainOf(input.chain), tx) })
        }
        return outputs
      },
    },
    'bitcoin:sendTransfer': {
      version: '1.0.0',
      async sendTransfer(input) {
        const key = keyOf(input.account)
        if (key !== keys().payment)
          throw new InvalidParamsError('Transfers are paid from the payment account.')
        const chain = chainOf(input.chain)
        const chainNetwork = bitcoinAddressNetwork(chain.chain)
        const recipients = (input.recipients ?? []).map((r, i) => {
          if (!Number.isSafeInteger(r?.amount) || r.amount <= 0)
            throw new InvalidParamsError(`recipients[${i}].amount must be a positive integer`)
          try {
            btc.Address(chainNetwork).decode(r.address)
          } catch {
            throw new InvalidParamsError(
              `recipients[${i}].address is not an address of ${chain.chain}`,
            )
          }
          return { address: r.address, amount: BigInt(r.amount) }
        })
        if (recipients.length === 0) throw new InvalidParamsError('recipients is empty')
        await scaffold.prompt('bitcoin:sendTransfer')
        const from = keys().payment
        const utxos = await request<EsploraUtxo[]>(chain, `/address/${from.address}/utxo`)
        const estimates = await request<Record<string, number>>(chain, '/fee-estimates').catch(
          () => ({}) as Record<string, number>,
        )
        const rate = estimates['1'] ?? Object.values(estimates)[0]
        const tx = buildTransferTransaction({
          from,
          utxos,
          recipients,
          feeRate:
            typeof rate === 'number' && rate > 0 ? BigInt(Math.ceil(rate)) : FALLBACK_FEE_RATE,
          network: chainNetwork,
        })
        tx.sign(from.privateKey)
        tx.finalize()
        return { txid: await broadcast(chain, tx) }
      },
    },
  }

  return {
    wallet: scaffold.toWallet(features),
    id: options.id,
    ...scaffold.controls,
    getState: () => ({
      connected: scaffold.authorized,
      paymentAddress: keys().payment.address,
      ordinalAddress: keys().ordinal.address,
      accountIndex: scaffold.accountIndex,
      chains: chains.map((c) => ({ ...c })),
      behavior: scaffold.behavior(),
    }),
  }
}
