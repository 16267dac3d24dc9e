import type { PorticoError, SocialProvider } from '@portico/core'
import { useState } from 'react'
import { usePortico } from '../../hooks/usePortico.js'
import { useT } from '../../hooks/useT.js'
import type { MessageKey } from '../../locales/en.js'

/** The locale key of each provider's name. */
export const SOCIAL_NAME_KEYS: Readonly<Record<SocialProvider, MessageKey>> = {
  google: 'socialGoogle',
  x: 'socialX',
  farcaster: 'socialFarcaster',
  discord: 'socialDiscord',
  apple: 'socialApple',
  github: 'socialGithub',
  facebook: 'socialFacebook',
}

/**
 * The social logins, in the order given (spec §2 default: google, x, farcaster, discord, apple,
 * github, facebook, less Telegram's platform rules): the first spelled out ("Continue with
 * Google"), the others by name; each button's accessible name is "Continue with {name}".
 * Farcaster opens ConnectingFarcaster (a QR code); the others start the social login through core,
 * whose error (e.g. 'Popup closed') is announced under the buttons.
 */
export function SocialButtons({ socials }: { socials: readonly SocialProvider[] }) {
  const portico = usePortico()
  const { t, tError } = useT()
  const [pending, setPending] = useState<SocialProvider | undefined>()
  const [error, setError] = useState<string | undefined>()
  const start = (provider: SocialProvider) => {
    // Not `disabled` while pending: a disabled button would drop the keyboard focus.
    if (pending) return
    setError(undefined)
    if (provider === 'farcaster') {
      portico.pushView({ view: 'ConnectingFarcaster' })
      return
    }
    setPending(provider)
    portico.connectSocial({ provider }).then(
      () => setPending(undefined),
      (reason: unknown) => {
        setPending(undefined)
        setError(tError((reason as PorticoError).shortMessage ?? String(reason)))
      },
    )
  }
  return (
    <div className="section">
      <ul className="socials list" aria-label={t('socialLogins')} data-testid="portico-socials">
        {socials.map((provider, index) => {
          const name = t(SOCIAL_NAME_KEYS[provider])
          const label = t('continueWithSocial', { name })
          return (
            <li key={provider} className={index === 0 ? 'first' : undefined}>
              <button
                type="button"
                className="option social"
                aria-label={index === 0 ? undefined : label}
                aria-busy={pending === provider || undefined}
                data-testid={`portico-social-${provider}`}
                onClick={() => start(provider)}
              >
                {index === 0 ? label : name}
              </button>
            </li>
          )
        })}
      </ul>
      {error && (
        <p className="error" role="alert" data-testid="portico-social-error">
          {error}
        </p>
      )}
    </div>
  )
}
