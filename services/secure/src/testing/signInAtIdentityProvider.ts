/** Parameters of `signInAtIdentityProvider`. */
export type SignInAtIdentityProviderParameters = {
  /** The authorize URL the secure server answered from /auth/v1/social/start. */
  authorizeUrl: string
  /** The devnet test user to pick on the login page (`alice`, `bob`, `carol`). */
  userId: string
  /** Where to stop: the secure site's origin (its /social/callback is not opened). */
  stopAtOrigin: string
}

/**
 * Plays the popup's browser at the devnet identity provider (devnet/src/identityProvider): follows
 * the authorize URL to the login page, carrying cookies, posts the login form for `userId`, and
 * follows the provider's redirects until they leave for `stopAtOrigin`; returns that URL (the
 * secure site's callback with code, state and iss).
 */
export async function signInAtIdentityProvider({
  authorizeUrl,
  userId,
  stopAtOrigin,
}: SignInAtIdentityProviderParameters): Promise<URL> {
  const cookies = new Map<string, string>()
  async function request(url: URL, form?: Record<string, string>) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form) : undefined,
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const at = pair.indexOf('=')
      cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
    return response
  }
  async function follow(start: URL, form?: Record<string, string>) {
    let url = start
    let response = await request(url, form)
    for (let hop = 0; response.status >= 300 && response.status < 400; hop++) {
      if (hop === 20) throw new Error('too many redirects')
      url = new URL(response.headers.get('location') ?? '', url)
      await response.body?.cancel()
      if (url.origin === stopAtOrigin) return { url, response: undefined }
      response = await request(url)
    }
    return { url, response }
  }
  const login = await follow(new URL(authorizeUrl))
  const html = (await login.response?.text()) ?? ''
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]
  if (!action) throw new Error(`no login form at ${login.url.href}`)
  const back = await follow(new URL(action, login.url), { user: userId })
  if (back.response)
    throw new Error(`the provider answered ${back.response.status} instead of redirecting`)
  return back.url
}
