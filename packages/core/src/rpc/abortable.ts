import { RequestAbortedError } from '../errors/request.js'

/** The error an aborted signal stands for: its reason when that is already one, else a new one. */
export function toRequestAbortedError(reason: unknown): RequestAbortedError {
  return reason instanceof RequestAbortedError ? reason : new RequestAbortedError({ cause: reason })
}

/**
 * Settles like `promise`, unless `signal` aborts first: then rejects at once with
 * RequestAbortedError ('Request was aborted', spec §4). The promise itself is left to finish.
 */
export function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise
  if (signal.aborted) {
    promise.catch(() => {})
    return Promise.reject(toRequestAbortedError(signal.reason))
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(toRequestAbortedError(signal.reason))
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort)
        resolve(value)
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort)
        reject(error)
      },
    )
  })
}
