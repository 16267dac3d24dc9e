import type { AccountTab, ChainNamespace } from '@portico/core'
import type { ComponentType } from 'react'
import type { MessageKey } from '../../locales/en.js'
import { lazyPanel } from './tabs/lazyPanel.js'

/** What a tab panel of the Account view is given. */
export type AccountTabPanelProps = {
  namespace: ChainNamespace
  address: string
}

/** One tab of the Account view: its label and its panel. */
export type AccountTabDefinition = {
  label: MessageKey
  panel: ComponentType<AccountTabPanelProps>
}

/**
 * The Account view's tabs (spec §2 "Account tabs: Tokens, NFTs, Activity"), in order. Each panel
 * (tabs/) is its own chunk, loaded when its tab first shows (the Account view is in the modal's
 * chunk); each shows its loading, empty and error states through <TabPanelState>.
 */
export const ACCOUNT_TABS: Record<AccountTab, AccountTabDefinition> = {
  Tokens: {
    label: 'tabTokens',
    panel: lazyPanel(
      () => import('./tabs/TokensPanel.js').then((m) => m.TokensPanel),
      'tokensEmpty',
    ),
  },
  NFTs: {
    label: 'tabNfts',
    panel: lazyPanel(() => import('./tabs/NftsPanel.js').then((m) => m.NftsPanel), 'nftsEmpty'),
  },
  Activity: {
    label: 'tabActivity',
    panel: lazyPanel(
      () => import('./tabs/ActivityPanel.js').then((m) => m.ActivityPanel),
      'activityEmpty',
    ),
  },
}
