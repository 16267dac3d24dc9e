/**
 * `@portico/ethers`: ethers v6 over the wallet Portico connected — `useEthersProvider()` and
 * `useEthersSigner()` inside `<PorticoProvider>`, rebuilt when the account or the chain changes,
 * and `toEthersProvider` / `toEthersSigner` for a provider you hold yourself.
 */
export { toEthersProvider, toEthersSigner } from './toEthers.js'
export { useEthersProvider } from './useEthersProvider.js'
export { useEthersSigner } from './useEthersSigner.js'
