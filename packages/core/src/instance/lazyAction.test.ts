import { describe, expect, it } from 'vitest'
import { lazyAction } from './lazyAction.js'

describe('lazyAction — an action module loaded on first call', () => {
  it('loads once, passes the context and arguments, and runs later calls without waiting', async () => {
    const calls: string[] = []
    let loads = 0
    const run = lazyAction({ id: 'ctx' }, async () => {
      loads++
      return async (context: { id: string }, name: string) => {
        calls.push(`${context.id}:${name}`)
        return name.length
      }
    })
    const first = run('a')
    expect(calls).toEqual([]) // the module is still loading
    expect(await first).toBe(1)
    const second = run('bcd')
    expect(calls).toEqual(['ctx:a', 'ctx:bcd']) // started synchronously, as a static import would
    expect(await second).toBe(3)
    expect(loads).toBe(1)
  })

  it('a failing load rejects that call and is tried again on the next', async () => {
    let attempt = 0
    const run = lazyAction(undefined, async () => {
      attempt++
      if (attempt === 1) throw new Error('chunk failed to load')
      return async () => 'ok'
    })
    await expect(run()).rejects.toThrow('chunk failed to load')
    await expect(run()).resolves.toBe('ok')
  })

  it('calls made while the module loads run in the order they were made, on one load', async () => {
    const stored: string[] = []
    let loads = 0
    let release: (() => void) | undefined
    const run = lazyAction(stored, () => {
      loads++
      return new Promise<(context: string[], amount: string) => Promise<void>>((resolve) => {
        release = () =>
          resolve(async (context, amount) => {
            context.push(amount)
          })
      })
    })
    const typed = ['1', '12', '12.', '12.5'].map((amount) => run(amount))
    expect(loads).toBe(1)
    release?.()
    await Promise.all(typed)
    expect(stored).toEqual(['1', '12', '12.', '12.5'])
  })
})
