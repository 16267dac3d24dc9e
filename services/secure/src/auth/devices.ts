import type { Kysely } from 'kysely'
import { createToken, hashToken } from '../crypto/secretTokens.js'
import type { SecureDatabase } from '../db/schema.js'

/** How long a device-approval link works. */
export const DEVICE_APPROVAL_TTL_MS = 10 * 60 * 1_000

/** The stored form of a device id. */
export function hashDeviceId(deviceId: string): string {
  return hashToken(`device:${deviceId}`)
}

/** Whether the user confirmed this device before. */
export async function isDeviceKnown(
  db: Kysely<SecureDatabase>,
  userId: string,
  deviceHash: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('secure_devices')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('device_hash', '=', deviceHash)
    .executeTakeFirst()
  return row !== undefined
}

/** Remembers a device as the user's (idempotent). */
export async function rememberDevice(
  db: Kysely<SecureDatabase>,
  userId: string,
  deviceHash: string,
  now: number,
): Promise<void> {
  await db
    .insertInto('secure_devices')
    .values({ user_id: userId, device_hash: deviceHash, approved_at: now })
    .onConflict((conflict) => conflict.columns(['user_id', 'device_hash']).doNothing())
    .execute()
}

/** Makes a device-approval link token (stored hashed); returns it in clear, once, for the mail. */
export async function createDeviceApproval(
  db: Kysely<SecureDatabase>,
  {
    userId,
    email,
    deviceHash,
    origin,
    ip,
    now,
  }: {
    userId: string
    email: string
    deviceHash: string
    /** The dApp origin the login came from, when the frame named it. */
    origin: string | null
    /** The requesting client's address (the mail and the page name it). */
    ip: string
    now: number
  },
): Promise<string> {
  const token = createToken()
  await db
    .insertInto('secure_device_approvals')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      email,
      device_hash: deviceHash,
      origin,
      ip,
      created_at: now,
      expires_at: now + DEVICE_APPROVAL_TTL_MS,
      approved_at: null,
    })
    .execute()
  return token
}

/** A pending approval of a link token: not used, not expired. */
export async function findDeviceApproval(db: Kysely<SecureDatabase>, token: string, now: number) {
  return db
    .selectFrom('secure_device_approvals')
    .select(['token_hash', 'user_id', 'email', 'device_hash', 'origin', 'ip', 'created_at'])
    .where('token_hash', '=', hashToken(token))
    .where('approved_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst()
}

/** Uses up an approval link; false when another request used it first. */
export async function markDeviceApproved(
  db: Kysely<SecureDatabase>,
  tokenHash: string,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('secure_device_approvals')
    .set({ approved_at: now })
    .where('token_hash', '=', tokenHash)
    .where('approved_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}
