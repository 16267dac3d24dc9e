/** English strings, bundled. Other locales load on demand and have the same keys. */
export const en = {
  connectWallet: 'Connect Wallet',
  connecting: 'Connecting…',
  close: 'Close',
  back: 'Back',
  wallets: 'Wallets',
  noWallets: 'No browser wallet found. Install one, then reload this page.',
  continueIn: 'Continue in {name}',
  acceptRequest: 'Accept the connection request in your wallet',
  tryAgain: 'Try again',
  account: 'Account',
  disconnect: 'Disconnect',
  accountButtonLabel: 'Account {address}, balance {balance}',
  walletIcon: '{name} icon',
  allWallets: 'All wallets',
  searchWallets: 'Search wallets',
  notInstalled: 'Not installed',
  noWalletsFound: 'No wallet found',
  walletCount: '{count} wallets',
  viewLoadFailed: 'This view could not be loaded. Check your connection and try again.',
  /** Spec §8 messages, keyed by their English text so errors can be shown in any locale. */
  errors: {
    'Connection rejected': 'Connection rejected',
    'Failed to connect': 'Failed to connect',
    'Modal closed': 'Modal closed',
    'project id not configured': 'project id not configured',
    'Project ID Not Configured': 'Project ID Not Configured',
  } as Record<string, string>,
}

export type Messages = typeof en
export type MessageKey = Exclude<keyof Messages, 'errors'>
