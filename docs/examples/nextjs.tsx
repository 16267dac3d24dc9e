// README.md, "With Next.js" (the whole example: apps/next, docs/nextjs.md). Type-checked by npm test
// (tsconfig.json). Hidden from the README: the imports.
import {
  cookieToInitialState,
  createCookieStorage,
  createPortico,
  type PorticoInitialState,
} from '@portico/core'
import { base, mainnet } from '@portico/core/networks'
import { createEvmAdapter } from '@portico/evm'
import { PorticoProvider } from '@portico/react'
import { headers } from 'next/headers'
import { type ReactNode, useState } from 'react'

// #region readme
// app/layout.tsx, a server component: the visitor's account, from Portico's cookies.
export default async function RootLayout({ children }: { children: ReactNode }) {
  const initialState = cookieToInitialState((await headers()).get('cookie'))
  return (
    <html lang="en">
      <body>
        <Providers initialState={initialState}>{children}</Providers>
      </body>
    </html>
  )
}

// app/Providers.tsx ('use client'): one instance per request, made from the same state.
function Providers(props: { initialState: PorticoInitialState | undefined; children: ReactNode }) {
  const [portico] = useState(() =>
    createPortico({
      projectId: 'your-project-id',
      networks: [mainnet, base],
      adapters: [createEvmAdapter()],
      storage: createCookieStorage(),
      initialState: props.initialState,
    }),
  )
  return <PorticoProvider instance={portico}>{props.children}</PorticoProvider>
}
// #endregion readme
