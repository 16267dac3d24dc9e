// `siweConfig` (sign-in with Ethereum in the upstream widget's shape) on two real anvil chains, with
// the real test browser wallet (apps/wallet) signing and viem's SIWE utilities making nonces and
// messages and verifying signatures on the chain: core runs the option as the siwx it maps onto.
import { startAnvil } from '@portico/devnet'
import { devnetNetwork, getFreePorts } from '@portico/devnet/testing'
import { createTestWalletProvider, TEST_WALLET_RDNS, type TestWallet } from '@portico/wallet'
import { createPublicClient, type Hex, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import {
  createSiweMessage,
  generateSiweNonce,
  parseSiweMessage,
  verifySiweMessage,
} from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChainAdapter } from '../../adapter/ChainAdapter.js'
import type { Portico } from '../../instance/Portico.js'
import { testInstance, until } from '../../testing/index.js'
import type { Network } from '../../types/network.js'
import type { SiweConfig, SiweSession } from './SiweConfig.js'

const DOMAIN = 'app.example'
const URI = 'https://app.example/login'
let chains: Awaited<ReturnType<typeof startAnvil>>[] = []
let networks: [Network, Network]

beforeAll(async () => {
  const [portA, portB] = await getFreePorts(2)
  chains = await Promise.all([
    startAnvil({ chainId: 31337, port: portA as number }),
    startAnvil({ chainId: 31338, port: portB as number }),
  ])
  const [a, b] = chains.map((chain) =>
    devnetNetwork({ chainId: chain.chainId, name: `anvil ${chain.chainId}`, rpcUrl: chain.rpcUrl }),
  )
  networks = [a as Network, b as Network]
}, 60_000)

afterAll(async () => {
  await Promise.all(chains.map((chain) => chain.stop()))
})

/**
 * The dApp's SIWE backend, kept in memory by the test as a server would keep it: nonces it issued
 * (each used once), the session, and viem's verifySiweMessage on the message's chain (a real RPC
 * call to anvil). `log` records the calls and callbacks core made.
 */
function siweBackend(overrides: Partial<SiweConfig> = {}) {
  const issued = new Set<string>()
  const log: string[] = []
  let session: SiweSession | null = null
  const config: SiweConfig = {
    getNonce: async () => {
      const nonce = generateSiweNonce()
      issued.add(nonce)
      return nonce
    },
    getMessageParams: async () => ({ domain: DOMAIN, uri: URI, statement: 'Sign in to Example' }),
    createMessage: ({ address, chainId, nonce, domain, uri, version, statement, iat }) =>
      createSiweMessage({
        address: address as Hex,
        chainId,
        nonce,
        domain,
        uri,
        version,
        statement,
        issuedAt: iat ? new Date(iat) : undefined,
      }),
    verifyMessage: async ({ message, signature }) => {
      const fields = parseSiweMessage(message)
      if (!fields.nonce || !issued.delete(fields.nonce) || !fields.chainId) return false
      const network = networks.find((n) => n.id === fields.chainId)
      const client = createPublicClient({
        transport: http(network?.rpcUrls.default.http[0]),
      })
      const valid = await verifySiweMessage(client, {
        message,
        signature: signature as Hex,
        domain: DOMAIN,
      })
      log.push(`verify:${valid}`)
      if (valid) session = { address: fields.address as string, chainId: fields.chainId }
      return valid
    },
    getSession: async () => session,
    signOut: async () => {
      log.push('signOut')
      session = null
      return true
    },
    onSignIn: (signedIn) => log.push(`onSignIn:${signedIn.address}@${signedIn.chainId}`),
    onSignOut: () => log.push('onSignOut'),
    ...overrides,
  }
  return {
    config,
    log,
    session: () => session,
    setSession: (next: SiweSession | null) => {
      session = next
    },
  }
}

/**
 * A chain adapter over one real test wallet, as @portico/evm hands a wallet to core: connect,
 * switch, personal_sign and the wallet's accountsChanged / chainChanged events.
 */
function walletAdapter(wallet: TestWallet): ChainAdapter {
  const connector = {
    id: TEST_WALLET_RDNS,
    type: 'ANNOUNCED' as const,
    name: wallet.info.name,
    chain: 'eip155' as const,
    provider: wallet.provider,
  }
  return {
    namespace: 'eip155',
    setup(context) {
      context.setConnectors([connector])
      const accounts = (list: string[]) =>
        list[0] && context.emit({ type: 'accountChanged', address: list[0] })
      const chain = (hex: string) => context.emit({ type: 'chainChanged', chainId: Number(hex) })
      wallet.provider.on('accountsChanged', accounts)
      wallet.provider.on('chainChanged', chain)
      return () => {
        wallet.provider.removeListener('accountsChanged', accounts)
        wallet.provider.removeListener('chainChanged', chain)
      }
    },
    async connect() {
      const [address] = (await wallet.provider.request({
        method: 'eth_requestAccounts',
      })) as string[]
      const chainId = Number(await wallet.provider.request({ method: 'eth_chainId' }))
      return { address: address as string, chainId }
    },
    reconnect: async () => null,
    disconnect: async () => {},
    async switchNetwork({ network }) {
      await wallet.provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: `0x${Number(network.id).toString(16)}` }],
      })
    },
    async signMessage({ message, address }) {
      return (await wallet.provider.request({
        method: 'personal_sign',
        params: [`0x${Buffer.from(message).toString('hex')}`, address],
      })) as string
    },
    getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH' }),
  }
}

/** A mounted widget on chain A with `siweConfig`, and a connected test wallet of two accounts. */
async function connected(config: SiweConfig, keys = [generatePrivateKey(), generatePrivateKey()]) {
  const wallet = createTestWalletProvider({
    wallet: {
      name: 'Portico Test Wallet',
      rdns: TEST_WALLET_RDNS,
      accounts: keys,
      chains: chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl })),
    },
    origin: 'https://app.example',
  })
  const portico = testInstance({ networks, adapters: [walletAdapter(wallet)], siweConfig: config })
  portico.mount()
  await portico.connect({ connectorId: TEST_WALLET_RDNS })
  const [first, second] = keys.map((key) => privateKeyToAccount(key).address)
  return { portico, wallet, address: first as Hex, other: second as Hex }
}

const view = (portico: Portico) =>
  portico.stores.modal.getState().open
    ? portico.stores.router.getState().history.at(-1)?.view
    : 'closed'
const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

describe('siweConfig signs in (spec §1 "Sign a login message (sign-in with wallet) to create a session")', () => {
  it('prompt, nonce, message, wallet signature, verification on the chain, session, onSignIn, close', async () => {
    const backend = siweBackend()
    const { portico, address } = await connected(backend.config)
    await until(() => view(portico) === 'SIWXSignMessage')
    expect(await portico.siwx.signMessage()).toEqual({})
    expect(backend.log).toEqual(['verify:true', `onSignIn:${address}@31337`])
    expect(backend.session()).toEqual({ address, chainId: 31337 })
    expect(view(portico)).toBe('closed')
  })

  it("a message the backend refuses (another domain) re-opens the sign view with 'Error signing message'; no session", async () => {
    const backend = siweBackend()
    const { portico } = await connected({
      ...backend.config,
      getMessageParams: async () => ({ domain: 'evil.example', uri: 'https://evil.example' }),
    })
    await until(() => view(portico) === 'SIWXSignMessage')
    const { error } = await portico.siwx.signMessage()
    expect(error?.shortMessage).toBe('Error signing message')
    expect(view(portico)).toBe('SIWXSignMessage')
    expect(backend.log).toEqual(['verify:false'])
    expect(backend.session()).toBeNull()
  })

  it("a nonce that cannot be had: 'A problem occurred while trying initialize authentication'", async () => {
    const backend = siweBackend({ getNonce: async () => '' })
    const { portico } = await connected(backend.config)
    await until(() => view(portico) === 'SIWXSignMessage')
    const { error } = await portico.siwx.signMessage()
    expect(error?.shortMessage).toBe('A problem occurred while trying initialize authentication')
  })

  it('an account with a session on the network (getSession) is not asked', async () => {
    const backend = siweBackend()
    const key = generatePrivateKey()
    backend.setSession({ address: privateKeyToAccount(key).address, chainId: 31337 })
    const { portico } = await connected(backend.config, [key, generatePrivateKey()])
    await settle()
    expect(portico.siwx.isRequired()).toBe(true)
    expect(view(portico)).toBe('closed')
    expect(backend.log).toEqual([])
  })

  it('enabled: false signs nobody in', async () => {
    const backend = siweBackend()
    const { portico } = await connected({ ...backend.config, enabled: false })
    await settle()
    expect(view(portico)).toBe('closed')
    expect(portico.options.siwx).toBeUndefined()
  })
})

describe('siweConfig cancel and sign-out rules (spec §4)', () => {
  it('required by default: Cancel disconnects ("cancel disconnects when sign-in is required and no session exists")', async () => {
    const backend = siweBackend()
    const { portico } = await connected(backend.config)
    await until(() => view(portico) === 'SIWXSignMessage')
    await portico.siwx.cancel()
    expect(portico.getAccount().status).toBe('disconnected')
  })

  it('required: false — Cancel closes, the wallet stays connected', async () => {
    const backend = siweBackend()
    const { portico } = await connected({ ...backend.config, required: false })
    await until(() => view(portico) === 'SIWXSignMessage')
    await portico.siwx.cancel()
    expect(portico.getAccount().status).toBe('connected')
    expect(view(portico)).toBe('closed')
  })

  it.each([
    [
      '"Sign out on disconnect defaults to true": signOut, then onSignOut',
      undefined,
      ['signOut', 'onSignOut'],
      false,
    ],
    ['signOutOnDisconnect: false keeps the session', false, [], true],
  ] as const)('%s', async (_rule, signOutOnDisconnect, calls, kept) => {
    const backend = siweBackend()
    const { portico } = await connected({ ...backend.config, signOutOnDisconnect })
    await until(() => view(portico) === 'SIWXSignMessage')
    await portico.siwx.signMessage()
    backend.log.length = 0
    await portico.disconnect()
    expect(backend.log).toEqual(calls)
    expect(backend.session() !== null).toBe(kept)
  })

  it.each([
    [
      'signOutOnAccountChange (default): the old session ends and the new account is asked',
      undefined,
      ['signOut', 'onSignOut'],
      'SIWXSignMessage',
    ],
    ['signOutOnAccountChange: false keeps the session and asks nobody', false, [], 'closed'],
  ] as const)('%s', async (_rule, signOutOnAccountChange, calls, shown) => {
    const backend = siweBackend()
    const { portico, wallet, other } = await connected({
      ...backend.config,
      signOutOnAccountChange,
    })
    await until(() => view(portico) === 'SIWXSignMessage')
    await portico.siwx.signMessage()
    backend.log.length = 0
    wallet.setAccount(1)
    await until(() => portico.getAccount().address === other)
    await settle()
    expect(backend.log).toEqual(calls)
    expect(view(portico)).toBe(shown)
  })

  it.each([
    ['signOutOnNetworkChange (default): another network asks again', undefined, 'SIWXSignMessage'],
    ['signOutOnNetworkChange: false — the session holds on the other network', false, 'closed'],
  ] as const)('%s', async (_rule, signOutOnNetworkChange, shown) => {
    const backend = siweBackend()
    const { portico } = await connected({ ...backend.config, signOutOnNetworkChange })
    await until(() => view(portico) === 'SIWXSignMessage')
    await portico.siwx.signMessage()
    await portico.switchNetwork({ network: networks[1] })
    await settle()
    expect(view(portico)).toBe(shown)
    if (shown === 'SIWXSignMessage') {
      expect(await portico.siwx.signMessage()).toEqual({})
      expect(backend.session()?.chainId).toBe(31338)
    }
  })
})
