import { useAccount, useNetwork, usePorticoState } from '@portico/react'
import { useCallback, useEffect, useState } from 'react'
import { siwxMode } from './siwx.js'

type Session = { accountAddress: string; chainId: string; expiresAt: string }

/**
 * Sign-in with wallet as the demo's backend sees it: the session its HttpOnly cookie holds
 * (GET /api/siwx/session, asked again when the account, network or modal changes) and a sign-out.
 * Shown with `?siwx=required` or `?siwx=optional`.
 */
export function SiwxPanel() {
  const mode = siwxMode()
  const account = useAccount()
  const { network } = useNetwork()
  const { open } = usePorticoState()
  const [session, setSession] = useState<Session | null | undefined>(undefined)

  const refresh = useCallback(async () => {
    const response = await fetch('/api/siwx/session', { credentials: 'same-origin' })
    const body = (await response.json()) as { session: Session | null }
    setSession(body.session)
  }, [])
  // Asked again whenever the account, network or modal changes (a sign-in closes the modal).
  const moment = `${account.status}|${account.address}|${network.caipNetworkId}|${open}`
  useEffect(() => {
    if (mode === 'off' || !moment) return
    void refresh().catch(() => setSession(null))
  }, [mode, refresh, moment])

  if (mode === 'off') return null
  const signOut = async () => {
    await fetch('/api/siwx/signout', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    await refresh()
  }
  return (
    <section className="card" aria-labelledby="siwx-heading">
      <h2 id="siwx-heading">Sign-in with wallet ({mode})</h2>
      <p
        data-testid="demo-siwx-session"
        data-state={session ? 'signed-in' : 'signed-out'}
        aria-live="polite"
      >
        {session === undefined
          ? '…'
          : session
            ? `Signed in as ${session.accountAddress} on ${session.chainId} until ${session.expiresAt}`
            : 'Not signed in'}
      </p>
      {session && (
        <button type="button" data-testid="demo-siwx-signout" onClick={() => void signOut()}>
          Sign out
        </button>
      )}
    </section>
  )
}
