import { escapeHtml, renderPage } from '../../mail/html.js'
import type { FarcasterAccount, FarcasterChannel } from './createFarcasterRelay.js'

const TITLE = 'Sign in with Farcaster — devnet'

/**
 * The approving app's page (standing in for Warpcast): who asks, which test account signs, and
 * an Approve button (a plain form, no script). After approval, or for an unknown channel, it
 * says so instead.
 */
export function renderApprovePage({
  channel,
  accounts,
  error,
}: {
  channel: FarcasterChannel | undefined
  accounts: readonly FarcasterAccount[]
  error?: string | undefined
}): string {
  if (!channel)
    return renderPage({
      title: TITLE,
      body: `<main><h1>Sign in with Farcaster</h1><p role="alert" data-testid="farcaster-unknown">This sign-in request is unknown or has expired. Start again from the app.</p></main>`,
    })
  if (channel.completion)
    return renderPage({
      title: TITLE,
      body: `<main><h1>Signed in</h1><p role="status" data-testid="farcaster-approved">You signed in to ${escapeHtml(channel.domain)} as <strong>@${escapeHtml(channel.completion.username)}</strong> (fid ${channel.completion.fid}). You can return to the app.</p></main>`,
    })
  const options = accounts
    .map(
      (a, i) =>
        `<label><input type="radio" name="user" value="${escapeHtml(a.userId)}"${i === 0 ? ' checked' : ''} data-testid="farcaster-user-${escapeHtml(a.userId)}"> <strong>@${escapeHtml(a.username)}</strong> — ${escapeHtml(a.displayName)}, fid ${a.fid}</label>`,
    )
    .join('\n')
  return renderPage({
    title: TITLE,
    body: `<main>
<h1>Sign in with Farcaster</h1>
<p><strong>${escapeHtml(channel.domain)}</strong> asks you to sign in to <code>${escapeHtml(channel.siweUri)}</code>.</p>
<p class="muted">This page stands in for the Farcaster app on the devnet: approving signs the request with the chosen account's custody key.</p>
${error ? `<p role="alert" id="approve-error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/farcaster/approve">
<input type="hidden" name="channelToken" value="${escapeHtml(channel.channelToken)}">
<fieldset${error ? ' aria-describedby="approve-error"' : ''}>
<legend>Sign in as</legend>
${options}
</fieldset>
<p><button type="submit" data-testid="farcaster-approve">Approve</button></p>
</form>
</main>`,
  })
}
