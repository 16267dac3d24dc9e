import { describe, expect, it } from 'vitest'
import { type CaughtMessage, createMailStore } from './mailStore.js'

const message = (id: string, to: string[], text = 'body'): CaughtMessage => ({
  id,
  to,
  from: 'sender@example.com',
  subject: `mail ${id}`,
  text,
  html: null,
  date: new Date().toISOString(),
})

describe('createMailStore', () => {
  it('lists mails newest first', () => {
    const store = createMailStore()
    for (const id of ['1', '2', '3']) store.add(message(id, ['a@example.com']))
    expect(store.list().map((m) => m.id)).toEqual(['3', '2', '1'])
  })

  it.each([
    ['exact address', 'alice@example.com', ['2', '1']],
    ['other case and spaces', '  ALICE@Example.com ', ['2', '1']],
    ['another recipient', 'bob@example.com', ['2']],
    ['nobody', 'carol@example.com', []],
    ['no filter', undefined, ['3', '2', '1']],
  ])('filters by recipient (%s)', (_, to, ids) => {
    const store = createMailStore()
    store.add(message('1', ['alice@example.com']))
    store.add(message('2', ['bob@example.com', 'Alice@Example.com']))
    store.add(message('3', ['dave@example.com']))
    expect(store.list({ to }).map((m) => m.id)).toEqual(ids)
  })

  it('keeps only the latest maxMessages mails', () => {
    const store = createMailStore({ maxMessages: 3 })
    for (const id of ['1', '2', '3', '4', '5']) store.add(message(id, ['a@example.com']))
    expect(store.list().map((m) => m.id)).toEqual(['5', '4', '3'])
    expect(store.get('1')).toBeUndefined()
    expect(store.size).toBe(3)
  })

  it('drops the oldest mails when the bodies together exceed maxChars, but keeps the newest', () => {
    const store = createMailStore({ maxChars: 25 })
    store.add(message('1', ['a@example.com'], 'x'.repeat(10)))
    store.add(message('2', ['a@example.com'], 'x'.repeat(10)))
    store.add(message('3', ['a@example.com'], 'x'.repeat(10)))
    expect(store.list().map((m) => m.id)).toEqual(['3', '2'])
    store.add(message('4', ['a@example.com'], 'x'.repeat(100)))
    expect(store.list().map((m) => m.id)).toEqual(['4'])
  })

  it('clear forgets everything', () => {
    const store = createMailStore()
    store.add(message('1', ['a@example.com']))
    store.clear()
    expect(store.list()).toEqual([])
    expect(store.get('1')).toBeUndefined()
  })
})
