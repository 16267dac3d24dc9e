import { cookieToInitialState } from '@portico/core'
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import Script from 'next/script'
import type { ReactNode } from 'react'
import { PorticoProviders } from './PorticoProviders'
import './globals.css'

export const metadata: Metadata = {
  title: 'Portico on Next.js',
  description: 'Portico rendered on the server: the connected button is in the first HTML',
}

/**
 * In development the page loads the devnet's test browser wallet (apps/wallet, `npm start`), as
 * the demo does, so there is a wallet to connect without an extension. PORTICO_TEST_WALLET=0
 * turns it off; production builds never load it.
 */
const testWalletUrl =
  process.env.NODE_ENV === 'development' && process.env.PORTICO_TEST_WALLET !== '0'
    ? `${process.env.PORTICO_TEST_WALLET_URL || 'http://127.0.0.1:5174'}/inject.js`
    : undefined

/**
 * The root layout, a server component: it reads the visitor's Portico cookies from the request,
 * so the page is rendered with the connected account (address, network) already in the HTML.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const initialState = cookieToInitialState((await headers()).get('cookie'))
  return (
    <html lang="en">
      <body>
        {testWalletUrl && <Script src={testWalletUrl} strategy="beforeInteractive" />}
        <PorticoProviders initialState={initialState}>{children}</PorticoProviders>
      </body>
    </html>
  )
}
