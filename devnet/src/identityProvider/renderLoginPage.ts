import { escapeHtml, renderPage } from '../mail/html.js'
import { TEST_USERS } from './testUsers.js'

/** Parameters of {@link renderLoginPage}. */
export type RenderLoginPageParameters = {
  /** The interaction's uid (its routes live under `/interaction/<uid>`). */
  uid: string
  /** The provider being stood in for, e.g. 'Discord'. */
  providerName: string
  /** How each user's name looks at that provider. */
  usernameOf: (userId: string) => string
  /** Preselected user id (`login_hint` or the last choice). @default the first test user */
  selected?: string | undefined
  /** An error to announce, e.g. 'Choose a test user.' */
  error?: string | undefined
}

/**
 * The devnet's sign-in page: a form choosing one of the test users, posted without script;
 * "Cancel" answers the app with access_denied as a real provider's cancel would.
 */
export function renderLoginPage({
  uid,
  providerName,
  usernameOf,
  selected = TEST_USERS[0]?.id,
  error,
}: RenderLoginPageParameters): string {
  const action = `/interaction/${encodeURIComponent(uid)}`
  const options = TEST_USERS.map(
    (user) =>
      `<label><input type="radio" name="user" value="${escapeHtml(user.id)}"${user.id === selected ? ' checked' : ''} data-testid="idp-user-${escapeHtml(user.id)}"> <strong>${escapeHtml(user.name)}</strong> — ${escapeHtml(user.email)}, ${escapeHtml(providerName)} name <code>${escapeHtml(usernameOf(user.id))}</code></label>`,
  ).join('\n')
  return renderPage({
    title: `Sign in with ${providerName} — devnet identity provider`,
    body: `<main>
<h1>Sign in with ${escapeHtml(providerName)}</h1>
<p class="muted">Portico's development identity provider stands in for ${escapeHtml(providerName)} on the devnet. Nothing leaves this machine.</p>
${error ? `<p role="alert" id="login-error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${action}/login">
<fieldset${error ? ' aria-describedby="login-error"' : ''}>
<legend>Choose a test user</legend>
${options}
</fieldset>
<p class="row">
<button type="submit" data-testid="idp-continue">Continue</button>
<button type="submit" formaction="${action}/abort" data-testid="idp-cancel">Cancel</button>
</p>
</form>
</main>`,
  })
}
