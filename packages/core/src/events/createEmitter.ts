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

/** A typed event emitter owned by one instance. */
export function createEmitter() {
  const listeners = new Set<PorticoEventListener>()
  return {
    emit(event: PorticoEvent) {
      for (const listener of [...listeners]) listener(event)
    },
    subscribe(listener: PorticoEventListener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
