import type { PorticoError } from '@portico/core'
import { useEffect, useState } from 'react'
import { usePortico } from '../../hooks/usePortico.js'
import { useStoreState } from '../../hooks/useStoreState.js'
import { useT } from '../../hooks/useT.js'
import type { ViewProps } from '../../modal/ViewProps.js'
import { SOCIAL_NAME_KEYS, socialLoginOf, useSocialLogin } from '../../ui/SocialButtons.js'
import { SocialIcon } from '../../ui/SocialIcon.js'
import { useErrorText } from '../../ui/useErrorText.js'

/**
 * ConnectingSocial (spec §4 "Social login: started, popup opened, result message received from
 * the secure site origin, then connected or failed"): the provider's mark while the visitor logs
 * in in the popup core opened. The outcome is core's: connected → Account; otherwise the error it
 * keeps in `stores.connectAttempt` — 'Popup closed', 'Failed to connect', 'Failed to initiate social
 * connection' — is announced with a retry that starts the login again inside the click.
 */
export function ConnectingSocial({ data }: ViewProps<'ConnectingSocial'>) {
  const portico = usePortico()
  const { t, tError } = useT()
  const provider = data.socialProvider
  const errorText = useErrorText()
  // The login a click on a social button started for this entry: its own outcome.
  const login = socialLoginOf(data)
  const [loginError, setLoginError] = useState<string | undefined>()
  useEffect(() => {
    // A retry replaces this view's entry with its own login: the last one's error goes.
    setLoginError(undefined)
    if (!login) return
    let live = true
    login.catch((reason: unknown) => live && setLoginError(errorText(reason)))
    return () => {
      live = false
    }
  }, [login, errorText])
  // A login started elsewhere (the dApp's own connectSocial): the error core keeps, unless it
  // was there before this view (an earlier attempt's).
  const attempt = useStoreState(portico.stores.connectAttempt)
  const [earlier] = useState(() => portico.stores.connectAttempt.getState().error)
  const storeFailure: PorticoError | undefined =
    !login && attempt.error && attempt.error !== earlier && !attempt.pending
      ? attempt.error
      : undefined
  const { start, error: retryError } = useSocialLogin()
  const name = t(SOCIAL_NAME_KEYS[provider])
  const message =
    retryError ?? loginError ?? (storeFailure ? tError(storeFailure.shortMessage) : undefined)
  return (
    <div className="center social-connecting" data-testid="portico-connecting-social">
      <style>{connectingSocialCss}</style>
      <div className="ring">
        {!message && <span className="spinner" aria-hidden="true" />}
        <span className="social-logo">
          <SocialIcon provider={provider} size={40} />
        </span>
      </div>
      <p className="address" data-testid="portico-connecting-social-name">
        {t('socialLogInWith', { name })}
      </p>
      {message ? (
        <>
          <p className="error" role="alert" data-testid="portico-connecting-social-error">
            {message}
          </p>
          {provider !== 'farcaster' && (
            <button
              type="button"
              className="primary"
              data-testid="portico-connecting-social-retry"
              onClick={() => start(provider)}
            >
              {t('tryAgain')}
            </button>
          )}
        </>
      ) : (
        <p className="muted" aria-live="polite" data-testid="portico-connecting-social-status">
          {t('socialContinueInPopup')}
        </p>
      )}
    </div>
  )
}

const connectingSocialCss = `
.social-logo { display: grid; place-items: center; width: 64px; height: 64px; border-radius: 18px; background: var(--portico-surface); color: var(--portico-fg); }
`
