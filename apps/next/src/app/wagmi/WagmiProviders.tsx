'use client'

import { createCookieStorage, createPortico, type PorticoInitialState } from '@portico/core'
import { PorticoProvider } from '@portico/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { type State, WagmiProvider } from 'wagmi'
import { config } from '../../config'
import { createExampleWagmiAdapter } from './createExampleWagmiAdapter'

export type WagmiProvidersProps = {
  /** Read from the request's Portico cookies by the server layout (@portico/core's cookieToInitialState). */
  porticoInitialState: PorticoInitialState | undefined
  /** Read from the request's wagmi cookie by the server layout (wagmi's cookieToInitialState). */
  wagmiInitialState: State | undefined
  children: ReactNode
}

/**
 * The wagmi config, the query client and the Portico instance of one page view, made together in
 * a component, never at module level (on the server a module is shared by every request, and
 * each holds one visitor's connection). Portico's only EVM adapter is the one over wagmi's config:
 * wagmi discovers the injected wallets, and Portico's connect and reconnect are wagmi's. Both
 * start from the state the server read from the cookies, so the browser's first render matches
 * the server's HTML; wagmi reconnects on mount and Portico's reconnect waits for it and uses its
 * result (one reconnect, not two).
 */
export function WagmiProviders({
  porticoInitialState,
  wagmiInitialState,
  children,
}: WagmiProvidersProps) {
  const [{ wagmiConfig, queryClient, portico }] = useState(() => {
    const { wagmiConfig, adapter } = createExampleWagmiAdapter()
    return {
      wagmiConfig,
      queryClient: new QueryClient(),
      portico: createPortico({
        projectId: config.projectId,
        apiUrl: config.apiUrl || undefined,
        networks: config.networks,
        adapters: [adapter],
        metadata: {
          name: 'Portico with wagmi on Next.js',
          description: 'A wagmi dApp on the Next.js App Router rendered on the server',
          url: 'https://github.com/portico',
          icons: [],
        },
        // Portico's connection lives in its own cookies (portico.*), beside wagmi's (wagmi.*).
        storage: createCookieStorage(),
        initialState: porticoInitialState,
      }),
    }
  })
  return (
    <WagmiProvider config={wagmiConfig} initialState={wagmiInitialState}>
      <QueryClientProvider client={queryClient}>
        <PorticoProvider instance={portico}>{children}</PorticoProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
