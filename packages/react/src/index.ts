// Next.js and other React Server Components frameworks: everything here runs in the browser (the
// provider, the buttons and the hooks hold state and effects), so a server component may render
// <PorticoProvider> or <ConnectButton> straight from this entry. tsc keeps the directive in dist.
'use client'

export {
  AccountButton,
  type AccountButtonProps,
} from './components/AccountButton/AccountButton.js'
export { ConnectButton, type ConnectButtonProps } from './components/ConnectButton/ConnectButton.js'
export {
  NetworkButton,
  type NetworkButtonProps,
} from './components/NetworkButton/NetworkButton.js'
export type { ButtonSize } from './components/shared/buttonClassName.js'
export { PorticoProviderMissingError } from './hooks/PorticoProviderMissingError.js'
export {
  type UseAccountParameters,
  type UseAccountReturnType,
  useAccount,
} from './hooks/useAccount.js'
export {
  type ConnectStatus,
  type UseConnectReturnType,
  useConnect,
} from './hooks/useConnect.js'
export {
  type ConnectionItem,
  type UseConnectionsParameters,
  type UseConnectionsReturnType,
  useConnections,
} from './hooks/useConnections.js'
export { useConnectors } from './hooks/useConnectors.js'
export { type UseDisconnectReturnType, useDisconnect } from './hooks/useDisconnect.js'
export { type PorticoEventRecord, useEvents } from './hooks/useEvents.js'
export { type UseModalReturnType, useModal } from './hooks/useModal.js'
export { type UseNetworkReturnType, useNetwork } from './hooks/useNetwork.js'
export { usePortico } from './hooks/usePortico.js'
export { type PorticoEventOf, usePorticoEvent } from './hooks/usePorticoEvent.js'
export { type UsePorticoStateReturnType, usePorticoState } from './hooks/usePorticoState.js'
export { type UseProviderReturnType, useProvider } from './hooks/useProvider.js'
export {
  type SwitchNetworkStatus,
  type UseSwitchNetworkReturnType,
  useSwitchNetwork,
} from './hooks/useSwitchNetwork.js'
export {
  type UseWalletInfoReturnType,
  useWalletInfo,
  type WalletInfo,
} from './hooks/useWalletInfo.js'
export {
  type UseWalletListParameters,
  type UseWalletListReturnType,
  useWalletList,
} from './hooks/useWalletList.js'
export { en, type MessageKey, type Messages } from './locales/en.js'
export { LOCALES, type LocaleCode, RTL_LOCALES } from './locales/locales.js'
export { resolveLocale } from './locales/resolveLocale.js'
export type { Translation } from './locales/Translation.js'
export { PorticoProvider, type PorticoProviderProps } from './PorticoProvider.js'
export type { ThemeMode, ThemeOptions, ThemeVariables } from './theme/theme.js'
