import type { EIP6963ProviderInfo, TestWalletEIP1193Provider } from './types.js'

/** What an EIP-6963 announcement and request travel on: a window, or any EventTarget in Node. */
export type AnnounceTarget = Pick<
  EventTarget,
  'addEventListener' | 'removeEventListener' | 'dispatchEvent'
>

/** Parameters of `announceProvider`. */
export type AnnounceProviderParameters = {
  target: AnnounceTarget
  info: EIP6963ProviderInfo
  provider: TestWalletEIP1193Provider
}

/**
 * Announces a provider with EIP-6963 now and again on every `eip6963:requestProvider`.
 * Returns a function that stops answering requests.
 */
export function announceProvider({
  target,
  info,
  provider,
}: AnnounceProviderParameters): () => void {
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider })
  const announce = () => {
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  }
  announce()
  target.addEventListener('eip6963:requestProvider', announce)
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
