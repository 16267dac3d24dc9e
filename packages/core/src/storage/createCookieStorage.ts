import { InvalidConfigurationError } from '../errors/config.js'
import { COOKIE_NAMES } from './cookieNames.js'
import { createDefaultStorage, type PorticoStorage } from './createStorage.js'
import { parseCookieHeader } from './parseCookieHeader.js'
import { serializeCookie } from './serializeCookie.js'

/** How long Portico's cookies live: 400 days, the longest a browser keeps a cookie. */
export const COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60

/** Parameters of `createCookieStorage`. */
export type CreateCookieStorageParameters = {
  /**
   * Where every key that is not kept in a cookie goes (the remote configuration, the recent
   * wallets, the embedded wallet's data). @default localStorage when usable, else memory
   */
  fallback?: PorticoStorage | undefined
  /** How long the cookies live, in seconds. @default COOKIE_MAX_AGE_S (400 days) */
  maxAgeS?: number | undefined
  /** The cookies' path. @default '/' */
  path?: string | undefined
  /** The cookies' domain, e.g. `example.org` to share them with its subdomains. @default the page's host only */
  domain?: string | undefined
}

/**
 * A path or domain attribute that cannot end the cookie string or add an attribute of its own:
 * printable ASCII without space, ',' and ';' (the ranges '!'-'+', '-'-':', '<'-'~').
 */
const ATTRIBUTE_PATTERN = /^[!-+\--:<-~]+$/

function check({ maxAgeS, path, domain }: CreateCookieStorageParameters): void {
  if (maxAgeS !== undefined && !(Number.isSafeInteger(maxAgeS) && maxAgeS > 0))
    throw new InvalidConfigurationError(
      `createCookieStorage: \`maxAgeS\` must be a whole number of seconds above 0, not ${String(maxAgeS)}`,
    )
  if (path !== undefined && !(path.startsWith('/') && ATTRIBUTE_PATTERN.test(path)))
    throw new InvalidConfigurationError(
      `createCookieStorage: \`path\` must start with '/' and hold no space, ';' or ',', not ${JSON.stringify(path)}`,
    )
  if (domain !== undefined && !ATTRIBUTE_PATTERN.test(domain))
    throw new InvalidConfigurationError(
      `createCookieStorage: \`domain\` must be a host name, not ${JSON.stringify(domain)}`,
    )
}

/**
 * Storage for server rendering (docs/nextjs.md): the connector id, the active namespace and the
 * connected account (its CAIP-10 address and connector id — public data only) are kept in
 * first-party cookies, which the browser sends with each request to the site, so the server can
 * render the connected button with `cookieToInitialState(cookieHeader)`. Every other key goes to
 * `fallback`. The cookies are `SameSite=Lax`, `Secure` on https pages, and readable by the page's
 * scripts (the page writes them). On the server there is no `document`: reads find nothing and
 * writes do nothing.
 *
 * @example
 * const portico = createPortico({
 *   projectId, networks, adapters: [createEvmAdapter()],
 *   storage: createCookieStorage(),
 *   initialState, // cookieToInitialState(cookieHeader), read on the server
 * })
 */
export function createCookieStorage(
  parameters: CreateCookieStorageParameters = {},
): PorticoStorage {
  check(parameters)
  const { maxAgeS = COOKIE_MAX_AGE_S, path = '/', domain } = parameters
  // Chosen on first use, not at creation: localStorage is looked at only in a browser.
  let fallback = parameters.fallback
  const other = () => {
    fallback ??= createDefaultStorage()
    return fallback
  }
  const page = () => (globalThis as { document?: { cookie: string } }).document
  const write = (name: string, value: string, seconds: number) => {
    const document = page()
    if (!document) return
    document.cookie = serializeCookie({
      name,
      value,
      maxAgeS: seconds,
      path,
      domain,
      secure: globalThis.location?.protocol === 'https:',
    })
  }
  return {
    getItem(key) {
      const name = COOKIE_NAMES.get(key)
      if (!name) return other().getItem(key)
      const document = page()
      return document ? (parseCookieHeader(document.cookie).get(name) ?? null) : null
    },
    setItem(key, value) {
      const name = COOKIE_NAMES.get(key)
      if (name) write(name, value, maxAgeS)
      else other().setItem(key, value)
    },
    removeItem(key) {
      const name = COOKIE_NAMES.get(key)
      if (name) write(name, '', 0)
      else other().removeItem(key)
    },
  }
}
