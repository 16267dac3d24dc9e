import { escapeHtml, renderPage } from '../mail/html.js'
import type { FarcasterAccount } from './farcaster/createFarcasterRelay.js'
import type { DevnetSocialClient } from './socialClients.js'
import { SOCIAL_PROVIDER_NAMES } from './socialProviders.js'
import { getProviderUsername, TEST_USERS } from './testUsers.js'

/** The identity provider's home page: what it stands in for, its clients (no secrets) and users. */
export function renderIndexPage({
  issuer,
  clients,
  redirectUris,
  farcasterAccounts,
}: {
  issuer: string
  clients: readonly DevnetSocialClient[]
  redirectUris: readonly string[]
  farcasterAccounts: readonly FarcasterAccount[]
}): string {
  const head = clients
    .map((c) => `<th scope="col">${escapeHtml(SOCIAL_PROVIDER_NAMES[c.provider])}</th>`)
    .join('')
  const rows = TEST_USERS.map(
    (u) =>
      `<tr><th scope="row">${escapeHtml(u.name)}<br><span class="muted">${escapeHtml(u.email)}</span></th>${clients
        .map((c) => `<td><code>${escapeHtml(getProviderUsername(u, c.provider))}</code></td>`)
        .join('')}</tr>`,
  ).join('\n')
  const farcaster = farcasterAccounts
    .map(
      (a) =>
        `<tr><th scope="row">@${escapeHtml(a.username)}</th><td>${a.fid}</td><td><code>${escapeHtml(a.custody.address)}</code></td></tr>`,
    )
    .join('\n')
  return renderPage({
    title: 'Devnet identity provider',
    body: `<main>
<h1>Devnet identity provider</h1>
<p>OpenID Connect issuer <code>${escapeHtml(issuer)}</code> (<a href="/.well-known/openid-configuration">discovery</a>), standing in for every social login of the embedded wallet, and for Farcaster's relay.</p>
<h2>Clients</h2>
<p>One confidential client per provider (client id = provider id, <code>client_secret_post</code>, authorization code with PKCE S256, scopes openid email profile). Redirect URIs: ${redirectUris.map((u) => `<code>${escapeHtml(u)}</code>`).join(', ')}.</p>
<h2>Test users and their user names</h2>
<table><caption>The <code>preferred_username</code> each provider returns</caption>
<thead><tr><th scope="col">User</th>${head}</tr></thead>
<tbody>
${rows}
</tbody></table>
<h2>Farcaster accounts</h2>
<table><caption>Custody keys derived from the devnet mnemonic</caption>
<thead><tr><th scope="col">Name</th><th scope="col">fid</th><th scope="col">Custody address</th></tr></thead>
<tbody>
${farcaster}
</tbody></table>
</main>`,
  })
}
