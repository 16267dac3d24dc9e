import { lazyView } from '../../modal/lazyView.js'

/** ConnectingWalletConnectBasic, loaded the first time it is shown. */
export const ConnectingWalletConnectBasicView = lazyView(() =>
  import('./ConnectingWalletConnectBasic.js').then((m) => m.ConnectingWalletConnectBasic),
)
