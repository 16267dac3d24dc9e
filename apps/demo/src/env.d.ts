/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly PORTICO_CHAIN_A_RPC: string
  readonly PORTICO_CHAIN_B_RPC: string
  readonly PORTICO_API_URL: string
  readonly PORTICO_RELAY_URL: string
  readonly PORTICO_SECURE_URL?: string
  readonly PORTICO_BITCOIN_API_URL: string
  readonly PORTICO_SOLANA_RPC: string
  readonly PORTICO_SOLANA_WS: string
  readonly PORTICO_SOLANA_CAIP_NETWORK_ID: string
}
