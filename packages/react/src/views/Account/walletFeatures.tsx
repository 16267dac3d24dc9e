import type { Portico, WalletFeature } from '@portico/core'
import type { ComponentType } from 'react'
import type { MessageKey } from '../../locales/en.js'
import { BuyIcon, ReceiveIcon, SendIcon, SwapIcon } from '../../ui/icons.js'
import { startSwap } from '../../ui/swap/startSwap.js'

/** How the Account view shows one wallet feature, and what its button opens. */
export type WalletFeatureDefinition = {
  label: MessageKey
  icon: ComponentType<{ size?: number }>
  /**
   * Opens the feature (e.g. `portico.modal.pushView({ view: 'Send' })`). A feature without it shows a
   * note that it is coming: the feature's own issue sets it here.
   */
  open?: ((portico: Portico) => void) | undefined
}

/** The wallet features row of the Account view (the order comes from `walletFeaturesFor`). */
export const WALLET_FEATURES: Record<WalletFeature, WalletFeatureDefinition> = {
  onramp: {
    label: 'featureOnramp',
    icon: BuyIcon,
    // The options load (the API's, else the built-in defaults) while OnRampProviders shows; it
    // shows them loading from the click on (the action's module may still be on its way).
    open: (portico) => {
      portico._internal.stores.onramp.setState({ optionsLoading: true })
      void portico.onramp
        .fetchOptions()
        .catch(() => portico._internal.stores.onramp.setState({ optionsLoading: false }))
      portico.modal.pushView({ view: 'OnRampProviders' })
    },
  },
  swaps: {
    label: 'featureSwaps',
    icon: SwapIcon,
    // The swap starts at once (tokens, balances, prices) while the Swap view loads.
    open: (portico) => {
      void startSwap(portico)
      portico.modal.pushView({ view: 'Swap' })
    },
  },
  receive: {
    label: 'featureReceive',
    icon: ReceiveIcon,
    open: (portico) => portico.modal.pushView({ view: 'WalletReceive' }),
  },
  send: {
    label: 'featureSend',
    icon: SendIcon,
    open: (portico) => portico.modal.pushView({ view: 'WalletSend' }),
  },
}
