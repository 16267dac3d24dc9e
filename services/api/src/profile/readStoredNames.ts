import type { AccountName } from '@portico/protocol'
import type { Kysely } from 'kysely'
import { getAddress } from 'viem'
import type { Database } from '../db/schema.js'
import { isEvmCoinType } from './coinTypeToChainId.js'
import type { ProfileAccountKind } from './tables.js'

/** A name as stored, with its addresses. Times in epoch milliseconds. */
export type StoredName = {
  name: string
  zone: string
  owner: string
  attributes: Record<string, string>
  registeredAt: number
  updatedAt: number
  addresses: { coinType: number; address: string; kind: ProfileAccountKind; createdAt: number }[]
}

/** Reads names (and their addresses), newest registration first. */
async function readNames(db: Kysely<Database>, names: readonly string[]): Promise<StoredName[]> {
  if (names.length === 0) return []
  const [rows, addresses] = await Promise.all([
    db.selectFrom('profile_names').selectAll().where('name', 'in', names).execute(),
    db
      .selectFrom('profile_name_addresses')
      .selectAll()
      .where('name', 'in', names)
      .orderBy('created_at')
      .orderBy('coin_type')
      .execute(),
  ])
  return rows
    .map((row) => ({
      name: row.name,
      zone: row.zone,
      owner: row.owner,
      attributes: JSON.parse(row.attributes) as Record<string, string>,
      registeredAt: Number(row.registered_at),
      updatedAt: Number(row.updated_at),
      addresses: addresses
        .filter((a) => a.name === row.name)
        .map((a) => ({
          coinType: Number(a.coin_type),
          address: a.address,
          kind: a.account_kind,
          createdAt: Number(a.created_at),
        })),
    }))
    .sort((a, b) => b.registeredAt - a.registeredAt || a.name.localeCompare(b.name))
}

/** A stored name, or undefined. `name` is the lower-case full name. */
export async function readStoredName(
  db: Kysely<Database>,
  name: string,
): Promise<StoredName | undefined> {
  return (await readNames(db, [name]))[0]
}

/** The names with `address` (any case) for some coin type, newest registration first. */
export async function readStoredNamesOfAddress(
  db: Kysely<Database>,
  address: string,
): Promise<StoredName[]> {
  const rows = await db
    .selectFrom('profile_name_addresses')
    .select('name')
    .distinct()
    .where('address', '=', address.toLowerCase())
    .execute()
  return readNames(
    db,
    rows.map((r) => r.name),
  )
}

/**
 * The address a name resolves to for an EVM `coinType`: the one registered for that coin type,
 * else — as ENSIP-19's default EVM address — the address an EOA registered on any EVM chain (its
 * key signs on every chain). A contract account proved itself on one chain only, so it resolves
 * only for that chain's coin type. Undefined when none.
 */
export function evmAddressOf(stored: StoredName, coinType: number): string | undefined {
  if (!isEvmCoinType(coinType)) return undefined
  const exact = stored.addresses.find((a) => a.coinType === coinType)
  if (exact) return exact.address
  return stored.addresses.find((a) => a.kind === 'eoa' && isEvmCoinType(a.coinType))?.address
}

/** A name as the API answers it (spec §7, apiVersion 2): unix seconds, checksummed addresses. */
export type AccountNameResponse = AccountName

const toSeconds = (ms: number) => Math.floor(ms / 1_000)

/** The API's answer for a stored name. */
export function toAccountNameResponse(stored: StoredName): AccountNameResponse {
  return {
    name: stored.name,
    registered: toSeconds(stored.registeredAt),
    updated: toSeconds(stored.updatedAt),
    addresses: Object.fromEntries(
      stored.addresses.map((a) => [
        String(a.coinType),
        { address: getAddress(a.address), created: toSeconds(a.createdAt) },
      ]),
    ),
    attributes: [{ ...stored.attributes }],
  }
}
