import type { EIP1193Provider } from 'viem'

/** Wallet information announced by EIP-6963. Every field is untrusted text from a page script. */
export type EIP6963ProviderInfo = { uuid: string; name: string; icon: string; rdns: string }

/** The detail of an `eip6963:announceProvider` event. */
export type EIP6963ProviderDetail = { info: EIP6963ProviderInfo; provider: EIP1193Provider }

/** The window-like target EIP-6963 events travel on (the page's window in a browser). */
export type EIP6963Target = Pick<
  EventTarget,
  'addEventListener' | 'removeEventListener' | 'dispatchEvent'
>
