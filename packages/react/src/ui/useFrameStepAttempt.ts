import type { EmailCodeParams } from '@portico/core'
import { useEffect, useRef, useState } from 'react'
import { useErrorText } from './useErrorText.js'

type Attempt = { number: number; outcome: Promise<unknown> }

/**
 * The attempt each router entry of a step view made, by the entry's data: a view mounted anew for
 * the same entry (after the recovery screen pushed over the code view went) follows that attempt
 * instead of starting another one.
 */
const attempts = new WeakMap<EmailCodeParams, Attempt>()

/**
 * Starts a step the embedded wallet's frame runs on its own screen (core's connectOtp,
 * connectDevice) once per attempt: when the view opens and on Try again — not again when
 * StrictMode runs the effect twice, nor when the view mounts anew for the same router entry.
 * Gives the attempt's failure, translated, and `retry`.
 */
export function useFrameStepAttempt(
  data: EmailCodeParams | undefined,
  start: () => Promise<unknown>,
): { error: string | undefined; retry: () => void } {
  const errorText = useErrorText()
  const startRef = useRef(start)
  startRef.current = start
  // Without router data (a view opened bare) the attempt is this component's.
  const own = useRef<Attempt | undefined>(undefined)
  const [number, setNumber] = useState(() => (data && attempts.get(data)?.number) ?? 0)
  const [error, setError] = useState<string | undefined>()
  useEffect(() => {
    let attempt = data ? attempts.get(data) : own.current
    if (attempt?.number !== number) {
      attempt = { number, outcome: startRef.current() }
      own.current = attempt
      if (data) attempts.set(data, attempt)
    }
    let live = true
    setError(undefined)
    attempt.outcome.catch((reason: unknown) => {
      if (live) setError(errorText(reason))
    })
    return () => {
      live = false
    }
  }, [data, number, errorText])
  return { error, retry: () => setNumber((n) => n + 1) }
}
