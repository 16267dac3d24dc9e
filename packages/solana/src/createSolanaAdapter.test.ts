// Integration: core + the Solana adapter + the real test Solana wallet (wallet-standard registry)
// against the devnet's local Solana RPC (litesvm).

import { ed25519 } from '@noble/curves/ed25519'
import {
  type ApiBalance,
  ConnectionRejectedError,
  createMemoryStorage,
  createPortico,
  formatBalance,
  type Network,
  type PorticoStorage,
} from '@portico/core/internal'
import {
  deriveTestSolanaKeys,
  installTestSolanaWallets,
  TEST_SOLANA_WALLET_ID,
  type TestSolanaWallet,
} from '@portico/wallet'
import { address, createSolanaRpc, getBase58Decoder, getBase58Encoder } from '@solana/kit'
import { findAssociatedTokenPda } from '@solana-program/token'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type SolanaServer, startSolanaServer } from '../../../devnet/src/solana/index.js'
import { createSolanaAdapter } from './createSolanaAdapter.js'
import { solanaLocal } from './networks.js'

let server: SolanaServer
let network: Network
let rpc: ReturnType<typeof createSolanaRpc>

beforeAll(async () => {
  server = await startSolanaServer({ rpcPort: 0, wsPort: 0, slotIntervalMs: 100 })
  network = solanaLocal(server.config)
  rpc = createSolanaRpc(server.config.rpcUrl)
}, 60_000)
afterAll(() => server?.close())

/** The address at m/44'/501'/i'/0' of the devnet mnemonic (wallet-1 = 0), as the test wallet derives it. */
const derived = deriveTestSolanaKeys().map((k) => getBase58Decoder().decode(k.publicKey))
const accountAt = (index: number) => derived[index] ?? ''
const solOf = async (owner: string) => (await rpc.getBalance(address(owner)).send()).value
async function usdcOf(owner: string): Promise<bigint> {
  const [ata] = await findAssociatedTokenPda({
    owner: address(owner),
    mint: address(server.config.usdcMint),
    tokenProgram: address('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'),
  })
  const { value } = await rpc.getAccountInfo(ata, { encoding: 'base64' }).send()
  if (!value) return 0n
  return BigInt((await rpc.getTokenAccountBalance(ata).send()).value.amount)
}

const registry = getWallets()
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/** A page: the test Solana wallet registered with the wallet-standard registry. */
function page(storage = createMemoryStorage()) {
  const unregisters: (() => void)[] = []
  const wallets = installTestSolanaWallets({
    target: {},
    storage,
    config: {
      chains: [
        { chain: network.caipNetworkId as `solana:${string}`, rpcUrl: server.config.rpcUrl },
      ],
    },
    register: (wallet) => unregisters.push(registry.register(wallet)),
  })
  cleanups.push(() => {
    for (const unregister of unregisters) unregister()
  })
  return { wallet: wallets[TEST_SOLANA_WALLET_ID] as TestSolanaWallet, storage }
}

function widget(storage: PorticoStorage = createMemoryStorage()) {
  const portico = createPortico({
    projectId: 'test',
    networks: [network],
    adapters: [createSolanaAdapter()],
    storage,
  })
  const unmount = portico.mount()
  cleanups.push(unmount)
  return { portico, storage }
}

async function until(check: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const CONNECTOR = 'Portico Test Solana Wallet'

function sendToken(symbol: 'SOL' | 'USDC'): ApiBalance {
  return symbol === 'SOL'
    ? {
        name: 'Solana',
        symbol: 'SOL',
        chainId: network.caipNetworkId,
        quantity: { decimals: '9', numeric: '100' },
        price: 0,
        value: 0,
        iconUrl: '',
      }
    : {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: network.caipNetworkId,
        address: `${network.caipNetworkId}:${server.config.usdcMint}`,
        quantity: { decimals: '6', numeric: '10000' },
        price: 1,
        value: 1,
        iconUrl: '',
      }
}

describe('Solana adapter with the test wallet on the local Solana RPC', () => {
  it('discovers wallet-standard wallets with a solana: chain only, as ANNOUNCED connectors with name and icon', () => {
    page()
    const evmOnly: Wallet = {
      version: '1.0.0',
      name: 'EVM only',
      icon: 'data:image/svg+xml;base64,PHN2Zy8+',
      chains: ['eip155:1'],
      features: {
        'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) },
      },
      accounts: [],
    }
    cleanups.push(registry.register(evmOnly))
    const { portico } = widget()
    const connectors = portico.stores.connectors.getState().connectors
    expect(connectors.map((c) => [c.id, c.type, c.chain])).toEqual([
      [CONNECTOR, 'ANNOUNCED', 'solana'],
    ])
    expect(connectors[0]?.imageUrl).toMatch(/^data:image\/svg\+xml;base64,/)
  })

  it("connects: account 0 of the devnet mnemonic (m/44'/501'/0'/0'), CAIP-10 address, eoa, SOL balance from the RPC", async () => {
    page()
    const { portico } = widget()
    await portico.connect({ connectorId: CONNECTOR })
    const account = portico.getAccount()
    expect(account.status).toBe('connected')
    expect(account.address).toBe(accountAt(0))
    expect(account.address).toBe(
      server.config.accounts.find((a) => a.label === 'wallet-1')?.address,
    )
    expect(account.caipAddress).toBe(`${network.caipNetworkId}:${accountAt(0)}`)
    expect(account.preferredAccountType).toBe('eoa')
    const expected = formatBalance({ value: await solOf(accountAt(0)), decimals: 9 })
    await until(() => portico.getAccount().balance === expected)
    expect(portico.getAccount().balanceSymbol).toBe('SOL')
  })

  it("a refusal in the wallet is 'Connection rejected' and leaves the account disconnected", async () => {
    const { wallet } = page()
    wallet.setBehavior({ reject: ['standard:connect'] })
    const { portico } = widget()
    const error = await portico.connect({ connectorId: CONNECTOR }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectionRejectedError)
    expect(portico.getAccount().status).toBe('disconnected')
  })

  it('follows the wallet: another account (standard:events change), then a wallet-side disconnect', async () => {
    const { wallet } = page()
    const { portico } = widget()
    await portico.connect({ connectorId: CONNECTOR })
    wallet.setAccount(1)
    await until(() => portico.getAccount().address === accountAt(1))
    wallet.disconnect()
    await until(() => portico.getAccount().status === 'disconnected')
  })

  it('reconnects silently after a reload while the wallet still grants the page, not after it revoked', async () => {
    const walletStorage = createMemoryStorage()
    const widgetStorage = createMemoryStorage()
    page(walletStorage)
    await widget(widgetStorage).portico.connect({ connectorId: CONNECTOR })
    const reload = () => {
      for (const cleanup of cleanups.splice(0)) cleanup()
      const { wallet } = page(walletStorage)
      return { wallet, portico: widget(widgetStorage).portico }
    }
    const second = reload()
    await until(() => second.portico.getAccount().status === 'connected')
    expect(second.portico.getAccount().address).toBe(accountAt(0))
    // The wallet stops granting the page (silent standard:connect answers no account).
    second.wallet.disconnect()
    await until(() => second.portico.getAccount().status === 'disconnected')
    const third = reload()
    await until(() => third.portico.stores.lifecycle.getState().initialized)
    expect(third.portico.getAccount().status).toBe('disconnected')
    expect(third.wallet.getState().connected).toBe(false)
  })

  it('signs a message (solana:signMessage): a base58 ed25519 signature of the UTF-8 text by the account', async () => {
    page()
    const { portico } = widget()
    await portico.connect({ connectorId: CONNECTOR })
    const adapter = createSolanaAdapter()
    const connector = portico.stores.connectors.getState().connectors[0]!
    const message = 'Sign in to Portico — nonce 42'
    const signature = await adapter.signMessage!({
      connector,
      network,
      address: accountAt(0),
      message,
    })
    const encoder = getBase58Encoder()
    expect(
      ed25519.verify(
        new Uint8Array(encoder.encode(signature)),
        new TextEncoder().encode(message),
        new Uint8Array(encoder.encode(accountAt(0))),
      ),
    ).toBe(true)
  })

  it('sends SOL through core (solana:signAndSendTransaction): the receiver holds exactly the amount more', async () => {
    page()
    const { portico } = widget()
    await portico.connect({ connectorId: CONNECTOR })
    const receiver = accountAt(2)
    const before = await solOf(receiver)
    portico.send.setToken({ token: sendToken('SOL') })
    portico.send.setAmount({ amount: '1.25' })
    portico.send.setReceiver({ receiver: { address: receiver } })
    const { hash } = await portico.send.sendTokens()
    expect(hash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect((await solOf(receiver)) - before).toBe(1_250_000_000n)
    expect(portico.stores.notification.getState().message).toBe('Transaction sent')
  })

  it("sends USDC (SPL transferChecked), creating the receiver's associated token account the first time", async () => {
    page()
    const { portico } = widget()
    await portico.connect({ connectorId: CONNECTOR })
    const receiver = accountAt(7) // holds no USDC: no token account yet
    expect(await usdcOf(receiver)).toBe(0n)
    const senderBefore = await usdcOf(accountAt(0))
    for (const amount of ['2.5', '0.000001']) {
      portico.send.setToken({ token: sendToken('USDC') })
      portico.send.setAmount({ amount })
      portico.send.setReceiver({ receiver: { address: receiver } })
      await portico.send.sendTokens()
    }
    expect(await usdcOf(receiver)).toBe(2_500_001n)
    expect(senderBefore - (await usdcOf(accountAt(0)))).toBe(2_500_001n)
  })

  it.each([
    [
      'the wallet refuses (4001)',
      { reject: ['solana:signAndSendTransaction'] },
      '1',
      'User rejected the request.',
    ],
    ['a transfer above the balance is refused by the node', {}, '1000000', undefined],
  ])(
    '%s: an error toast, the fields kept, nothing moves',
    async (_case, behavior, amount, message) => {
      const { wallet } = page()
      wallet.setBehavior(behavior)
      const { portico } = widget()
      await portico.connect({ connectorId: CONNECTOR })
      const receiver = accountAt(1)
      const before = await solOf(receiver)
      portico.send.setToken({ token: sendToken('SOL') })
      portico.send.setAmount({ amount })
      portico.send.setReceiver({ receiver: { address: receiver } })
      const error = (await portico.send.sendTokens().catch((e: unknown) => e)) as {
        shortMessage?: string
      }
      if (message) expect(error.shortMessage).toBe(message)
      else expect(error).toBeInstanceOf(Error)
      expect(portico.stores.notification.getState().variant).toBe('error')
      expect(portico.stores.send.getState().sendTokenAmount).toBe(amount)
      expect(await solOf(receiver)).toBe(before)
    },
  )
})
