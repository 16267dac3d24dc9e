import { cookieToInitialState } from '@portico/core'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { createExampleWagmiAdapter } from './createExampleWagmiAdapter'
import { readWagmiInitialState } from './readWagmiInitialState'
import { WagmiProviders } from './WagmiProviders'

/**
 * The layout of Portico on wagmi, a server component: it reads both states from the request's
 * cookies — Portico's account (portico.*) and wagmi's connections (wagmi.store) — so the page is
 * rendered with the connected account in Portico's button and in wagmi's hooks alike. wagmi's
 * reader (cookieToInitialState, checked by readWagmiInitialState) needs a config only for its
 * storage key: this request's own, never a shared one.
 */
export default async function WagmiLayout({ children }: { children: ReactNode }) {
  const cookie = (await headers()).get('cookie')
  const { wagmiConfig } = createExampleWagmiAdapter()
  return (
    <WagmiProviders
      porticoInitialState={cookieToInitialState(cookie)}
      wagmiInitialState={readWagmiInitialState(wagmiConfig, cookie)}
    >
      {children}
    </WagmiProviders>
  )
}
