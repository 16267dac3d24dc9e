import { createWagmiAdapter } from '@portico/wagmi'
import { cookieStorage, createStorage } from 'wagmi'
import { config } from '../../config'

/**
 * The page's wagmi config and Portico's EVM adapter over it, from the example's networks, as a
 * wagmi dApp on Next.js sets it up: `ssr: true` (wagmi restores its state after hydration, not
 * before) and wagmi's own state in cookies (`wagmi.store`), which the server reads on the next
 * request. A function, not a module-level config: on the server a module is shared by every
 * request, so each page view makes its own.
 */
export function createExampleWagmiAdapter() {
  return createWagmiAdapter({
    networks: config.networks,
    ssr: true,
    storage: createStorage({ storage: cookieStorage }),
  })
}
