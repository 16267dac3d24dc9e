/** One entry the test frame reports on its test channel (the bridge does not listen to it). */
export type FrameLogEntry = {
  kind: string
  type?: string
  id?: string
  payload?: unknown
  at: number
}

/** Collects what the test frame on `frameOrigin` reports; `stop()` removes the listener. */
export function frameLog(frameOrigin: string) {
  const entries: FrameLogEntry[] = []
  const listener = (event: MessageEvent) => {
    if (event.origin === frameOrigin && event.data?.channel === 'portico-test')
      entries.push(event.data)
  }
  window.addEventListener('message', listener)
  return {
    entries,
    find: (kind: string, type?: string) =>
      entries.find((e) => e.kind === kind && (type === undefined || e.type === type)),
    stop: () => window.removeEventListener('message', listener),
  }
}
