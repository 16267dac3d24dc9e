import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider'

/** Most records kept per model (sessions, codes, tokens …); the oldest go first. */
export const MEMORY_ADAPTER_MAX_RECORDS = 10_000

type StoredRecord = { payload: AdapterPayload; expiresAt: number }

/**
 * oidc-provider's storage for one provider instance, in memory and bounded: a devnet loses its
 * logins on restart, and two providers in one process (tests) share nothing.
 */
export function createMemoryAdapter({
  maxRecords = MEMORY_ADAPTER_MAX_RECORDS,
  now = Date.now,
}: {
  maxRecords?: number
  now?: () => number
} = {}): AdapterFactory {
  const models = new Map<string, Adapter>()
  /** grantId → removers of everything issued under it (codes, tokens), across models. */
  const grants = new Map<string, Set<() => void>>()

  return (name: string) => {
    const existing = models.get(name)
    if (existing) return existing
    const records = new Map<string, StoredRecord>()
    const byUid = new Map<string, string>()
    const byUserCode = new Map<string, string>()

    const read = (id: string | undefined) => {
      if (id === undefined) return undefined
      const record = records.get(id)
      if (!record) return undefined
      if (record.expiresAt <= now()) {
        remove(id)
        return undefined
      }
      return record.payload
    }
    const remove = (id: string) => {
      const record = records.get(id)
      if (!record) return
      records.delete(id)
      const { uid, userCode } = record.payload
      if (uid && byUid.get(uid) === id) byUid.delete(uid)
      if (userCode && byUserCode.get(userCode) === id) byUserCode.delete(userCode)
    }

    const adapter: Adapter = {
      async upsert(id, payload, expiresIn) {
        remove(id)
        records.set(id, {
          payload: structuredClone(payload),
          expiresAt: typeof expiresIn === 'number' ? now() + expiresIn * 1000 : Infinity,
        })
        if (payload.uid) byUid.set(payload.uid, id)
        if (payload.userCode) byUserCode.set(payload.userCode, id)
        if (payload.grantId) {
          const members = grants.get(payload.grantId) ?? new Set()
          members.add(() => remove(id))
          grants.set(payload.grantId, members)
          if (grants.size > maxRecords) grants.delete(grants.keys().next().value as string)
        }
        while (records.size > maxRecords) {
          const oldest = records.keys().next().value
          if (oldest === undefined) break
          remove(oldest)
        }
      },
      async find(id) {
        const payload = read(id)
        return payload && structuredClone(payload)
      },
      async findByUid(uid) {
        const payload = read(byUid.get(uid))
        return payload && structuredClone(payload)
      },
      async findByUserCode(userCode) {
        const payload = read(byUserCode.get(userCode))
        return payload && structuredClone(payload)
      },
      async consume(id) {
        const payload = read(id)
        if (payload) payload.consumed = Math.floor(now() / 1000)
      },
      async destroy(id) {
        remove(id)
      },
      async revokeByGrantId(grantId) {
        for (const revoke of grants.get(grantId) ?? []) revoke()
        grants.delete(grantId)
      },
    }
    models.set(name, adapter)
    return adapter
  }
}
