import { createSiwxClient } from '@portico/siwx'

/** Sign-in with wallet in the demo: `?siwx=required` or `?siwx=optional`; off otherwise. */
export type SiwxMode = 'required' | 'optional' | 'off'

/** The mode the page's URL asks for. */
export function siwxMode(): SiwxMode {
  const value = new URLSearchParams(window.location.search).get('siwx')
  return value === 'required' || value === 'optional' ? value : 'off'
}

/**
 * The `siwx` option of the demo: messages with a nonce from the demo backend (apps/demo/siwxBackend.ts,
 * same origin), signed by the connected wallet, verified and kept by the backend in its cookie.
 */
export function demoSiwx(mode: SiwxMode) {
  if (mode === 'off') return undefined
  return createSiwxClient({
    statement: 'Sign in to the Portico demo.',
    required: mode === 'required',
    messageTtlMs: 10 * 60_000,
  })
}
