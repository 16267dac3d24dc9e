import { describe, expect, it, vi } from 'vitest'
import { createStore } from './createStore.js'

describe('createStore', () => {
  it('merges partial updates and notifies with the previous state', () => {
    const store = createStore({ a: 1, b: 'x' })
    const listener = vi.fn()
    store.subscribe(listener)
    store.setState({ a: 2 })
    expect(store.getState()).toEqual({ a: 2, b: 'x' })
    expect(listener).toHaveBeenCalledWith({ a: 2, b: 'x' }, { a: 1, b: 'x' })
  })

  it('accepts an updater function', () => {
    const store = createStore({ n: 1 })
    store.setState((s) => ({ n: s.n + 1 }))
    expect(store.getState().n).toBe(2)
  })

  it('does not notify or replace the state object when nothing changed', () => {
    const store = createStore({ a: 1 })
    const before = store.getState()
    const listener = vi.fn()
    store.subscribe(listener)
    store.setState({ a: 1 })
    expect(listener).not.toHaveBeenCalled()
    expect(store.getState()).toBe(before)
  })

  it('stops notifying after unsubscribe', () => {
    const store = createStore({ a: 1 })
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    unsubscribe()
    store.setState({ a: 2 })
    expect(listener).not.toHaveBeenCalled()
  })
})
