import type { Kysely } from 'kysely'
import { hashToken } from '../../crypto/secretTokens.js'
import type { SecureDatabase } from '../../db/schema.js'
import { SecureError } from '../../server/errors.js'
import { DPOP_IAT_WINDOW_MS, type DpopProof } from './verifyDpopProof.js'

/**
 * Records a proof's `jti` for as long as its `iat` is accepted, so the same proof is refused a
 * second time (RFC 9449 §11.1) on every node sharing the database. Throws DPOP_INVALID on replay.
 */
export async function rememberDpopProof(
  db: Kysely<SecureDatabase>,
  proof: DpopProof,
): Promise<void> {
  const result = await db
    .insertInto('secure_dpop_proofs')
    .values({
      jti_hash: hashToken(`${proof.jkt}:${proof.jti}`),
      expires_at: proof.issuedAt + DPOP_IAT_WINDOW_MS,
    })
    .onConflict((conflict) => conflict.column('jti_hash').doNothing())
    .executeTakeFirst()
  if (Number(result.numInsertedOrUpdatedRows ?? 0n) === 0)
    throw new SecureError('DPOP_INVALID', { details: 'the proof was used before' })
}
