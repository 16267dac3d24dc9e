/**
 * A plain HTTP client that behaves like a browser for redirects and cookies (path-scoped, no
 * automatic redirects), so a test can walk an OAuth authorization through the login form.
 */
export type BrowserSession = {
  /** One request, redirects not followed; cookies sent and stored. */
  request(url: string, init?: { method?: string; form?: Record<string, string> }): Promise<Response>
  /** Follows redirects (at most 10) until a response is not one, or leaves `stopAtOrigin`. */
  follow(
    url: string,
    options?: { stopAtOrigin?: string; method?: string; form?: Record<string, string> },
  ): Promise<{ response: Response; url: string }>
}

type Cookie = { value: string; path: string; origin: string }

/** A fresh session (an empty cookie jar). */
export function createBrowserSession(): BrowserSession {
  const jar = new Map<string, Cookie>()
  const cookieHeader = (url: URL) =>
    [...jar]
      .filter(
        ([, c]) =>
          c.origin === url.origin &&
          (url.pathname === c.path ||
            url.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`)),
      )
      .map(([key, c]) => `${key.split('\n')[0]}=${c.value}`)
      .join('; ')
  const store = (url: URL, setCookies: string[]) => {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim())
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq)
      const value = pair.slice(eq + 1)
      const path = attributes.find((a) => /^path=/i.test(a))?.slice(5) || '/'
      const expires = attributes.find((a) => /^expires=/i.test(a))?.slice(8)
      const key = `${name}\n${path}`
      if (value === '' || (expires && new Date(expires).getTime() < Date.now())) jar.delete(key)
      else jar.set(key, { value, path, origin: url.origin })
    }
  }
  const request: BrowserSession['request'] = async (url, { method = 'GET', form } = {}) => {
    const target = new URL(url)
    const headers: Record<string, string> = { cookie: cookieHeader(target) }
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded'
    const response = await fetch(target, {
      method,
      headers,
      body: form ? new URLSearchParams(form) : undefined,
      redirect: 'manual',
    })
    store(target, response.headers.getSetCookie())
    return response
  }
  return {
    request,
    async follow(url, { stopAtOrigin, method, form } = {}) {
      let current = url
      let response = await request(current, { method, form })
      for (let hops = 0; response.status >= 300 && response.status < 400; hops++) {
        if (hops === 10) throw new Error(`more than 10 redirects from ${url}`)
        current = new URL(response.headers.get('location') ?? '', current).href
        if (stopAtOrigin && new URL(current).origin === stopAtOrigin) break
        await response.body?.cancel()
        response = await request(current)
      }
      return { response, url: current }
    },
  }
}
