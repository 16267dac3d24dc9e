import { cookieToInitialState } from '@portico/core'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { PorticoProviders } from './PorticoProviders'

/**
 * The layout of Portico alone (createEvmAdapter), a server component: it reads the visitor's
 * Portico cookies from the request, so the page is rendered with the connected account (address,
 * network) already in the HTML.
 */
export default async function PorticoLayout({ children }: { children: ReactNode }) {
  const initialState = cookieToInitialState((await headers()).get('cookie'))
  return <PorticoProviders initialState={initialState}>{children}</PorticoProviders>
}
