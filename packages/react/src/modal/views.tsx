import type { RouterEntry, ViewName } from '@portico/core'
import type { ComponentType, ReactNode } from 'react'
import type { MessageKey } from '../locales/en.js'
import { Account } from '../views/Account/Account.js'
import { Connect } from '../views/Connect/Connect.js'
import { ConnectingExternal } from '../views/ConnectingExternal/ConnectingExternal.js'
import { ConnectingWalletConnectView } from '../views/ConnectingWalletConnect/lazy.js'
import { ConnectingWalletConnectBasicView } from '../views/ConnectingWalletConnectBasic/lazy.js'
import { lazyView } from './lazyView.js'
import type { ViewProps } from './ViewProps.js'

/** How the modal shows view `V`: its header title and its component, given `V`'s parameters. */
export type ViewDefinition<V extends ViewName> = {
  /** Header title (a locale key). */
  title: MessageKey
  component: ComponentType<ViewProps<V>>
}

/**
 * Every view of spec §2, by router name: the type requires each one, with a component that takes
 * that view's parameters. The views a visitor meets first (Connect, the connecting and Account
 * views) are bundled with the modal; the others are `lazyView(() => import(...))` so the modal
 * chunk stays small.
 */
export const VIEWS: { readonly [V in ViewName]: ViewDefinition<V> } = {
  Connect: { title: 'connectWallet', component: Connect },
  ConnectingExternal: {
    title: 'connectWallet',
    component: ({ data }) => <ConnectingExternal connectorId={data.connectorId} />,
  },
  Account: { title: 'account', component: Account },
  ConnectingWalletConnect: { title: 'walletConnect', component: ConnectingWalletConnectView },
  ConnectingWalletConnectBasic: {
    title: 'walletConnect',
    component: ConnectingWalletConnectBasicView,
  },
  AllWallets: {
    title: 'allWallets',
    component: lazyView(() =>
      import('../views/AllWallets/AllWallets.js').then((m) => m.AllWallets),
    ),
  },
  EmailLogin: {
    title: 'email',
    component: lazyView(() =>
      import('../views/EmailLogin/EmailLogin.js').then((m) => m.EmailLogin),
    ),
  },
  ConnectingFarcaster: {
    title: 'socialFarcaster',
    component: lazyView(() =>
      import('../views/ConnectingFarcaster/ConnectingFarcaster.js').then(
        (m) => m.ConnectingFarcaster,
      ),
    ),
  },
  ProfileWallets: {
    title: 'profileWallets',
    component: lazyView(() =>
      import('../views/ProfileWallets/ProfileWallets.js').then((m) => m.ProfileWallets),
    ),
  },
  Networks: {
    title: 'networks',
    component: lazyView(() => import('../views/Networks/Networks.js').then((m) => m.Networks)),
  },
  SwitchNetwork: {
    title: 'switchNetwork',
    component: lazyView(() =>
      import('../views/SwitchNetwork/SwitchNetwork.js').then((m) => m.SwitchNetwork),
    ),
  },
  SwitchActiveChain: {
    title: 'switchNetwork',
    component: lazyView(() =>
      import('../views/SwitchActiveChain/SwitchActiveChain.js').then((m) => m.SwitchActiveChain),
    ),
  },
  UnsupportedChain: {
    title: 'switchNetwork',
    component: lazyView(() =>
      import('../views/UnsupportedChain/UnsupportedChain.js').then((m) => m.UnsupportedChain),
    ),
  },
  ApproveTransaction: {
    title: 'approveTransaction',
    component: lazyView(() =>
      import('../views/ApproveTransaction/ApproveTransaction.js').then((m) => m.ApproveTransaction),
    ),
  },
  RegisterAccountName: {
    title: 'registerName',
    component: lazyView(() =>
      import('../views/RegisterAccountName/RegisterAccountName.js').then(
        (m) => m.RegisterAccountName,
      ),
    ),
  },
  RegisterAccountNameSuccess: {
    title: 'registerNameSuccessTitle',
    component: lazyView(() =>
      import('../views/RegisterAccountNameSuccess/RegisterAccountNameSuccess.js').then(
        (m) => m.RegisterAccountNameSuccess,
      ),
    ),
  },
  SIWXSignMessage: {
    title: 'signIn',
    component: lazyView(() =>
      import('../views/SIWXSignMessage/SIWXSignMessage.js').then((m) => m.SIWXSignMessage),
    ),
  },
  WalletSend: {
    title: 'sendTitle',
    component: lazyView(() =>
      import('../views/WalletSend/WalletSend.js').then((m) => m.WalletSend),
    ),
  },
  WalletSendSelectToken: {
    title: 'sendSelectTokenTitle',
    component: lazyView(() =>
      import('../views/WalletSendSelectToken/WalletSendSelectToken.js').then(
        (m) => m.WalletSendSelectToken,
      ),
    ),
  },
  WalletSendPreview: {
    title: 'sendPreviewTitle',
    component: lazyView(() =>
      import('../views/WalletSendPreview/WalletSendPreview.js').then((m) => m.WalletSendPreview),
    ),
  },
  WalletReceive: {
    title: 'receiveTitle',
    component: lazyView(() =>
      import('../views/WalletReceive/WalletReceive.js').then((m) => m.WalletReceive),
    ),
  },
  // Swaps (docs/swaps-and-onramp.md).
  Swap: {
    title: 'swapTitle',
    component: lazyView(() => import('../views/Swap/Swap.js').then((m) => m.Swap)),
  },
  SwapSelectToken: {
    title: 'swapSelectTokenTitle',
    component: lazyView(() =>
      import('../views/SwapSelectToken/SwapSelectToken.js').then((m) => m.SwapSelectToken),
    ),
  },
  SwapPreview: {
    title: 'swapPreviewTitle',
    component: lazyView(() =>
      import('../views/SwapPreview/SwapPreview.js').then((m) => m.SwapPreview),
    ),
  },
  // The embedded wallet (docs/embedded-wallet.md "Widget views").
  EmailVerifyOtp: {
    title: 'emailVerifyOtpTitle',
    component: lazyView(() =>
      import('../views/EmailVerifyOtp/EmailVerifyOtp.js').then((m) => m.EmailVerifyOtp),
    ),
  },
  EmailVerifyDevice: {
    title: 'emailVerifyDeviceTitle',
    component: lazyView(() =>
      import('../views/EmailVerifyDevice/EmailVerifyDevice.js').then((m) => m.EmailVerifyDevice),
    ),
  },
  UpdateEmailWallet: {
    title: 'updateEmailTitle',
    component: lazyView(() =>
      import('../views/UpdateEmailWallet/UpdateEmailWallet.js').then((m) => m.UpdateEmailWallet),
    ),
  },
  UpdateEmailPrimaryOtp: {
    title: 'updateEmailPrimaryTitle',
    component: lazyView(() =>
      import('../views/UpdateEmailPrimaryOtp/UpdateEmailPrimaryOtp.js').then(
        (m) => m.UpdateEmailPrimaryOtp,
      ),
    ),
  },
  UpdateEmailSecondaryOtp: {
    title: 'updateEmailSecondaryTitle',
    component: lazyView(() =>
      import('../views/UpdateEmailSecondaryOtp/UpdateEmailSecondaryOtp.js').then(
        (m) => m.UpdateEmailSecondaryOtp,
      ),
    ),
  },
  ConnectSocials: {
    title: 'connectSocialsTitle',
    component: lazyView(() =>
      import('../views/ConnectSocials/ConnectSocials.js').then((m) => m.ConnectSocials),
    ),
  },
  ConnectingSocial: {
    title: 'connectingSocialTitle',
    component: lazyView(() =>
      import('../views/ConnectingSocial/ConnectingSocial.js').then((m) => m.ConnectingSocial),
    ),
  },
  EmbeddedWalletFrame: {
    title: 'embeddedWalletTitle',
    component: lazyView(() =>
      import('../views/EmbeddedWalletFrame/EmbeddedWalletFrame.js').then(
        (m) => m.EmbeddedWalletFrame,
      ),
    ),
  },
  // Buying crypto through an on-ramp (docs/swaps-and-onramp.md).
  OnRampProviders: {
    title: 'onrampProvidersTitle',
    component: lazyView(() =>
      import('../views/OnRampProviders/OnRampProviders.js').then((m) => m.OnRampProviders),
    ),
  },
  OnRamp: {
    title: 'onrampTitle',
    component: lazyView(() => import('../views/OnRamp/OnRamp.js').then((m) => m.OnRamp)),
  },
  OnRampFiatSelect: {
    title: 'onrampFiatSelectTitle',
    component: lazyView(() =>
      import('../views/OnRampFiatSelect/OnRampFiatSelect.js').then((m) => m.OnRampFiatSelect),
    ),
  },
  OnRampTokenSelect: {
    title: 'onrampTokenSelectTitle',
    component: lazyView(() =>
      import('../views/OnRampTokenSelect/OnRampTokenSelect.js').then((m) => m.OnRampTokenSelect),
    ),
  },
  BuyInProgress: {
    title: 'buyInProgressTitle',
    component: lazyView(() =>
      import('../views/BuyInProgress/BuyInProgress.js').then((m) => m.BuyInProgress),
    ),
  },
}

/** The definition of `view`. */
export function getView<V extends ViewName>(view: V): ViewDefinition<V> {
  return VIEWS[view]
}

/** The component of the entry's view, given the entry's parameters. */
export function renderView(entry: RouterEntry): ReactNode {
  // `entry` is one member of the union: its `data` is the parameters of its `view`, which is what
  // that view's component takes (TypeScript does not relate the two through the index).
  const View = VIEWS[entry.view].component as ComponentType<{ data?: unknown }>
  return <View data={entry.data} />
}
