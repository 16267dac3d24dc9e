import type { ChainNamespace } from '@portico/core'

/**
 * The JSON-RPC methods Portico asks a wallet to approve in each namespace when it connects over
 * WalletConnect (docs/walletconnect.md#one-connector-several-namespaces).
 * Sources:
 * - eip155: the method list of WalletConnect's AppKit (`WcHelpersUtil` DEFAULT_METHODS.eip155,
 *   @reown/appkit-utils), i.e. EIP-1193/1474 signing and sending, EIP-3326/3085 chain switching,
 *   EIP-2255 permissions, EIP-747, EIP-5792 calls, EIP-7715 permissions, EIP-7811 assets.
 * - solana: WalletConnect's Solana RPC reference (docs.reown.com/advanced/multichain/rpc-reference/solana-rpc)
 *   as AppKit requests it (DEFAULT_METHODS.solana).
 * - bip122: WalletConnect's Bitcoin RPC reference (…/rpc-reference/bitcoin-rpc), as AppKit
 *   requests it (DEFAULT_METHODS.bip122).
 * - polkadot: WalletConnect's Polkadot RPC reference (…/rpc-reference/polkadot-rpc).
 * - cosmos: WalletConnect's Cosmos RPC reference (…/rpc-reference/cosmos-rpc).
 */
export const NAMESPACE_METHODS = {
  eip155: [
    'eth_accounts',
    'eth_requestAccounts',
    'eth_sendRawTransaction',
    'eth_sign',
    'eth_signTransaction',
    'eth_signTypedData',
    'eth_signTypedData_v3',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'personal_sign',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_getPermissions',
    'wallet_requestPermissions',
    'wallet_registerOnboarding',
    'wallet_watchAsset',
    'wallet_scanQRCode',
    'wallet_getCallsStatus',
    'wallet_showCallsStatus',
    'wallet_sendCalls',
    'wallet_getCapabilities',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    'wallet_getAssets',
  ],
  solana: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_requestAccounts',
    'solana_getAccounts',
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
  ],
  bip122: ['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses'],
  polkadot: ['polkadot_signTransaction', 'polkadot_signMessage'],
  cosmos: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'],
} as const satisfies Record<ChainNamespace, readonly string[]>

/**
 * The session events Portico listens to in each namespace: chain and account changes (AppKit's
 * default namespace events); Bitcoin wallets report address changes as `bip122_addressesChanged`
 * (WalletConnect's Bitcoin RPC reference, "Events").
 */
export const NAMESPACE_EVENTS = {
  eip155: ['chainChanged', 'accountsChanged'],
  solana: ['chainChanged', 'accountsChanged'],
  bip122: ['chainChanged', 'accountsChanged', 'bip122_addressesChanged'],
  polkadot: ['chainChanged', 'accountsChanged'],
  cosmos: ['chainChanged', 'accountsChanged'],
} as const satisfies Record<ChainNamespace, readonly string[]>
