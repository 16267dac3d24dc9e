import { InvalidReceiverError, type PorticoError } from '@portico/core'
import { useEffect, useState } from 'react'
import { usePortico } from '../../hooks/usePortico.js'
import { useT } from '../../hooks/useT.js'
import type { ReceiverStatus } from '../../ui/send/sendFormStatus.js'

/** How long a name must stay unchanged before it is looked up (typing goes on meanwhile). */
export const RECEIVER_RESOLVE_DELAY_MS = 300

/**
 * The receiver field: what was typed, and where its resolution stands. An address is taken at
 * once; a name (it has a dot) is looked up through the names API once typing pauses, the answer to
 * an older input being dropped. Coming back to the view shows the receiver the send already has.
 */
export function useReceiverInput(): {
  input: string
  setInput(value: string): void
  status: ReceiverStatus
} {
  const portico = usePortico()
  const { tError } = useT()
  const [input, setInput] = useState(() => {
    const { receiverProfileName, receiverAddress } = portico.stores.send.getState()
    return receiverProfileName ?? receiverAddress ?? ''
  })
  const [status, setStatus] = useState<ReceiverStatus>(() =>
    portico.stores.send.getState().receiverAddress ? { kind: 'resolved' } : { kind: 'empty' },
  )
  useEffect(() => {
    const value = input.trim()
    const current = portico.stores.send.getState()
    if (
      current.receiverAddress &&
      (value === current.receiverProfileName || value === current.receiverAddress)
    ) {
      setStatus({ kind: 'resolved' })
      return
    }
    if (!value) {
      portico.send.setReceiver({ receiver: undefined })
      setStatus({ kind: 'empty' })
      return
    }
    const controller = new AbortController()
    const isName = value.includes('.')
    // Until the answer comes, the form cannot go on with an older receiver.
    setStatus({ kind: 'resolving' })
    const timer = setTimeout(
      () => {
        portico.send.resolveReceiver({ input: value, signal: controller.signal }).then(
          () => controller.signal.aborted || setStatus({ kind: 'resolved' }),
          (error: PorticoError) => {
            if (controller.signal.aborted) return
            setStatus(
              error instanceof InvalidReceiverError
                ? { kind: 'invalid' }
                : { kind: 'error', message: tError(error.shortMessage ?? 'Error resolving name') },
            )
          },
        )
      },
      isName ? RECEIVER_RESOLVE_DELAY_MS : 0,
    )
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [input, portico, tError])
  return { input, setInput, status }
}
