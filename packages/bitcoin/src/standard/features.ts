import type { IdentifierString, WalletAccount } from '@wallet-standard/base'

/**
 * The wallet-standard Bitcoin features (ExodusMovement/bitcoin-wallet-standard, the `bitcoin:`
 * namespace) and `bitcoin:sendTransfer`, a simple send in the shape of sats-connect's
 * `sendTransfer` (recipients with an address and an amount in satoshis) that lets a wallet pick
 * its own inputs.
 */

/** The kind of address an app asks `bitcoin:connect` for. */
export type BitcoinAddressPurpose = 'payment' | 'ordinals'

/** `bitcoin:connect`: authorises the app; answers one account per purpose, in the same order. */
export type BitcoinConnectFeature = {
  readonly 'bitcoin:connect': {
    readonly version: '1.0.0'
    readonly connect: (input: {
      readonly purposes: readonly BitcoinAddressPurpose[]
    }) => Promise<{ readonly accounts: readonly WalletAccount[] }>
  }
}

/** `bitcoin:signMessage`: a BIP-322 simple signature (its witness stack) of the message bytes. */
export type BitcoinSignMessageFeature = {
  readonly 'bitcoin:signMessage': {
    readonly version: '1.0.0'
    readonly signMessage: (
      ...inputs: readonly { readonly account: WalletAccount; readonly message: Uint8Array }[]
    ) => Promise<readonly { readonly signedMessage: Uint8Array; readonly signature: Uint8Array }[]>
  }
}

/** An input of a PSBT that `account` signs. */
export type BitcoinInputToSign = {
  account: WalletAccount
  signingIndexes: number[]
  /** A SIGHASH flag. @default SIGHASH_ALL (P2WPKH), SIGHASH_DEFAULT (P2TR) */
  sigHash?: number
}

/** What `bitcoin:signTransaction` and `bitcoin:signAndSendTransaction` take. */
export type BitcoinSignTransactionInput = {
  /** The PSBT (BIP-174) bytes. */
  readonly psbt: Uint8Array
  readonly chain: IdentifierString
  readonly inputsToSign: BitcoinInputToSign[]
}

/** `bitcoin:signTransaction`: signs the listed inputs of a PSBT and answers it. */
export type BitcoinSignTransactionFeature = {
  readonly 'bitcoin:signTransaction': {
    readonly version: '1.0.0'
    readonly signTransaction: (
      ...inputs: readonly BitcoinSignTransactionInput[]
    ) => Promise<readonly { readonly signedPsbt: Uint8Array }[]>
  }
}

/** `bitcoin:signAndSendTransaction`: signs, finalises and broadcasts a PSBT on `chain`. */
export type BitcoinSignAndSendTransactionFeature = {
  readonly 'bitcoin:signAndSendTransaction': {
    readonly version: '1.0.0'
    readonly signAndSendTransaction: (
      ...inputs: readonly BitcoinSignTransactionInput[]
    ) => Promise<readonly { readonly txId: string }[]>
  }
}

/** A recipient of `bitcoin:sendTransfer`. */
export type BitcoinTransferRecipient = {
  readonly address: string
  /** Satoshis (a safe integer). */
  readonly amount: number
}

/**
 * `bitcoin:sendTransfer`: the wallet pays `recipients` from `account` (its payment account) on
 * `chain`, choosing inputs, fee and change itself, and answers the transaction id once broadcast.
 */
export type BitcoinSendTransferFeature = {
  readonly 'bitcoin:sendTransfer': {
    readonly version: '1.0.0'
    readonly sendTransfer: (input: {
      readonly account: WalletAccount
      readonly chain: IdentifierString
      readonly recipients: readonly BitcoinTransferRecipient[]
    }) => Promise<{ readonly txid: string }>
  }
}

/** CAIP-2 ids of the Bitcoin networks, with the names wallet-standard Bitcoin wallets use. */
export const BITCOIN_CHAIN_ALIASES: Readonly<Record<string, `bip122:${string}`>> = {
  'bitcoin:mainnet': 'bip122:000000000019d6689c085ae165831e93',
  'bitcoin:testnet': 'bip122:000000000933ea01ad0ee984209779ba',
  'bitcoin:regtest': 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
}

/** A wallet chain identifier as its CAIP-2 id (`bitcoin:regtest` → `bip122:0f91…`). */
export function toBitcoinCaipNetworkId(chain: string): string {
  return BITCOIN_CHAIN_ALIASES[chain] ?? chain
}
