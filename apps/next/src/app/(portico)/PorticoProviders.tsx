'use client'

import { createCookieStorage, createPortico, type PorticoInitialState } from '@portico/core'
import { createEvmAdapter } from '@portico/evm'
import { PorticoProvider } from '@portico/react'
import { type ReactNode, useState } from 'react'
import { config } from '../../config'

export type PorticoProvidersProps = {
  /** Read from the request's cookies by the server layout (cookieToInitialState). */
  initialState: PorticoInitialState | undefined
  children: ReactNode
}

/**
 * The Portico instance of one page view. Made in a component, never at module level: on the
 * server a module is shared by every request, and an instance holds one visitor's connection.
 * The server renders with it once; the browser makes its own from the same initial state, so the
 * first render matches the server's HTML, and its mount reconnects the wallet.
 */
export function PorticoProviders({ initialState, children }: PorticoProvidersProps) {
  const [portico] = useState(() =>
    createPortico({
      projectId: config.projectId,
      apiUrl: config.apiUrl || undefined,
      networks: config.networks,
      adapters: [createEvmAdapter()],
      metadata: {
        name: 'Portico on Next.js',
        description: 'A Next.js App Router dApp rendered on the server',
        url: 'https://github.com/portico',
        icons: [],
      },
      // The connection lives in cookies the server reads on the next request (layout.tsx).
      storage: createCookieStorage(),
      initialState,
    }),
  )
  return <PorticoProvider instance={portico}>{children}</PorticoProvider>
}
