import type { Connector } from '@portico/core'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { toBitcoinCaipNetworkId } from './features.js'

/** Whether a wallet-standard wallet is a Bitcoin wallet: `bitcoin:connect` and a `bip122:`/`bitcoin:` chain. */
export function isBitcoinWallet(wallet: Wallet): boolean {
  return (
    'bitcoin:connect' in wallet.features &&
    wallet.chains.some((c) => c.startsWith('bip122:') || c.startsWith('bitcoin:'))
  )
}

/** The CAIP-2 ids of the networks a wallet lists. */
export function walletCaipNetworkIds(wallet: Wallet): string[] {
  return wallet.chains.map(toBitcoinCaipNetworkId)
}

/** The connector of a wallet-standard Bitcoin wallet; the wallet itself is its provider. */
export function toBitcoinConnector(wallet: Wallet): Connector {
  return {
    id: `bip122:${wallet.name}`,
    type: 'ANNOUNCED',
    name: wallet.name,
    imageUrl: wallet.icon,
    chain: 'bip122',
    provider: wallet,
  }
}

/** The Bitcoin account kinds: payment (the wallet's account index 0) and ordinal (index 1). */
export type BitcoinAccountType = 'payment' | 'ordinal'

/**
 * Which kind an account is: a Taproot address (`bc1p`, `tb1p`, `bcrt1p`) is the ordinal one,
 * anything else the payment one.
 */
export function bitcoinAccountType(account: WalletAccount): BitcoinAccountType {
  return /^(bc|tb|bcrt)1p/i.test(account.address) ? 'ordinal' : 'payment'
}
