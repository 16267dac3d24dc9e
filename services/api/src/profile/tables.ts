import type { ColumnType } from 'kysely'

/** A bigint column: PostgreSQL hands int8 back as a string, SQLite as a number (read via Number()). */
type BigintColumn = ColumnType<number | string, number | string, number | string>

/** An account name registered through `POST /v1/profile/account` (spec §7). */
export type ProfileNamesTable = {
  /** The full name, lower-case: `<label>.<zone>`. */
  name: string
  zone: string
  /** Lower-case address of the account that registered it; only it may update the name. */
  owner: string
  /** JSON object of text records (avatar, bio, …). */
  attributes: string
  /** Epoch milliseconds. */
  registered_at: BigintColumn
  /** Epoch milliseconds. */
  updated_at: BigintColumn
}

/** How a name's address proved itself: an EOA's key (any EVM chain) or a contract's ERC-1271/6492. */
export type ProfileAccountKind = 'eoa' | 'contract'

/** One address of a name, per ENSIP-11 coin type. */
export type ProfileNameAddressesTable = {
  name: string
  coin_type: BigintColumn
  /** Lower-case 0x address. */
  address: string
  account_kind: ProfileAccountKind
  /** Epoch milliseconds. */
  created_at: BigintColumn
}

/** Replay protection: the newest message timestamp accepted from each address. */
export type ProfileNoncesTable = {
  /** Lower-case 0x address. */
  address: string
  /** Unix seconds of the last accepted message. */
  last_timestamp: BigintColumn
  /** keccak256 of the last accepted message and signature, to tell a replay from a stale message. */
  last_message_hash: string
  /** Epoch milliseconds. */
  updated_at: BigintColumn
}

/** The tables of account names. */
export type ProfileTables = {
  profile_names: ProfileNamesTable
  profile_name_addresses: ProfileNameAddressesTable
  profile_nonces: ProfileNoncesTable
}
