// Integration: core + the Bitcoin adapter + the real test Bitcoin wallet (registered in the real
// wallet-standard registry), against the devnet's Esplora-style Bitcoin API over a regtest ledger.
import {
  ConnectionRejectedError,
  type Connector,
  createMemoryStorage,
  createPortico,
  type Network,
} from '@portico/core'
import {
  installTestBitcoinWallets,
  TEST_BITCOIN_WALLET_ID,
  type TestBitcoinWallet,
} from '@portico/wallet'
import { getWallets } from '@wallet-standard/app'
import { Verifier } from 'bip322-js'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type BitcoinApi, startBitcoinApi } from '../../../devnet/src/bitcoin/index.js'
import { DEVNET_MNEMONIC } from '../../../devnet/src/index.js'
import { createBitcoinAdapter } from './createBitcoinAdapter.js'
import { readEsploraBalance } from './esplora/readEsploraBalance.js'
import { bitcoin, bitcoinRegtest, bitcoinTestnet } from './networks.js'

const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

let api: BitcoinApi
let regtest: Network

beforeAll(async () => {
  // Blocks are mined before POST /tx answers, so balances read right after a send.
  api = await startBitcoinApi({ port: 0, mnemonic: DEVNET_MNEMONIC, mineAfterMs: 0 })
  regtest = bitcoinRegtest({ apiUrl: api.url })
})
afterAll(() => api?.close())

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/** A page with the test Bitcoin wallet registered in the wallet-standard registry. */
function page(): TestBitcoinWallet {
  const registry = getWallets()
  const { [TEST_BITCOIN_WALLET_ID]: wallet } = installTestBitcoinWallets({
    config: { chains: [{ chain: REGTEST, apiUrl: api.url }], mnemonic: DEVNET_MNEMONIC },
    target: {},
    register: (w) => cleanups.push(registry.register(w)),
  })
  if (!wallet) throw new Error('the test Bitcoin wallet was not installed')
  return wallet
}

function widget(
  networks: [Network, ...Network[]] = [regtest],
  defaultAccountTypes?: { bip122: 'payment' | 'ordinal' },
) {
  const adapter = createBitcoinAdapter()
  const portico = createPortico({
    projectId: 'test',
    networks,
    adapters: [adapter],
    storage: createMemoryStorage(),
    ...(defaultAccountTypes ? { defaultAccountTypes } : {}),
  })
  cleanups.push(portico.mount())
  return { portico, adapter }
}

function bitcoinConnector(portico: ReturnType<typeof widget>['portico']): Connector {
  const connector = portico.stores.connectors
    .getState()
    .connectors.find((c) => c.chain === 'bip122' && c.name === 'Portico Test Bitcoin Wallet')
  if (!connector) throw new Error('the test Bitcoin wallet was not discovered')
  return connector
}

const wallet1 = () => api.config.accounts[0]!
const wallet2 = () => api.config.accounts[1]!

describe('createBitcoinAdapter', () => {
  it('networks: bitcoin, bitcoinTestnet and bitcoinRegtest carry the CAIP-2 ids of the design', () => {
    expect([bitcoin, bitcoinTestnet, regtest].map((n) => n.caipNetworkId)).toEqual([
      'bip122:000000000019d6689c085ae165831e93',
      'bip122:000000000933ea01ad0ee984209779ba',
      REGTEST,
    ])
    expect(regtest.rpcUrls.default.http[0]).toBe(api.url)
    expect(() => bitcoinRegtest({ apiUrl: 'javascript:alert(1)' })).toThrow(/http/)
  })

  it('discovers wallet-standard wallets with Bitcoin features, and only those', async () => {
    page()
    const { portico } = widget()
    const connector = bitcoinConnector(portico)
    expect(connector).toMatchObject({ type: 'ANNOUNCED', chain: 'bip122' })
    expect(connector.imageUrl).toMatch(/^data:image\/svg\+xml;base64,/)
  })

  it('spec §3 "Bitcoin account types: payment (index 0) and ordinal (index 1)"; §4 default bitcoin payment', async () => {
    page()
    const { portico } = widget()
    await portico.connect({ connectorId: bitcoinConnector(portico).id })
    const account = portico.stores.chains.getState().accounts.bip122
    // The devnet derives the same addresses (m/84'/1'/0'/0/0 and m/86'/1'/0'/0/0) with bitcoinjs.
    expect(account?.address).toBe(wallet1().payment)
    expect(account?.address).toMatch(/^bcrt1q/)
    expect(account?.caipAddress).toBe(`${REGTEST}:${wallet1().payment}`)
    const [connection] = portico.stores.connections.getState().connections.bip122 ?? []
    expect(connection?.accounts).toEqual([
      { address: wallet1().payment, type: 'payment' },
      { address: wallet1().ordinal, type: 'ordinal' },
    ])
    expect(wallet1().ordinal).toMatch(/^bcrt1p/)
    expect(connection?.caipNetwork?.caipNetworkId).toBe(REGTEST)
  })

  it.each([
    ['payment' as const, () => wallet1().payment, () => wallet2().payment],
    ['ordinal' as const, () => wallet1().ordinal, () => wallet2().ordinal],
  ])(
    'spec §4 "Preferred account type … Defaults: bitcoin payment": defaultAccountTypes.bip122 %s is the active account — on connect, on reconnect and when the wallet switches keys',
    async (type, first, second) => {
      const wallet = page()
      const { portico, adapter } = widget([regtest], { bip122: type })
      const connector = bitcoinConnector(portico)
      await portico.connect({ connectorId: connector.id })
      const account = () => portico.stores.chains.getState().accounts.bip122
      expect(account()?.address).toBe(first())
      expect(account()?.caipAddress).toBe(`${REGTEST}:${first()}`)
      // Both addresses stay the connection's accounts, payment first.
      const [connection] = portico.stores.connections.getState().connections.bip122 ?? []
      expect(connection?.accounts).toEqual([
        { address: wallet1().payment, type: 'payment' },
        { address: wallet1().ordinal, type: 'ordinal' },
      ])
      await expect(adapter.reconnect({ connector, network: regtest })).resolves.toMatchObject({
        address: first(),
      })
      wallet.setAccount(1)
      expect(account()?.address).toBe(second())
    },
  )

  it("spec §5: a connector that supports none of the requested chains → 'The connector does not support any of the requested chains'", async () => {
    const wallet = page()
    const { portico } = widget([bitcoin, bitcoinTestnet])
    const connecting = portico.connect({ connectorId: bitcoinConnector(portico).id })
    await expect(connecting).rejects.toMatchObject({
      shortMessage: 'The connector does not support any of the requested chains',
    })
    expect(portico.stores.chains.getState().accounts.bip122?.status).toBe('disconnected')
    // Refused before the wallet was asked: nothing was granted.
    expect(wallet.getState().connected).toBe(false)
  })

  it('a wallet that lists the network among others connects on it', async () => {
    page()
    const { portico } = widget([bitcoin, regtest])
    const result = await portico.connect({ connectorId: bitcoinConnector(portico).id })
    expect(result).toMatchObject({ address: wallet1().payment, chainId: regtest.id })
  })

  it('a refused connection is Connection rejected', async () => {
    const wallet = page()
    wallet.setBehavior({ reject: ['bitcoin:connect'] })
    const { portico } = widget()
    await expect(
      portico.connect({ connectorId: bitcoinConnector(portico).id }),
    ).rejects.toBeInstanceOf(ConnectionRejectedError)
  })

  it('reconnects without a prompt, follows the wallet switching keys and disconnecting', async () => {
    const wallet = page()
    wallet.connect()
    wallet.setBehavior({ reject: true })
    const { portico, adapter } = widget()
    const connector = bitcoinConnector(portico)
    await expect(adapter.reconnect({ connector, network: regtest })).resolves.toMatchObject({
      address: wallet1().payment,
      accounts: [
        { address: wallet1().payment, type: 'payment' },
        { address: wallet1().ordinal, type: 'ordinal' },
      ],
    })
    wallet.setBehavior({})
    await portico.connect({ connectorId: connector.id })
    wallet.setAccount(1)
    expect(portico.stores.chains.getState().accounts.bip122?.address).toBe(wallet2().payment)
    wallet.disconnect()
    expect(portico.stores.chains.getState().accounts.bip122?.status).toBe('disconnected')
    await expect(adapter.reconnect({ connector, network: regtest })).resolves.toBeNull()
  })

  it('signMessage: a BIP-322 simple signature (base64) of the payment and of the ordinal address, verified by bip322-js', async () => {
    page()
    const { portico, adapter } = widget()
    const connector = bitcoinConnector(portico)
    await portico.connect({ connectorId: connector.id })
    const message = 'Sign in to Portico: nonce 8f2c'
    for (const address of [wallet1().payment, wallet1().ordinal]) {
      const signature = await adapter.signMessage!({
        connector,
        network: regtest,
        address,
        message,
      })
      expect(signature).toMatch(/^[A-Za-z0-9+/]+={0,2}$/)
      expect(Verifier.verifySignature(address, message, signature)).toBe(true)
      expect(Verifier.verifySignature(address, `${message}!`, signature)).toBe(false)
    }
    await expect(
      adapter.signMessage!({ connector, network: regtest, address: wallet2().payment, message }),
    ).rejects.toThrow(/has not granted/)
  })

  it('transfer: the wallet pays satoshis from the payment account; the Bitcoin API shows them arrive', async () => {
    page()
    const { portico, adapter } = widget()
    const connector = bitcoinConnector(portico)
    await portico.connect({ connectorId: connector.id })
    const before = await readEsploraBalance({ apiUrl: api.url, address: wallet2().payment })
    const senderBefore = await adapter.getBalance({ address: wallet1().payment, network: regtest })
    const txid = await adapter.transfer!({
      connector,
      network: regtest,
      from: wallet1().payment,
      to: wallet2().payment,
      amount: 12_345n,
    })
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    const tx = (await (await fetch(`${api.url}/tx/${txid}`)).json()) as {
      status: { confirmed: boolean }
      fee: number
      vout: { scriptpubkey_address?: string; value: number }[]
    }
    expect(tx.status.confirmed).toBe(true)
    expect(tx.vout).toContainEqual(
      expect.objectContaining({ scriptpubkey_address: wallet2().payment, value: 12_345 }),
    )
    expect(await readEsploraBalance({ apiUrl: api.url, address: wallet2().payment })).toBe(
      before + 12_345n,
    )
    const senderAfter = await adapter.getBalance({ address: wallet1().payment, network: regtest })
    expect(senderAfter).toMatchObject({ decimals: 8, symbol: 'BTC' })
    expect(senderAfter.value).toBe(senderBefore.value - 12_345n - BigInt(tx.fee))
  })

  it('transfer through a wallet that only signs PSBTs (no bitcoin:sendTransfer): the adapter builds the PSBT from the payment outputs, the wallet signs and sends it', async () => {
    const registry = getWallets()
    // The same test wallet, registered with the Exodus-standard features only.
    const { psbt: wallet } = installTestBitcoinWallets({
      config: {
        chains: [{ chain: REGTEST, apiUrl: api.url }],
        mnemonic: DEVNET_MNEMONIC,
        wallets: [{ name: 'PSBT-only Bitcoin Wallet', id: 'psbt', accountIndex: 1 }],
      },
      target: {},
      register: (w) => {
        const { 'bitcoin:sendTransfer': _, ...features } = w.features
        cleanups.push(
          registry.register({
            version: w.version,
            name: w.name,
            icon: w.icon,
            chains: w.chains,
            features,
            get accounts() {
              return w.accounts
            },
          }),
        )
      },
    })
    const { portico, adapter } = widget()
    const connector = portico.stores.connectors
      .getState()
      .connectors.find((c) => c.name === 'PSBT-only Bitcoin Wallet')!
    expect(Object.keys((connector.provider as { features: object }).features)).not.toContain(
      'bitcoin:sendTransfer',
    )
    await portico.connect({ connectorId: connector.id })
    const sender = wallet2()
    const before = await readEsploraBalance({ apiUrl: api.url, address: wallet1().ordinal })
    const txid = await adapter.transfer!({
      connector,
      network: regtest,
      from: sender.payment,
      to: wallet1().ordinal,
      amount: 7_777n,
    })
    expect(await readEsploraBalance({ apiUrl: api.url, address: wallet1().ordinal })).toBe(
      before + 7_777n,
    )
    const tx = (await (await fetch(`${api.url}/tx/${txid}`)).json()) as {
      vin: { prevout: { scriptpubkey_address: string } }[]
    }
    expect(tx.vin.map((i) => i.prevout.scriptpubkey_address)).toEqual([sender.payment])
    wallet!.setBehavior({ reject: ['bitcoin:signAndSendTransaction'] })
    await expect(
      adapter.transfer!({
        connector,
        network: regtest,
        from: sender.payment,
        to: wallet1().ordinal,
        amount: 1_000n,
      }),
    ).rejects.toMatchObject({ code: 4001 })
  })

  it('transfer: a refused send sends nothing', async () => {
    const wallet = page()
    const { portico, adapter } = widget()
    const connector = bitcoinConnector(portico)
    await portico.connect({ connectorId: connector.id })
    wallet.setBehavior({ reject: ['bitcoin:sendTransfer'] })
    const before = await readEsploraBalance({ apiUrl: api.url, address: wallet1().payment })
    await expect(
      adapter.transfer!({
        connector,
        network: regtest,
        from: wallet1().payment,
        to: wallet2().payment,
        amount: 1_000n,
      }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(await readEsploraBalance({ apiUrl: api.url, address: wallet1().payment })).toBe(before)
  })

  it('getBalance: the seeded 1 BTC of a payment address and the 3 × 546 sats of an ordinal one', async () => {
    const { adapter } = widget()
    const third = api.config.accounts[2]!
    await expect(adapter.getBalance({ address: third.payment, network: regtest })).resolves.toEqual(
      {
        value: 100_000_000n,
        decimals: 8,
        symbol: 'BTC',
      },
    )
    await expect(
      adapter.getBalance({ address: third.ordinal, network: regtest }),
    ).resolves.toMatchObject({ value: 1_638n })
  })
})
