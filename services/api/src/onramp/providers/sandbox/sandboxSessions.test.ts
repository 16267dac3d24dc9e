import { afterEach, describe, expect, it } from 'vitest'
import type { ApiDatabase } from '../../../db/createDatabase.js'
import { ENGINES, openTestDatabase } from '../../../testing/openTestDatabase.js'
import { SANDBOX_SESSION_TTL_MS } from './sandboxConstants.js'
import { createSandboxSessions, type NewSandboxSession, UNPAID_KEPT_MS } from './sandboxSessions.js'

const NEW: NewSandboxSession = {
  project_id: 'p1',
  partner_user_id: 'user-1',
  chain_id: 31337,
  network: 'devnet-a',
  asset: 'USDC',
  token_address: '0xa15bb66138824a1c7167f5e85b957d04dd34e468',
  decimals: 6,
  destination: '0x000000000000000000000000000000000000dead',
  payment_currency: 'USD',
  payment_method: 'card',
  payment_total: '100.00',
  provider_fee: '1.50',
  network_fee: '0.10',
  payment_subtotal: '98.40',
  purchase_amount: '98400000',
}

describe.each(ENGINES)('sandbox checkout sessions on %s (migration 0007)', (engine) => {
  let database: ApiDatabase | undefined
  afterEach(() => database?.destroy())

  it('stores a session with a 128-bit id, reads it back with numbers for bigint columns', async () => {
    database = await openTestDatabase(engine)
    const at = 1_795_300_000_000
    const sessions = createSandboxSessions(database.db, () => at, SANDBOX_SESSION_TTL_MS)
    const created = await sessions.create(NEW)
    expect(created.id).toMatch(/^[0-9a-f]{32}$/)
    expect(await sessions.get(created.id)).toEqual({
      ...NEW,
      id: created.id,
      status: 'open',
      tx_hash: null,
      created_at: at,
      updated_at: at,
      expires_at: at + 30 * 60_000,
    })
    expect(await sessions.get('not-an-id')).toBeUndefined()
    expect(await sessions.get('0'.repeat(32))).toBeUndefined()
  })

  it('of 12 concurrent claims exactly one wins ("single use"), and a paid session cannot be claimed again', async () => {
    database = await openTestDatabase(engine)
    const sessions = createSandboxSessions(database.db, Date.now, SANDBOX_SESSION_TTL_MS)
    const { id } = await sessions.create(NEW)
    const claims = await Promise.all(Array.from({ length: 12 }, () => sessions.claim(id)))
    expect(claims.filter(Boolean)).toHaveLength(1)
    await sessions.recordTransaction(id, '0xabc')
    // Sent: a release no longer reopens it (nothing may be sent twice).
    await sessions.release(id)
    expect((await sessions.get(id))?.status).toBe('paying')
    await sessions.finish(id, 'paid')
    expect(await sessions.get(id)).toMatchObject({ status: 'paid', tx_hash: '0xabc' })
    expect(await sessions.claim(id)).toBe(false)
  })

  it('a claim released before anything was sent can be claimed again; an expired one cannot', async () => {
    database = await openTestDatabase(engine)
    let clock = 1_795_300_000_000
    const sessions = createSandboxSessions(database.db, () => clock, SANDBOX_SESSION_TTL_MS)
    const { id } = await sessions.create(NEW)
    expect(await sessions.claim(id)).toBe(true)
    await sessions.release(id)
    expect((await sessions.get(id))?.status).toBe('open')
    clock += SANDBOX_SESSION_TTL_MS
    expect(await sessions.claim(id)).toBe(false)
  })

  it('a session that expired unpaid is deleted a day later; a paid one is kept', async () => {
    database = await openTestDatabase(engine)
    let clock = 1_795_300_000_000
    const sessions = createSandboxSessions(database.db, () => clock, SANDBOX_SESSION_TTL_MS)
    const unpaid = await sessions.create(NEW)
    const paid = await sessions.create(NEW)
    expect(await sessions.claim(paid.id)).toBe(true)
    await sessions.finish(paid.id, 'paid')
    clock += SANDBOX_SESSION_TTL_MS + UNPAID_KEPT_MS
    await sessions.create(NEW)
    expect(await sessions.get(unpaid.id)).toBeDefined()
    clock += 1
    await sessions.create(NEW)
    expect(await sessions.get(unpaid.id)).toBeUndefined()
    expect((await sessions.get(paid.id))?.status).toBe('paid')
  })
})
