import type { ColumnType } from 'kysely'

/** A bigint column: PostgreSQL hands int8 back as a string, SQLite as a number (read via Number()). */
type BigintColumn = ColumnType<number | string, number | string, number | string>

/**
 * Where a sandbox checkout stands: `open` (waiting for the card), `paying` (one payment claimed it
 * and is delivering), `paid` (delivered, `tx_hash` mined), `failed` (the delivery reverted).
 */
export type SandboxSessionStatus = 'open' | 'paying' | 'paid' | 'failed'

/**
 * A checkout session of the devnet sandbox on-ramp: what is bought, how much, where it goes and at
 * which price, fixed when `POST /v1/generators/onrampurl` made it. Amounts are exact decimal strings
 * (fiat with 2 decimals, the purchase in base units).
 */
export type OnrampSandboxSessionsTable = {
  /** 32 hex digits (128 random bits): the capability the checkout URL carries. */
  id: string
  project_id: string
  partner_user_id: string
  /** Decimal chain id of the devnet chain it is delivered on. */
  chain_id: BigintColumn
  /** The network's name in the options ('devnet-a'). */
  network: string
  /** The purchase currency's symbol: 'USDC', 'ETH'. */
  asset: string
  /** The token contract, lower-case; NATIVE_TOKEN_ADDRESS for ETH. */
  token_address: string
  /** Decimals of the purchase currency. */
  decimals: number
  /** Lower-case 0x address the tokens go to. */
  destination: string
  /** ISO 4217 id: 'USD', 'EUR'. */
  payment_currency: string
  /** 'card', 'ach'. */
  payment_method: string
  /** What the buyer pays, '10.00'. */
  payment_total: string
  provider_fee: string
  network_fee: string
  payment_subtotal: string
  /** What is delivered, base units as a decimal string. */
  purchase_amount: string
  status: SandboxSessionStatus
  /** The delivery's transaction, once sent. */
  tx_hash: string | null
  /** Epoch milliseconds. */
  created_at: BigintColumn
  expires_at: BigintColumn
  updated_at: BigintColumn
}

/** The tables of the on-ramp. */
export type OnrampTables = {
  onramp_sandbox_sessions: OnrampSandboxSessionsTable
}
