import type { AccountTab, ChainNamespace } from '@portico/core'
import type { ComponentType } from 'react'
import type { MessageKey } from '../../locales/en.js'
import { TabPanelState } from './TabPanelState.js'

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
 * The Account view's tabs (spec §2 "Account tabs: Tokens, NFTs, Activity"), in order. The panels
 * here are shells: the account issue replaces each `panel` with the real list, which shows its
 * loading, empty and error states through <TabPanelState>.
 */
export const ACCOUNT_TABS: Record<AccountTab, AccountTabDefinition> = {
  Tokens: { label: 'tabTokens', panel: () => <TabPanelState state="empty" empty="tokensEmpty" /> },
  NFTs: { label: 'tabNfts', panel: () => <TabPanelState state="empty" empty="nftsEmpty" /> },
  Activity: {
    label: 'tabActivity',
    panel: () => <TabPanelState state="empty" empty="activityEmpty" />,
  },
}
