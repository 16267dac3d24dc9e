import type { Kysely } from 'kysely'
import { type Address, getAddress, type Hex, keccak256, type PublicClient, toBytes } from 'viem'
import type { Database } from '../db/schema.js'
import { coinTypeToChainId } from './coinTypeToChainId.js'
import { ProfileError } from './ProfileError.js'
import { parseAccountName } from './parseAccountName.js'
import { parseNameMessage } from './parseNameMessage.js'
import type { ProfileChain } from './profileOptions.js'
import { readStoredName, type StoredName } from './readStoredNames.js'
import { verifyNameSignature } from './verifyNameSignature.js'

/** A message older than this is refused (it may have been captured and replayed later). */
export const NAME_MESSAGE_MAX_AGE_S = 600
/** A message this far ahead of the server's clock is refused (clocks drift a little, not more). */
export const NAME_MESSAGE_MAX_AHEAD_S = 60

/** The body of `POST /v1/profile/account` (spec §7). */
export type RegisterNameBody = {
  coin_type: number
  address: string
  message: string
  signature: string
}

export type RegisterNameParameters = {
  db: Kysely<Database>
  /** Epoch milliseconds. */
  now(): number
  zone: string
  chains: readonly ProfileChain[]
  /** A public client of a chain's RPC. */
  getClient(chain: ProfileChain): PublicClient
  /** Names of the zone already held on chain (the devnet's seed names): taken too. */
  isHeldOnChain(name: string): Promise<boolean>
  body: RegisterNameBody
}

/**
 * Registers (or, by its owner, updates) the name of a signed message, spec §7 `POST
 * /v1/profile/account`. In order, each refusal a ProfileError: the message (JSON of name,
 * attributes, timestamp), the name (`<label>.<zone>`, spec §5 rules), the timestamp (at most 10 min
 * old, 1 min ahead), the coin type (ENSIP-11, 'Invalid chainId') and its chain (one this API
 * serves), a name another address holds ('Name is already taken'), a replay (the same message
 * again, or a timestamp not newer than the address's last accepted one), then the signature
 * (verifyNameSignature on that chain). The accepted timestamp and the name are written in one
 * transaction, so two racing copies of one message register once.
 */
export async function registerName({
  db,
  now,
  zone,
  chains,
  getClient,
  isHeldOnChain,
  body,
}: RegisterNameParameters): Promise<StoredName> {
  const message = parseNameMessage(body.message)
  const { name } = parseAccountName(message.name, { zone })
  const nowS = Math.floor(now() / 1_000)
  if (message.timestamp < nowS - NAME_MESSAGE_MAX_AGE_S) throw new ProfileError('STALE_MESSAGE')
  if (message.timestamp > nowS + NAME_MESSAGE_MAX_AHEAD_S) throw new ProfileError('FUTURE_MESSAGE')
  const chainId = coinTypeToChainId(body.coin_type)
  const chain = chains.find((c) => c.chainId === chainId)
  if (!chain)
    throw new ProfileError('UNSUPPORTED_CHAIN', {
      message: `Unsupported chain: chain ${chainId} (coin type ${body.coin_type}) is not one this API serves`,
    })
  const address = body.address.toLowerCase()

  const existing = await readStoredName(db, name)
  if (existing && existing.owner !== address) throw new ProfileError('NAME_TAKEN')
  if (!existing && (await isHeldOnChain(name))) throw new ProfileError('NAME_TAKEN')

  const messageHash = keccak256(toBytes(`${body.message}\n${body.signature.toLowerCase()}`))
  const refuseReplay = (last: { last_message_hash: string } | undefined) => {
    throw new ProfileError(
      last?.last_message_hash === messageHash ? 'REPLAYED_MESSAGE' : 'OUTDATED_MESSAGE',
    )
  }
  const nonce = await db
    .selectFrom('profile_nonces')
    .select(['last_timestamp', 'last_message_hash'])
    .where('address', '=', address)
    .executeTakeFirst()
  if (nonce && message.timestamp <= Number(nonce.last_timestamp)) refuseReplay(nonce)

  const kind = await verifyNameSignature({
    client: getClient(chain),
    address: getAddress(address) as Address,
    message: body.message,
    signature: body.signature as Hex,
  })

  const at = now()
  await db.transaction().execute(async (trx) => {
    // Only a newer timestamp moves the mark: a racing copy of this message finds it moved.
    const marked = await trx
      .insertInto('profile_nonces')
      .values({
        address,
        last_timestamp: message.timestamp,
        last_message_hash: messageHash,
        updated_at: at,
      })
      .onConflict((oc) =>
        oc
          .column('address')
          .doUpdateSet({
            last_timestamp: message.timestamp,
            last_message_hash: messageHash,
            updated_at: at,
          })
          .where('profile_nonces.last_timestamp', '<', message.timestamp),
      )
      .executeTakeFirst()
    if (Number(marked.numInsertedOrUpdatedRows ?? 0n) === 0)
      refuseReplay(
        await trx
          .selectFrom('profile_nonces')
          .select('last_message_hash')
          .where('address', '=', address)
          .executeTakeFirst(),
      )
    const attributes = JSON.stringify(message.attributes)
    if (existing) {
      const updated = await trx
        .updateTable('profile_names')
        .set({ attributes, updated_at: at })
        .where('name', '=', name)
        .where('owner', '=', address)
        .executeTakeFirst()
      if (Number(updated.numUpdatedRows) === 0) throw new ProfileError('NAME_TAKEN')
    } else {
      const inserted = await trx
        .insertInto('profile_names')
        .values({ name, zone, owner: address, attributes, registered_at: at, updated_at: at })
        .onConflict((oc) => oc.column('name').doNothing())
        .executeTakeFirst()
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0)
        throw new ProfileError('NAME_TAKEN')
    }
    await trx
      .insertInto('profile_name_addresses')
      .values({ name, coin_type: body.coin_type, address, account_kind: kind, created_at: at })
      .onConflict((oc) =>
        oc.columns(['name', 'coin_type']).doUpdateSet({ address, account_kind: kind }),
      )
      .execute()
  })
  const stored = await readStoredName(db, name)
  if (!stored) throw new Error(`${name} was registered but cannot be read back`)
  return stored
}
