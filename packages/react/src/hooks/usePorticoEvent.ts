import type { PorticoEvent } from '@portico/core'
import { useEffect, useRef } from 'react'
import { usePortico } from './usePortico.js'

/** The event of `type`. */
export type PorticoEventOf<TType extends PorticoEvent['type']> = Extract<
  PorticoEvent,
  { type: TType }
>

/**
 * Calls `handler` for every event of `type` while the component is mounted (each one, even
 * several between renders). The latest handler is called: it need not be memoised.
 *
 * @example
 * usePorticoEvent('CONNECT_SUCCESS', (event) => track('wallet connected', event.connectorId))
 */
export function usePorticoEvent<TType extends PorticoEvent['type']>(
  type: TType,
  handler: (event: PorticoEventOf<TType>) => void,
): void {
  const portico = usePortico()
  const latest = useRef(handler)
  useEffect(() => {
    latest.current = handler
  })
  useEffect(
    () => portico.subscribeEvents<TType>((event) => latest.current(event), { type }),
    [portico, type],
  )
}
