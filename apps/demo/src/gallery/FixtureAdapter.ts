import type {
  AdapterContext,
  AdapterEvent,
  ChainAdapter,
  ChainNamespace,
  Connector,
} from '@portico/core'
import type { FixtureWallet, FixtureWalletAnswer } from './fixtures.js'

/** The native balance every fixture account holds: 1.2345 of the network's coin. */
const FIXTURE_BALANCE = { evm: 1_234_500_000_000_000_000n, solana: 1_234_500_000n }

/**
 * FixtureAdapter stands in for wallets **in the gallery only**: a chain adapter (EVM or Solana)
 * whose wallets answer from a script instead of a browser extension, so each gallery tile can show
 * a view in an exact state (a wallet that approves, declines or never answers) without a chain or
 * an extension. The demo and the e2e tests use the real EVM adapter and the test browser wallet.
 */
export type FixtureAdapter = {
  adapter: ChainAdapter
  wallets: FixtureWallet[]
  /** Changes how a wallet answers from now on. */
  setAnswer(walletId: string, answer: FixtureWalletAnswer): void
  /** Reports a wallet event (account or chain change, disconnect) as a wallet would. */
  emit(event: AdapterEvent): void
}

/** A FixtureAdapter for `namespace` offering `wallets` (copied: each tile gets its own script). */
export function createFixtureAdapter(
  namespace: ChainNamespace,
  wallets: readonly FixtureWallet[],
): FixtureAdapter {
  const own = wallets.map((w) => ({ ...w }))
  let context: AdapterContext | undefined
  const byId = (id: string) => {
    const wallet = own.find((w) => w.id === id)
    if (!wallet) throw new Error(`no fixture wallet ${id}`)
    return wallet
  }
  /** Settles as the wallet's script says: at once, with a 4001 refusal, or never. */
  const answer = <T>(wallet: FixtureWallet, value: () => T): Promise<T> => {
    if (wallet.answer === 'pending') return new Promise<T>(() => {})
    if (wallet.answer === 'reject')
      return Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    return Promise.resolve(value())
  }
  const connectors = (): Connector[] =>
    own.map((w) => ({
      id: w.id,
      type: 'ANNOUNCED',
      name: w.name,
      imageUrl: w.icon,
      chain: namespace,
      info: { rdns: w.rdns },
    }))
  const adapter: ChainAdapter = {
    namespace,
    setup(ctx) {
      context = ctx
      ctx.setConnectors(connectors())
      return () => {
        context = undefined
      }
    },
    connect: ({ connector }) => {
      const wallet = byId(connector.id)
      return answer(wallet, () => ({ address: wallet.address, chainId: wallet.chainId }))
    },
    reconnect: async ({ connector }) => {
      const wallet = byId(connector.id)
      return { address: wallet.address, chainId: wallet.chainId }
    },
    disconnect: async () => {},
    switchNetwork: ({ connector, network }) => {
      const wallet = byId(connector.id)
      return answer(wallet, () => {
        wallet.chainId = network.id
      })
    },
    setPreferredAccountType: async () => {},
    // A send's gas as a node would estimate it (WalletSendPreview's fee): 21,000 for a native
    // transfer, more for a token contract's transfer, at 1.5 gwei.
    estimateGas: async ({ transaction }) => ({
      gas: 'abi' in transaction ? 51_000n : 21_000n,
      gasPrice: 1_500_000_000n,
    }),
    getBalance: async ({ network }) => ({
      value: namespace === 'solana' ? FIXTURE_BALANCE.solana : FIXTURE_BALANCE.evm,
      decimals: network.nativeCurrency.decimals,
      symbol: network.nativeCurrency.symbol,
    }),
  }
  return {
    adapter,
    wallets: own,
    setAnswer(walletId, next) {
      byId(walletId).answer = next
    },
    emit: (event) => context?.emit(event),
  }
}
