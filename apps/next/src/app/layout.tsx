import type { Metadata } from 'next'
import Link from 'next/link'
import Script from 'next/script'
import type { ReactNode } from 'react'
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
 * The root layout, a server component: the document and the links between the example's two
 * pages. Each page's own layout makes its providers from the request's cookies — Portico alone
 * at `/` ((portico)/layout.tsx), Portico on wagmi at `/wagmi` (wagmi/layout.tsx).
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        {testWalletUrl && <Script src={testWalletUrl} strategy="beforeInteractive" />}
        <nav aria-label="Examples" className="examples">
          <Link href="/">Portico</Link>
          <Link href="/wagmi">Portico with wagmi</Link>
        </nav>
        {children}
      </body>
    </html>
  )
}
