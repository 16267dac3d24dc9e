// React Server Components frameworks (Next.js): the hooks run in the browser, so a server
// component may import from this entry; tsc keeps the directive in dist.
'use client'

/**
 * `@portico/ethers`: ethers v6 over the wallet Portico connected — `useEthersProvider()` and
 * `useEthersSigner()` inside `<PorticoProvider>`, rebuilt when the account or the chain changes,
 * and `toEthersProvider` / `toEthersSigner` for a provider you hold yourself.
 */
export { toEthersProvider, toEthersSigner } from './toEthers.js'
export { useEthersProvider } from './useEthersProvider.js'
export { useEthersSigner } from './useEthersSigner.js'
