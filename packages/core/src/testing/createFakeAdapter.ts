import type { AdapterContext, AdapterEvent, ChainAdapter } from '../adapter/ChainAdapter.js'
import type { Connector, ConnectorType } from '../types/connector.js'
import type { ChainNamespace } from '../types/network.js'

/** The fee per gas the fake adapter's estimates give (2 gwei). */
export const FAKE_GAS_PRICE = 2_000_000_000n

/** A transaction hash of the fake adapter, numbered. */
const fakeHash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** A Solana transaction signature of the fake adapter, numbered: base58 of 64 bytes (0xff…ff − n). */
function fakeSolanaSignature(n: number): string {
  let value = (1n << 512n) - 1n - BigInt(n)
  let text = ''
  while (value > 0n) {
    text = BASE58[Number(value % 58n)] + text
    value /= 58n
  }
  return text
}

export type FakeWallet = {
  id: string
  type?: ConnectorType
  address: string
  chainId: number | string
  /** The connector's provider object, for code that reads it (useProvider, @portico/ethers). */
  provider?: unknown
}

/**
 * A fake adapter for core's rule tests: wallets that answer at once, from a script. The real EVM
 * adapter is tested against anvil with the test browser wallet in @portico/evm; this one exists
 * for rules that need wallets no real component here provides yet (the auth connector, a second
 * namespace, a wallet that fails on demand).
 */
export function createFakeAdapter(namespace: ChainNamespace, wallets: FakeWallet[]) {
  let context: AdapterContext | undefined
  /** Set to make balance reads wait until released. */
  let balanceGate: Promise<void> | undefined
  const calls: string[] = []
  const fail = new Set<string>()
  const byId = (id: string) => {
    const wallet = wallets.find((w) => w.id === id)
    if (!wallet) throw new Error(`no fake wallet ${id}`)
    return wallet
  }
  const connectors = (): Connector[] =>
    wallets.map((w) => ({
      id: w.id,
      type: w.type ?? 'ANNOUNCED',
      name: w.id,
      chain: namespace,
      ...(w.provider !== undefined && { provider: w.provider }),
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
    async connect({ connector }) {
      calls.push(`connect:${connector.id}`)
      if (fail.has(`connect:${connector.id}`))
        throw Object.assign(new Error('User rejected'), { code: 4001 })
      const w = byId(connector.id)
      return { address: w.address, chainId: w.chainId }
    },
    async reconnect({ connector }) {
      calls.push(`reconnect:${connector.id}`)
      if (fail.has(`reconnect:${connector.id}`)) return null
      const w = byId(connector.id)
      return { address: w.address, chainId: w.chainId }
    },
    async disconnect({ connector }) {
      calls.push(`disconnect:${connector.id}`)
      if (fail.has(`disconnect:${connector.id}`)) throw new Error('wallet busy')
    },
    async switchNetwork({ connector, network }) {
      calls.push(`switchNetwork:${connector.id}:${network.id}`)
      if (fail.has(`switchNetwork:${connector.id}`))
        throw Object.assign(new Error('User rejected'), { code: 4001 })
      byId(connector.id).chainId = network.id
    },
    async setPreferredAccountType({ connector, accountType }) {
      calls.push(`setPreferredAccountType:${connector.id}:${accountType}`)
    },
    async getBalance() {
      await balanceGate
      return { value: 1_234_500_000_000_000_000n, decimals: 18, symbol: 'ETH' }
    },
    // Sends: recorded in `calls`, answered with numbered hashes; 'estimateGas', 'sendTransaction',
    // 'writeContract' and 'revert' can be made to fail with `fail()`.
    async estimateGas({ transaction }) {
      calls.push(`estimateGas:${'abi' in transaction ? 'contract' : 'native'}`)
      if (fail.has('estimateGas'))
        throw Object.assign(new Error('execution reverted'), { code: -32000 })
      return { gas: 'abi' in transaction ? 50_000n : 21_000n, gasPrice: FAKE_GAS_PRICE }
    },
    async sendTransaction({ connector, to, value, gas }) {
      calls.push(`sendTransaction:${connector.id}:${to}:${value ?? 0n}:${gas ?? ''}`)
      if (fail.has('sendTransaction'))
        throw Object.assign(new Error('User rejected'), { code: 4001 })
      return fakeHash(calls.length)
    },
    async writeContract({ connector, address, functionName, args, gas }) {
      calls.push(
        `writeContract:${connector.id}:${address}:${functionName}(${args.map(String).join(',')}):${gas ?? ''}`,
      )
      if (fail.has('writeContract')) throw Object.assign(new Error('User rejected'), { code: 4001 })
      return fakeHash(calls.length)
    },
    // Non-EVM sends (Solana): recorded with the token's mint and decimals; fails with fail('transfer').
    async transfer({ connector, to, amount, token }) {
      calls.push(
        `transfer:${connector.id}:${to}:${amount}:${token ? `${token.address}/${token.decimals}` : 'native'}`,
      )
      if (fail.has('transfer')) throw Object.assign(new Error('User rejected'), { code: 4001 })
      return fakeSolanaSignature(calls.length)
    },
    async waitForTransaction({ hash }) {
      calls.push(`waitForTransaction:${hash}`)
      return { status: fail.has('revert') ? 'reverted' : 'success' }
    },
  }
  return {
    adapter,
    calls,
    wallets,
    /** Makes the next calls of `what` (e.g. 'connect:w1') fail. */
    fail: (what: string) => fail.add(what),
    /** Holds balance reads until the returned function is called. */
    holdBalances: () => {
      let release = () => {}
      balanceGate = new Promise((resolve) => {
        release = resolve
      })
      return release
    },
    /** Reports a wallet event as the wallet would. */
    emit: (event: AdapterEvent) => context?.emit(event),
  }
}
