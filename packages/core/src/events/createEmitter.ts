import { EVENT_EMITTER_MAX_LISTENERS } from '../constants.js'

/** Events the widget reports to the dApp and to analytics (spec §7). */
export type PorticoEvent =
  | { type: 'MODAL_OPEN'; connected: boolean }
  | { type: 'MODAL_CLOSE'; connected: boolean }
  | { type: 'CONNECT_SUCCESS'; connectorId: string; address: string }
  | { type: 'CONNECT_ERROR'; connectorId: string; message: string }
  | { type: 'DISCONNECT_SUCCESS' }
  // Social login (spec §4 "started, popup opened, result message received …, then connected or
  // failed"; spec §7 SOCIAL_LOGIN_*).
  | { type: 'SOCIAL_LOGIN_STARTED'; provider: string }
  | { type: 'SOCIAL_LOGIN_REQUEST_USER_DATA'; provider: string }
  | { type: 'SOCIAL_LOGIN_SUCCESS'; provider: string }
  | { type: 'SOCIAL_LOGIN_CANCELED'; provider: string }
  | { type: 'SOCIAL_LOGIN_ERROR'; provider: string; message: string }

export type PorticoEventListener = (event: PorticoEvent) => void

/** The event of one type. */
export type PorticoEventOf<TType extends PorticoEvent['type']> = Extract<
  PorticoEvent,
  { type: TType }
>

/** Which events a listener hears: one type, or every event when absent. */
export type SubscribeEventsParameters<TType extends PorticoEvent['type']> = {
  type?: TType | undefined
}

export type CreateEmitterParameters = {
  /**
   * Called once per event name the first time more than EVENT_EMITTER_MAX_LISTENERS listeners
   * hear it (a listener leak, like Node's MaxListenersExceededWarning). @default console.warn
   */
  warn?: ((message: string) => void) | undefined
}

/** The name a listener of every event is counted under. */
const ALL_EVENTS = '*'

/**
 * A typed event emitter owned by one instance. Listeners hear every event, or one type of event;
 * more than EVENT_EMITTER_MAX_LISTENERS of one event name warn once (spec §9).
 */
export function createEmitter({ warn = console.warn }: CreateEmitterParameters = {}) {
  const listeners = new Map<string, Set<PorticoEventListener>>()
  const warned = new Set<string>()
  return {
    emit(event: PorticoEvent) {
      const heard = [...(listeners.get(ALL_EVENTS) ?? []), ...(listeners.get(event.type) ?? [])]
      for (const listener of heard) listener(event)
    },
    subscribe<TType extends PorticoEvent['type'] = PorticoEvent['type']>(
      listener: (event: PorticoEventOf<TType>) => void,
      { type }: SubscribeEventsParameters<TType> = {},
    ): () => void {
      const name = type ?? ALL_EVENTS
      const set = listeners.get(name) ?? new Set()
      listeners.set(name, set)
      const entry = listener as PorticoEventListener
      set.add(entry)
      if (set.size > EVENT_EMITTER_MAX_LISTENERS && !warned.has(name)) {
        warned.add(name)
        warn(
          `Possible event listener leak: ${set.size} listeners of ${type ? `"${type}"` : 'every event'} (more than ${EVENT_EMITTER_MAX_LISTENERS}). Call the unsubscribe function subscribeEvents returns when a listener is no longer needed.`,
        )
      }
      return () => void set.delete(entry)
    },
  }
}
