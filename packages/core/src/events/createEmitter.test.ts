import { afterEach, describe, expect, it, vi } from 'vitest'
import { EVENT_EMITTER_MAX_LISTENERS } from '../constants.js'
import { createPortico } from '../createPortico.js'
import { createMemoryStorage } from '../storage/createStorage.js'
import { testNetwork } from '../testing/index.js'
import { createEmitter } from './createEmitter.js'

afterEach(() => vi.restoreAllMocks())

function subscribeMany(
  emitter: ReturnType<typeof createEmitter>,
  count: number,
  type?: 'MODAL_OPEN' | 'CONNECT_SUCCESS',
) {
  return Array.from({ length: count }, () => emitter.subscribe(() => {}, { type }))
}

// spec §9: "Event emitter warns above 10 listeners."
describe('createEmitter — more than EVENT_EMITTER_MAX_LISTENERS listeners warn (spec §9)', () => {
  it.each([
    { listeners: EVENT_EMITTER_MAX_LISTENERS, warnings: 0 },
    { listeners: EVENT_EMITTER_MAX_LISTENERS + 1, warnings: 1 },
    { listeners: EVENT_EMITTER_MAX_LISTENERS + 5, warnings: 1 }, // once per event name
  ])('$listeners listeners of one event → $warnings warning(s)', ({ listeners, warnings }) => {
    const warn = vi.fn()
    subscribeMany(createEmitter({ warn }), listeners, 'CONNECT_SUCCESS')
    expect(warn).toHaveBeenCalledTimes(warnings)
    if (warnings)
      expect(warn.mock.calls[0]?.[0]).toMatchInlineSnapshot(
        `"Possible event listener leak: 11 listeners of "CONNECT_SUCCESS" (more than 10). Call the unsubscribe function subscribeEvents returns when a listener is no longer needed."`,
      )
  })

  it('counts each event name apart, and listeners of every event under their own name', () => {
    const warn = vi.fn()
    const emitter = createEmitter({ warn })
    subscribeMany(emitter, EVENT_EMITTER_MAX_LISTENERS, 'CONNECT_SUCCESS')
    subscribeMany(emitter, EVENT_EMITTER_MAX_LISTENERS, 'MODAL_OPEN')
    subscribeMany(emitter, EVENT_EMITTER_MAX_LISTENERS)
    expect(warn).not.toHaveBeenCalled()
    subscribeMany(emitter, 1, 'MODAL_OPEN')
    subscribeMany(emitter, 1)
    expect(warn.mock.calls.map(([message]) => /of (".*?"|every event)/.exec(message)?.[1])).toEqual(
      ['"MODAL_OPEN"', 'every event'],
    )
  })

  it('unsubscribed listeners do not count', () => {
    const warn = vi.fn()
    const emitter = createEmitter({ warn })
    for (const stop of subscribeMany(emitter, EVENT_EMITTER_MAX_LISTENERS, 'MODAL_OPEN')) stop()
    subscribeMany(emitter, EVENT_EMITTER_MAX_LISTENERS, 'MODAL_OPEN')
    expect(warn).not.toHaveBeenCalled()
  })

  it('a listener of one type hears only that type; one of every event hears all, in order', () => {
    const emitter = createEmitter()
    const heard: string[] = []
    emitter.subscribe((event) => heard.push(`all:${event.type}`))
    emitter.subscribe((event) => heard.push(`open:${event.connected}`), { type: 'MODAL_OPEN' })
    emitter.emit({ type: 'MODAL_OPEN', connected: false })
    emitter.emit({ type: 'MODAL_CLOSE', connected: false })
    expect(heard).toEqual(['all:MODAL_OPEN', 'open:false', 'all:MODAL_CLOSE'])
  })

  it("an instance's subscribeEvents warns on the console, once, and writes the debug log", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const portico = createPortico({
      projectId: 'p1',
      networks: [testNetwork(31337)],
      adapters: [],
      storage: createMemoryStorage(),
    })
    for (let i = 0; i <= EVENT_EMITTER_MAX_LISTENERS + 1; i++)
      portico.subscribeEvents(() => {}, { type: 'CONNECT_SUCCESS' })
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toContain('"CONNECT_SUCCESS"')
    expect(portico.debug.exportLog()).toContain('Possible event listener leak')
  })
})
