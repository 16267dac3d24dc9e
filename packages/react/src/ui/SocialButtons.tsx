import type { PorticoError, RouterParams, SocialProvider } from '@portico/core'
import { useEffect, useRef, useState } from 'react'
import { usePortico } from '../hooks/usePortico.js'
import { useT } from '../hooks/useT.js'
import type { MessageKey } from '../locales/en.js'

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
 * How many buttons the Connect view gives the social logins: with more providers enabled, the
 * first MAX_CONNECT_SOCIALS - 1 show and the last button opens ConnectSocials with all of them.
 */
export const MAX_CONNECT_SOCIALS = 5

/**
 * Each social login a click started here, by the data of the ConnectingSocial entry core pushed
 * for it: that view follows the outcome of its own login, never one kept from an earlier try.
 */
const socialLogins = new WeakMap<RouterParams['ConnectingSocial'], Promise<void>>()

/** The social login a ConnectingSocial entry was pushed for, when a click here started it. */
export function socialLoginOf(data: RouterParams['ConnectingSocial']): Promise<void> | undefined {
  return socialLogins.get(data)
}

/**
 * Starts a social login from a click. The popup must open inside the click (browsers block it
 * later), so `start` calls core's connectSocial synchronously, which opens it before anything is
 * awaited and shows ConnectingSocial; Farcaster opens ConnectingFarcaster (a QR code) instead.
 * `error`: what core refused before the popup ('Failed to initiate social connection' when the
 * browser blocked it, 'No auth connector found'), translated.
 */
export function useSocialLogin() {
  const portico = usePortico()
  const { tError } = useT()
  const [pending, setPending] = useState<SocialProvider | undefined>()
  const [error, setError] = useState<string | undefined>()
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  const start = (provider: SocialProvider) => {
    if (pending) return
    setError(undefined)
    if (provider === 'farcaster') {
      portico.modal.pushView({ view: 'ConnectingFarcaster' })
      return
    }
    setPending(provider)
    const login = portico.social.connect({ provider })
    // connectSocial pushed ConnectingSocial synchronously (unless it refused at once).
    const top = portico.stores.router.getState().history.at(-1)
    if (top?.view === 'ConnectingSocial' && top.data) socialLogins.set(top.data, login)
    login.then(
      () => mounted.current && setPending(undefined),
      (reason: unknown) => {
        if (!mounted.current) return
        setPending(undefined)
        setError(tError((reason as PorticoError).shortMessage ?? String(reason)))
      },
    )
  }
  return { start, pending, error }
}

/**
 * The social logins of the Connect view, in the order given (spec §2 default: google, x,
 * farcaster, discord, apple, github, facebook, less Telegram's platform rules): the first spelled
 * out ("Continue with Google"), the others by name; each button's accessible name is "Continue
 * with {name}". More than MAX_CONNECT_SOCIALS: the last button opens ConnectSocials. A click
 * starts the login at once (useSocialLogin); what core refuses is announced under the buttons.
 */
export function SocialButtons({ socials }: { socials: readonly SocialProvider[] }) {
  const portico = usePortico()
  const { t } = useT()
  const { start, pending, error } = useSocialLogin()
  const more = socials.length > MAX_CONNECT_SOCIALS
  const shown = more ? socials.slice(0, MAX_CONNECT_SOCIALS - 1) : socials
  return (
    <div className="section">
      <ul className="socials list" aria-label={t('socialLogins')} data-testid="portico-socials">
        {shown.map((provider, index) => {
          const name = t(SOCIAL_NAME_KEYS[provider])
          const label = t('continueWithSocial', { name })
          return (
            <li key={provider} className={index === 0 ? 'first' : undefined}>
              {/* Not `disabled` while pending: a disabled button would drop the keyboard focus. */}
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
        {more && (
          <li>
            <button
              type="button"
              className="option social"
              aria-label={t('socialMoreLabel', { count: String(socials.length) })}
              data-testid="portico-social-more"
              onClick={() => portico.modal.pushView({ view: 'ConnectSocials' })}
            >
              {t('socialMore')}
            </button>
          </li>
        )}
      </ul>
      {error && (
        <p className="error" role="alert" data-testid="portico-social-error">
          {error}
        </p>
      )}
    </div>
  )
}
