import { describe, expect, it } from 'vitest'
import { testInstance } from '../testing/index.js'

describe('portico.stores — what a dApp gets is read-only', () => {
  it('every store reads and notifies, and none can be written from outside', () => {
    const portico = testInstance()
    const seen: boolean[] = []
    const stop = portico.stores.modal.subscribe((state) => seen.push(state.open))
    portico.open()
    expect(portico.stores.modal.getState().open).toBe(true)
    expect(seen).toEqual([true])
    stop()
    for (const [name, store] of Object.entries(portico.stores)) {
      expect(name in portico._internal.stores).toBe(true)
      expect('setState' in store).toBe(false)
      expect(Object.isFrozen(store)).toBe(true)
    }
  })
})
