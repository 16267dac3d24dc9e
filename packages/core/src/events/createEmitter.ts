/** Events the widget reports to the dApp and to analytics (spec §7). */
export type PorticoEvent =
  | { type: 'MODAL_OPEN'; connected: boolean }
  | { type: 'MODAL_CLOSE'; connected: boolean }
  | { type: 'CONNECT_SUCCESS'; connectorId: string; address: string }
  | { type: 'CONNECT_ERROR'; connectorId: string; message: string }
  | { type: 'DISCONNECT_SUCCESS' }

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
