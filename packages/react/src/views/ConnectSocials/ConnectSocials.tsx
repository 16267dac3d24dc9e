import { useMemo } from 'react'
import { usePortico } from '../../hooks/usePortico.js'
import { useStoreState } from '../../hooks/useStoreState.js'
import { useT } from '../../hooks/useT.js'
import { connectViewsCss } from '../../ui/connectViewsCss.js'
import { SOCIAL_NAME_KEYS, useSocialLogin } from '../../ui/SocialButtons.js'
import { SocialIcon } from '../../ui/SocialIcon.js'

/**
 * ConnectSocials: every social login enabled here, in the configured order (spec §2 default:
 * google, x, farcaster, discord, apple, github, facebook), as core's getEnabledSocials gives them
 * (the `socials` feature less Telegram's platform rules). A row starts that login inside the
 * click (the popup opens synchronously); what core refuses is announced under the list.
 */
export function ConnectSocials() {
  const portico = usePortico()
  const { t } = useT()
  const features = useStoreState(portico.stores.options, (s) => s.features)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the socials follow the features in force.
  const socials = useMemo(() => portico.social.getEnabled(), [portico, features])
  const { start, pending, error } = useSocialLogin()
  return (
    <div className="section" data-testid="portico-connect-socials">
      <style>{connectViewsCss + connectSocialsCss}</style>
      <ul className="list" aria-label={t('socialLogins')} data-testid="portico-socials-all">
        {socials.map((provider) => (
          <li key={provider}>
            <button
              type="button"
              className="option social-row"
              aria-busy={pending === provider || undefined}
              data-testid={`portico-socials-${provider}`}
              onClick={() => start(provider)}
            >
              <span className="social-mark">
                <SocialIcon provider={provider} size={22} />
              </span>
              <span>{t('continueWithSocial', { name: t(SOCIAL_NAME_KEYS[provider]) })}</span>
            </button>
          </li>
        ))}
      </ul>
      {socials.length === 0 && (
        <p className="muted" data-testid="portico-socials-none">
          {t('socialNone')}
        </p>
      )}
      {error && (
        <p className="error" role="alert" data-testid="portico-social-error">
          {error}
        </p>
      )}
    </div>
  )
}

const connectSocialsCss = `
.social-row { font-weight: 600; }
.social-row[aria-busy='true'] { opacity: 0.7; }
.social-mark { display: grid; place-items: center; width: 40px; height: 40px; flex: none; border-radius: 10px; background: var(--portico-surface-hover); color: var(--portico-fg); }
`
