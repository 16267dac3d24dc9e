import type { Kysely } from 'kysely'
import type { ServerKeys } from '../crypto/createServerKeys.js'
import type { SecureDatabase } from '../db/schema.js'

/**
 * Associated data of a device's encrypted server share: a row copied to another user or another
 * device does not decrypt.
 */
function deviceShareContext(userId: string, deviceHash: string) {
  return `device-share:${userId}:${deviceHash}`
}

/**
 * Keeps the server half of a device's own 2-of-2 split (encrypted at rest, bound to the user and
 * the device), replacing the device's earlier one (a device that recovered again).
 */
export async function saveDeviceShare(
  db: Kysely<SecureDatabase>,
  keys: ServerKeys,
  {
    userId,
    deviceHash,
    serverShare,
    now,
  }: { userId: string; deviceHash: string; serverShare: string; now: number },
): Promise<void> {
  const encrypted = keys.shares.encrypt(serverShare, deviceShareContext(userId, deviceHash))
  await db
    .insertInto('secure_wallet_devices')
    .values({ user_id: userId, device_hash: deviceHash, server_share: encrypted, created_at: now })
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'device_hash'])
        .doUpdateSet({ server_share: encrypted, created_at: now }),
    )
    .execute()
}

/** The server half of this device's split, decrypted; undefined when the device has none (revoked or never registered). */
export async function readDeviceShare(
  db: Kysely<SecureDatabase>,
  keys: ServerKeys,
  { userId, deviceHash }: { userId: string; deviceHash: string },
): Promise<string | undefined> {
  const row = await db
    .selectFrom('secure_wallet_devices')
    .select('server_share')
    .where('user_id', '=', userId)
    .where('device_hash', '=', deviceHash)
    .executeTakeFirst()
  return row
    ? keys.shares.decrypt(row.server_share, deviceShareContext(userId, deviceHash))
    : undefined
}

/** Deletes a device's server share (revocation): its device half alone rebuilds nothing. */
export async function deleteDeviceShare(
  db: Kysely<SecureDatabase>,
  { userId, deviceHash }: { userId: string; deviceHash: string },
): Promise<void> {
  await db
    .deleteFrom('secure_wallet_devices')
    .where('user_id', '=', userId)
    .where('device_hash', '=', deviceHash)
    .execute()
}
