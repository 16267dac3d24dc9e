import { lazyView } from '../../modal/lazyView.js'

/** ConnectingWalletConnect, loaded the first time it is shown (the QR encoder loads later still). */
export const ConnectingWalletConnectView = lazyView(() =>
  import('./ConnectingWalletConnect.js').then((m) => m.ConnectingWalletConnect),
)
