/**
 * Polkadot and Cosmos sessions, and the one-click sign-in (wc_sessionAuthenticate), end to end in
 * Node: Portico core with the real UniversalProvider 2.25, Portico's relay (startTestRelay) and the
 * sample wallet's WalletKit module. No mock: the wallet signs with keys derived from the devnet's
 * mnemonic and every signature is checked with an independent library.
 */
import { makeSignDoc, Secp256k1HdWallet, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, toBase64, toUtf8 } from '@cosmjs/encoding'
import { u8aToHex } from '@polkadot/util'
import {
  cryptoWaitReady,
  encodeAddress,
  keyExtractSuri,
  keyFromPath,
  mnemonicToMiniSecret,
  signatureVerify,
  sr25519PairFromSeed,
} from '@polkadot/util-crypto'
import {
  createMemoryStorage,
  createPortico,
  type Network,
  type SiwxConfig,
  type SiwxMessage,
} from '@portico/core'
import type { RelayHandle } from '@portico/relay'
import { startTestRelay } from '@portico/relay/testing'
import { type Hex, verifyMessage } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
// The sample wallet's Node module (apps/wallet), used as a real wallet.
import { createMemoryKeyValueStorage } from '../../../apps/wallet/src/walletkit/createMemoryKeyValueStorage.js'
import {
  createSampleWallet,
  type PendingSampleWalletRequest,
  type SampleWallet,
  type SampleWalletState,
} from '../../../apps/wallet/src/walletkit/createSampleWallet.js'
import {
  createWalletConnectAdapter,
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectAdapter,
} from './createWalletConnectAdapter.js'
import { cosmosHub, polkadot } from './networks.js'

const PROJECT_ID = 'portico-demo'
const MNEMONIC = 'test test test test test test test test test test test junk'
const EVM_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** An eip155 network the wallet knows; nothing here reads its RPC (no balance: sign-in only). */
const devnetA: Network = {
  id: 31337,
  name: 'Portico Devnet A',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
}

let relay: RelayHandle
let wallet: SampleWallet
const adapters: WalletConnectAdapter[] = []
let dappCount = 0

/** polkadot-js Keyring's sr25519 key of `<mnemonic>//0`, computed with @polkadot/util-crypto. */
function polkadotJsPublicKey(): Uint8Array {
  const { phrase, path } = keyExtractSuri(`${MNEMONIC}//0`)
  return keyFromPath(sr25519PairFromSeed(mnemonicToMiniSecret(phrase)), path, 'sr25519').publicKey
}

beforeAll(async () => {
  process.env.DISABLE_GLOBAL_CORE = 'true'
  await cryptoWaitReady()
  relay = await startTestRelay()
  wallet = await createSampleWallet({
    projectId: PROJECT_ID,
    relayUrl: relay.url,
    mnemonic: MNEMONIC,
    evmChains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }],
    storage: createMemoryKeyValueStorage(),
    customStoragePrefix: `ns-wallet-${process.pid}`,
    logLevel: 'silent',
  })
}, 60_000)

afterAll(async () => {
  for (const adapter of adapters) {
    const provider = await adapter.getProvider().catch(() => undefined)
    await provider?.client.core.relayer.transportClose().catch(() => undefined)
    provider?.client.core.heartbeat.stop()
  }
  await wallet?.destroy()
  await relay?.close()
  delete process.env.DISABLE_GLOBAL_CORE
})

/** A dApp page: a Portico instance with the WalletConnect adapter, mounted. */
function openDapp(networks: [Network, ...Network[]], siwx?: SiwxConfig) {
  const adapter = createWalletConnectAdapter({
    relayUrl: relay.url,
    storage: createMemoryKeyValueStorage(),
    customStoragePrefix: `ns-dapp-${process.pid}-${++dappCount}`,
    logLevel: 'silent',
  })
  adapters.push(adapter)
  const portico = createPortico({
    projectId: PROJECT_ID,
    networks,
    adapters: [adapter],
    storage: createMemoryStorage(),
    isMobile: () => false,
    ...(siwx && { siwx }),
    metadata: {
      name: 'Portico demo',
      description: 'WalletConnect namespaces test',
      url: 'http://127.0.0.1:5173',
      icons: [],
    },
  })
  portico.mount()
  const connector = () => {
    const found = portico.stores.connectors
      .getState()
      .connectors.find((c) => c.id === WALLET_CONNECT_CONNECTOR_ID)
    if (!found) throw new Error('no WalletConnect connector')
    return found
  }
  return { portico, adapter, connector }
}

function until<T>(read: () => T | undefined, what: string, timeoutMs = 20_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const started = Date.now()
    const poll = () => {
      const value = read()
      if (value !== undefined && value !== false) return resolve(value)
      if (Date.now() - started > timeoutMs) return reject(new Error(`timed out: ${what}`))
      setTimeout(poll, 20)
    }
    poll()
  })
}

function waitForWallet(check: (state: SampleWalletState) => boolean, what: string) {
  return until(() => (check(wallet.getState()) ? wallet.getState() : undefined), what)
}

/** The wallet's next pending request of `method` (a session request or a sign-in). */
async function nextRequest(method: string): Promise<PendingSampleWalletRequest> {
  const state = await waitForWallet(
    (s) => s.requests.some((r) => r.method === method && !r.busy),
    `wallet shows ${method}`,
  )
  const request = state.requests.find((r) => r.method === method)
  if (!request) throw new Error('no request')
  return request
}

const fieldOf = (request: PendingSampleWalletRequest, label: string) =>
  request.description.fields.find((f) => f.label === label)?.value

/** Pairs a dApp with the wallet through the URI of the pairing store. */
async function pair(portico: ReturnType<typeof openDapp>['portico']) {
  const uri = await until(() => portico.stores.pairing.getState().uri, 'pairing URI')
  await wallet.pair(uri)
}

describe('Polkadot and Cosmos through a WalletConnect session with the sample wallet', () => {
  let dapp: ReturnType<typeof openDapp>
  const polkadotAddress = () => encodeAddress(polkadotJsPublicKey(), 0)

  test('the dApp proposes the polkadot and cosmos namespaces; the wallet approves both; each account connects in its namespace', async () => {
    dapp = openDapp([polkadot, cosmosHub])
    const { portico } = dapp
    expect(portico.stores.chains.getState().activeNetwork.caipNetworkId).toBe(
      polkadot.caipNetworkId,
    )
    const connected = portico.connection.connectWalletConnect()
    await pair(portico)
    const { proposals } = await waitForWallet((s) => s.proposals.length === 1, 'proposal')
    const proposal = proposals[0]
    if (!proposal) throw new Error('no proposal')
    expect(JSON.stringify(proposal)).toContain('polkadot:91b171bb158e2d3848fa23a9f1c25182')
    expect(JSON.stringify(proposal)).toContain('cosmos:cosmoshub-4')
    const session = await wallet.approveProposal(proposal.id)
    expect(Object.keys(session.namespaces).sort()).toEqual(['cosmos', 'polkadot'])
    await expect(connected).resolves.toEqual({
      address: polkadotAddress(),
      chainId: '91b171bb158e2d3848fa23a9f1c25182',
    })
    const [cosmosAccount] = await (
      await Secp256k1HdWallet.fromMnemonic(MNEMONIC, { prefix: 'cosmos' })
    ).getAccounts()
    expect(portico.getAccount({ namespace: 'polkadot' })).toMatchObject({
      status: 'connected',
      address: polkadotAddress(),
      caipAddress: `polkadot:91b171bb158e2d3848fa23a9f1c25182:${polkadotAddress()}`,
      connectorId: WALLET_CONNECT_CONNECTOR_ID,
    })
    await until(
      () => portico.getAccount({ namespace: 'cosmos' }).status === 'connected',
      'cosmos account',
    )
    expect(portico.getAccount({ namespace: 'cosmos' })).toMatchObject({
      address: cosmosAccount?.address,
      caipAddress: `cosmos:cosmoshub-4:${cosmosAccount?.address}`,
    })
  })

  test('polkadot signMessage: the wallet shows the message as text; the sr25519 signature verifies with @polkadot/util-crypto', async () => {
    const message = 'Sign in to <Portico> on Polkadot'
    const signing = dapp.adapter.signMessage?.({
      connector: dapp.connector(),
      network: polkadot,
      address: polkadotAddress(),
      message,
    })
    const request = await nextRequest('polkadot_signMessage')
    expect(request.chainId).toBe(polkadot.caipNetworkId)
    expect(fieldOf(request, 'Message')).toBe(message)
    await wallet.approveRequest(request.id)
    const signature = (await signing) as string
    expect(signature).toMatch(/^0x01[0-9a-f]{128}$/)
    expect(signatureVerify(message, signature, polkadotAddress())).toMatchObject({
      isValid: true,
      crypto: 'sr25519',
    })
    expect(signatureVerify('another message', signature, polkadotAddress()).isValid).toBe(false)
  })

  test('cosmos signMessage: an ADR-36 cosmos_signAmino, shown as text; the signature verifies against the doc CosmJS builds', async () => {
    const message = 'Sign in to Portico on the Cosmos Hub'
    const signer = portico().getAccount({ namespace: 'cosmos' }).address as string
    const signing = dapp.adapter.signMessage?.({
      connector: dapp.connector(),
      network: cosmosHub,
      address: signer,
      message,
    })
    const request = await nextRequest('cosmos_signAmino')
    expect(request.chainId).toBe(cosmosHub.caipNetworkId)
    expect(request.description.title).toBe('Sign a message (ADR-36)')
    expect(fieldOf(request, 'Message')).toBe(message)
    await wallet.approveRequest(request.id)
    const signature = (await signing) as string
    const [account] = await (
      await Secp256k1HdWallet.fromMnemonic(MNEMONIC, { prefix: 'cosmos' })
    ).getAccounts()
    if (!account) throw new Error('no CosmJS account')
    const adr36 = (text: string) =>
      serializeSignDoc(
        makeSignDoc(
          [{ type: 'sign/MsgSignData', value: { signer, data: toBase64(toUtf8(text)) } }],
          { gas: '0', amount: [] },
          '',
          '',
          0,
          0,
        ),
      )
    const verify = (text: string) =>
      Secp256k1.verifySignature(
        Secp256k1Signature.fromFixedLength(fromBase64(signature)),
        sha256(adr36(text)),
        account.pubkey,
      )
    expect(await verify(message)).toBe(true)
    expect(await verify('another message')).toBe(false)
  })

  test('a rejected polkadot signature rejects signMessage with the wallet error (5000 USER_REJECTED)', async () => {
    const signing = dapp.adapter.signMessage?.({
      connector: dapp.connector(),
      network: polkadot,
      address: polkadotAddress(),
      message: 'no',
    })
    const request = await nextRequest('polkadot_signMessage')
    await wallet.rejectRequest(request.id)
    await expect(signing).rejects.toMatchObject({ code: 5000 })
  })

  test('signMessage on a chain the session did not approve is refused before the wallet is asked', async () => {
    const kusama: Network = {
      ...polkadot,
      id: 'b0a8d493285c2df73290dfb7e61f870f',
      caipNetworkId: 'polkadot:b0a8d493285c2df73290dfb7e61f870f',
    }
    await expect(
      dapp.adapter.signMessage?.({
        connector: dapp.connector(),
        network: kusama,
        address: polkadotAddress(),
        message: 'x',
      }),
    ).rejects.toThrow(/did not approve polkadot:b0a8d493285c2df73290dfb7e61f870f/)
  })

  function portico() {
    return dapp.portico
  }
})

describe('one-click sign-in over WalletConnect (wc_sessionAuthenticate) with a siwx config', () => {
  /** The dApp's sign-in config, as a backend would see it: the verified messages. */
  function siwxConfig(nonce: string) {
    const verified: { message: SiwxMessage; signature: string }[] = []
    const config: SiwxConfig = {
      async signOut() {},
      async createMessage({ accountAddress, chainId }) {
        return {
          accountAddress,
          chainId,
          domain: '127.0.0.1:5173',
          uri: 'http://127.0.0.1:5173',
          version: '1',
          nonce,
          statement: 'Sign in to the Portico demo',
          issuedAt: new Date().toISOString(),
        }
      },
      async verify(input) {
        verified.push(input)
        return true
      },
      async getSessions({ chainId, accountAddress }) {
        return verified
          .filter(
            (v) =>
              v.message.chainId === chainId &&
              v.message.accountAddress.toLowerCase() === accountAddress.toLowerCase(),
          )
          .map(() => ({ chainId, accountAddress }))
      },
    }
    return { config, verified }
  }

  test('spec §1 "Only EVM chains support sign-in messages via the relay authenticate flow": the wallet signs the EIP-4361 message once; connect and sign-in in one step', async () => {
    const { config, verified } = siwxConfig('portico1oneclick')
    const dapp = openDapp([devnetA, polkadot], config)
    const connected = dapp.portico.connection.connectWalletConnect()
    await pair(dapp.portico)
    const request = await nextRequest('wc_sessionAuthenticate')
    expect(wallet.getState().proposals).toEqual([])
    expect(request.kind).toBe('authenticate')
    expect(fieldOf(request, 'Message')).toContain(
      '127.0.0.1:5173 wants you to sign in with your Ethereum account:',
    )
    await wallet.approveRequest(request.id)
    await expect(connected).resolves.toEqual({ address: EVM_ADDRESS, chainId: 31337 })

    // The cacao's message and signature reached siwx.verify: an EIP-4361 message signed by the account.
    expect(verified).toHaveLength(1)
    const { message, signature } = verified[0] as (typeof verified)[number]
    const text = message.serializedMessage as string
    expect(text).toBe(fieldOf(request, 'Message'))
    const parsed = parseSiweMessage(text)
    expect(parsed).toMatchObject({
      address: EVM_ADDRESS,
      chainId: 31337,
      domain: '127.0.0.1:5173',
      uri: 'http://127.0.0.1:5173',
      version: '1',
      nonce: 'portico1oneclick',
    })
    expect(parsed.statement).toMatch(/^Sign in to the Portico demo I further authorize/)
    expect(message).toMatchObject({
      accountAddress: EVM_ADDRESS,
      chainId: 'eip155:31337',
      nonce: 'portico1oneclick',
      statement: parsed.statement,
    })
    expect(
      await verifyMessage({ address: EVM_ADDRESS, message: text, signature: signature as Hex }),
    ).toBe(true)
    expect(
      await verifyMessage({
        address: EVM_ADDRESS,
        message: text.replace('portico1oneclick', 'portico1replayed'),
        signature: signature as Hex,
      }),
    ).toBe(false)

    // The ReCap settled a session: the same connection then signs through it.
    const signing = dapp.adapter.signMessage?.({
      connector: dapp.connector(),
      network: devnetA,
      address: EVM_ADDRESS,
      message: 'after sign-in',
    })
    const sign = await nextRequest('personal_sign')
    expect(fieldOf(sign, 'Message')).toBe('after sign-in')
    await wallet.approveRequest(sign.id)
    expect(
      await verifyMessage({
        address: EVM_ADDRESS,
        message: 'after sign-in',
        signature: (await signing) as Hex,
      }),
    ).toBe(true)
    // Signed in: core does not prompt a second signature.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(dapp.portico.stores.modal.getState().open).toBe(false)
  })

  test('the wallet rejects the sign-in: connecting fails and siwx.verify is never called', async () => {
    const { config, verified } = siwxConfig('portico2rejected')
    const dapp = openDapp([devnetA], config)
    const connected = dapp.portico.connection.connectWalletConnect()
    await pair(dapp.portico)
    const request = await nextRequest('wc_sessionAuthenticate')
    await wallet.rejectRequest(request.id)
    await expect(connected).rejects.toBeDefined()
    expect(verified).toEqual([])
    expect(dapp.portico.getAccount({ namespace: 'eip155' }).status).not.toBe('connected')
  })

  test('without siwx, or on a non-EVM active network, connecting is a plain session proposal', async () => {
    const { config, verified } = siwxConfig('portico3polkadot')
    const dapp = openDapp([polkadot, devnetA], config)
    const connected = dapp.portico.connection.connectWalletConnect()
    await pair(dapp.portico)
    const { proposals } = await waitForWallet((s) => s.proposals.length === 1, 'proposal')
    expect(wallet.getState().requests.some((r) => r.kind === 'authenticate')).toBe(false)
    await wallet.approveProposal(proposals[0]?.id ?? 0)
    await expect(connected).resolves.toMatchObject({ chainId: polkadot.id })
    expect(verified).toEqual([])
    expect(u8aToHex(polkadotJsPublicKey())).toMatch(/^0x[0-9a-f]{64}$/)
  })
})
