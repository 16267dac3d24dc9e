import type { LastEventState } from '@portico/core'
import { usePortico } from './usePortico.js'
import { useStoreState } from './useStoreState.js'

/** The last event with the time it happened (ms since the epoch). */
export type PorticoEventRecord = NonNullable<LastEventState['last']>

/**
 * The widget's last event (MODAL_OPEN, MODAL_CLOSE, CONNECT_SUCCESS, CONNECT_ERROR,
 * DISCONNECT_SUCCESS, …) with its time, re-rendering on each new one; undefined before the first.
 * To act on every event, also ones between two renders, use usePorticoEvent.
 *
 * @example
 * const event = useEvents()
 * useEffect(() => { if (event) console.log(event.data.type) }, [event])
 */
export function useEvents(): PorticoEventRecord | undefined {
  const portico = usePortico()
  return useStoreState(portico.stores.lastEvent, (s) => s.last)
}
