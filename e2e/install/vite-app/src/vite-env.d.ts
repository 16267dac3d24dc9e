/// <reference types="vite/client" />
interface ImportMetaEnv {
  /** The Portico API (services/api) of the local stack. */
  readonly VITE_PORTICO_API_URL: string
  /** The devnet's first anvil chain (31337). */
  readonly VITE_CHAIN_RPC_URL: string
  /** The stack's WalletConnect relay. */
  readonly VITE_RELAY_URL: string
  /** The stack's embedded-wallet site (services/secure). */
  readonly VITE_SECURE_URL: string
}
