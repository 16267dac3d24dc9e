import type { ConnectMethod } from '@portico/core'
import { Fragment, useMemo } from 'react'
import { usePortico } from '../../hooks/usePortico.js'
import { useStoreState } from '../../hooks/useStoreState.js'
import { useT } from '../../hooks/useT.js'
import { connectViewsCss } from '../../ui/connectViewsCss.js'
import { EmailForm } from '../../ui/EmailForm.js'
import { SocialButtons } from '../../ui/SocialButtons.js'
import { ConnectWallets } from './ConnectWallets.js'

/**
 * Connect: the ways to connect in the `connectMethodsOrder` feature (spec §2 default: email,
 * social, wallet), each shown when enabled — the email field (features.email), the social logins
 * (features.socials less Telegram's platform rules), the wallets (always) — with "or" between
 * them. The email field leads to EmailLogin.
 */
export function Connect() {
  const portico = usePortico()
  const { t } = useT()
  const features = useStoreState(portico.stores.options, (s) => s.features)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the socials follow the features in force.
  const socials = useMemo(() => portico.social.getEnabled(), [portico, features])
  const shown = features.connectMethodsOrder.filter((method: ConnectMethod) =>
    method === 'email' ? features.email : method === 'social' ? socials.length > 0 : true,
  )
  return (
    <div data-testid="portico-connect">
      <style>{connectViewsCss}</style>
      {shown.map((method, index) => (
        <Fragment key={method}>
          {index > 0 && (
            <p className="separator" data-testid="portico-separator">
              {t('orSeparator')}
            </p>
          )}
          {method === 'email' ? (
            <section className="section" data-testid="portico-connect-email">
              <EmailForm
                onSubmit={(email) =>
                  portico.modal.pushView({ view: 'EmailLogin', data: { email } })
                }
              />
            </section>
          ) : method === 'social' ? (
            <section data-testid="portico-connect-social">
              <SocialButtons socials={socials} />
            </section>
          ) : (
            <section data-testid="portico-connect-wallet">
              <ConnectWallets />
            </section>
          )}
        </Fragment>
      ))}
    </div>
  )
}
