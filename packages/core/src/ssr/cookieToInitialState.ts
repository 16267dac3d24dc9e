import { COOKIE_NAMES } from '../storage/cookieNames.js'
import { STORAGE_KEYS } from '../storage/createStorage.js'
import { parseCookieHeader } from '../storage/parseCookieHeader.js'
import type { PorticoInitialState } from './PorticoInitialState.js'
import { storedAccountToInitialState } from './storedAccountToInitialState.js'

/**
 * The initial state a server renders from the request's `Cookie` header, as createCookieStorage
 * wrote it in the browser: the connected account (namespace, chain, address, connector id), or
 * `undefined` when there is none or the cookie is not valid (a tampered cookie is ignored, never
 * thrown). Give it to `createPortico({ initialState })` on the server and in the browser alike, so
 * both first renders show the same button (docs/nextjs.md).
 *
 * @example
 * // app/layout.tsx (a server component)
 * const initialState = cookieToInitialState((await headers()).get('cookie'))
 * return <Providers initialState={initialState}>{children}</Providers>
 */
export function cookieToInitialState(
  cookieHeader: string | null | undefined,
): PorticoInitialState | undefined {
  const name = COOKIE_NAMES.get(STORAGE_KEYS.connectedAccount)
  return name ? storedAccountToInitialState(parseCookieHeader(cookieHeader).get(name)) : undefined
}
