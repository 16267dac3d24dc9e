/**
 * The sample wallet's logic (WalletKit 1.6 in Node) paired with a real @walletconnect/sign-client
 * 2.25 dApp through Portico's relay, with transactions on the devnet.
 */
import { ed25519 } from '@noble/curves/ed25519'
import { signatureVerify } from '@polkadot/util-crypto'
import { startTestDevnet } from '@portico/devnet/testing'
import type { RelayHandle } from '@portico/relay'
import { startTestRelay } from '@portico/relay/testing'
import { base58, base64 } from '@scure/base'
import { SignClient } from '@walletconnect/sign-client'
import type { SessionTypes } from '@walletconnect/types'
import * as bitcoinMessage from 'bitcoinjs-message'
import { createPublicClient, type Hex, http, parseEther, toHex, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createMemoryKeyValueStorage } from './createMemoryKeyValueStorage.js'
import {
  createSampleWallet,
  type SampleWallet,
  type SampleWalletState,
  validatePairingUri,
} from './createSampleWallet.js'
import { SAMPLE_WALLET_PROJECT_ID } from './sampleWalletDefaults.js'

type DevnetHandle = Awaited<ReturnType<typeof startTestDevnet>>
type Dapp = Awaited<ReturnType<typeof SignClient.init>>

const EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const RECIPIENT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const SOLANA = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const BITCOIN = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const POLKADOT = 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e'
const COSMOS = 'cosmos:cosmoshub-4'
const DAPP_METADATA = {
  name: 'Portico demo <b>',
  description: 'The dApp side of the test',
  url: 'http://127.0.0.1:5173',
  icons: ['http://127.0.0.1:5173/icon.svg'],
}

let devnet: DevnetHandle
let relay: RelayHandle
const requestedUrls: string[] = []
const realFetch = globalThis.fetch
let prefix = 0

beforeAll(async () => {
  // Record every HTTP call the clients make: none may go to a vendor's verify service.
  globalThis.fetch = (input, init) => {
    requestedUrls.push(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    )
    return realFetch(input, init)
  }
  ;[devnet, relay] = await Promise.all([startTestDevnet(), startTestRelay()])
})

afterAll(async () => {
  globalThis.fetch = realFetch
  await relay?.close()
  await devnet?.stop()
})

const open: { dapp?: Dapp; wallet?: SampleWallet }[] = []
afterEach(async () => {
  for (const { dapp, wallet } of open.splice(0)) {
    await wallet?.destroy()
    await dapp?.core.relayer.transportClose().catch(() => {})
    dapp?.core.heartbeat?.stop()
  }
})

async function waitForState(
  wallet: SampleWallet,
  check: (state: SampleWalletState) => boolean,
  timeoutMs = 15_000,
): Promise<SampleWalletState> {
  if (check(wallet.getState())) return wallet.getState()
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe()
      reject(new Error(`wallet state not reached: ${JSON.stringify(wallet.getState())}`))
    }, timeoutMs)
    const unsubscribe = wallet.subscribe((state) => {
      if (!check(state)) return
      clearTimeout(timer)
      unsubscribe()
      resolve(state)
    })
  })
}

async function start() {
  const evmChains = devnet.config.chains.map((c) => ({
    chainId: c.chainId,
    rpcUrl: c.rpcUrl,
    name: c.name,
  }))
  prefix++
  const [dapp, wallet] = await Promise.all([
    SignClient.init({
      projectId: SAMPLE_WALLET_PROJECT_ID,
      relayUrl: relay.url,
      metadata: DAPP_METADATA,
      customStoragePrefix: `dapp-${process.pid}-${prefix}`,
      storage: createMemoryKeyValueStorage(),
      telemetryEnabled: false,
      logger: 'silent',
    } as Parameters<typeof SignClient.init>[0]),
    createSampleWallet({
      projectId: SAMPLE_WALLET_PROJECT_ID,
      relayUrl: relay.url,
      mnemonic: devnet.config.mnemonic,
      evmChains,
      storage: createMemoryKeyValueStorage(),
      customStoragePrefix: `wallet-${process.pid}-${prefix}`,
      logLevel: 'silent',
    }),
  ])
  open.push({ dapp, wallet })
  return { dapp, wallet }
}

/** dApp connects with every namespace; the wallet pairs with the URI and approves. */
async function connect(dapp: Dapp, wallet: SampleWallet) {
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: {
      eip155: {
        chains: ['eip155:31337', 'eip155:31338', 'eip155:1'],
        methods: ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
        events: ['chainChanged', 'accountsChanged'],
      },
      solana: { chains: [SOLANA], methods: ['solana_signMessage'], events: [] },
      bip122: { chains: [BITCOIN], methods: ['signMessage'], events: [] },
      polkadot: { chains: [POLKADOT], methods: ['polkadot_signMessage'], events: [] },
      cosmos: {
        chains: [COSMOS],
        methods: ['cosmos_signDirect', 'cosmos_getAccounts'],
        events: [],
      },
    },
  })
  // sign-client listens for the settlement only once approval() is called: call it first.
  const approved = approval()
  await wallet.pair(uri!)
  const { proposals } = await waitForState(wallet, (s) => s.proposals.length === 1)
  const [proposal] = proposals
  await wallet.approveProposal(proposal!.id)
  const session: SessionTypes.Struct = await approved
  return { proposal: proposal!, session, topic: session.topic }
}

/** Sends a request from the dApp and approves (or rejects) it in the wallet when it shows up. */
async function requestThroughWallet<T>(
  dapp: Dapp,
  wallet: SampleWallet,
  topic: string,
  chainId: string,
  method: string,
  params: unknown,
  decision: 'approve' | 'reject' = 'approve',
) {
  const answer = dapp.request<T>({ topic, chainId, request: { method, params } })
  const { requests } = await waitForState(wallet, (s) =>
    s.requests.some((r) => r.method === method && !r.busy),
  )
  const pending = requests.find((r) => r.method === method)!
  await (decision === 'approve'
    ? wallet.approveRequest(pending.id)
    : wallet.rejectRequest(pending.id))
  return { pending, result: await answer }
}

describe('createSampleWallet through the relay', () => {
  test('pair and approve: the proposal shows the dApp; the session holds an account per requested namespace', async () => {
    const { dapp, wallet } = await start()
    const { proposal, session, topic } = await connect(dapp, wallet)
    expect(proposal).toMatchObject({
      name: 'Portico demo <b>',
      url: 'http://127.0.0.1:5173',
      icon: 'http://127.0.0.1:5173/icon.svg',
    })
    expect(proposal.namespaces.map((n) => n.namespace)).toEqual([
      'eip155',
      'solana',
      'bip122',
      'polkadot',
      'cosmos',
    ])
    // eip155:1 is not a devnet chain: approved on 31337 and 31338 only.
    expect(session.namespaces.eip155!.accounts).toEqual([
      `eip155:31337:${EVM}`,
      `eip155:31338:${EVM}`,
    ])
    expect(session.namespaces.bip122!.accounts[0]).toMatch(/^bip122:[0-9a-f]{32}:bcrt1q/)
    expect(session.namespaces.cosmos!.accounts[0]).toMatch(/^cosmos:cosmoshub-4:cosmos1/)
    expect(wallet.getState().sessions).toEqual([
      expect.objectContaining({ topic, name: 'Portico demo <b>', url: 'http://127.0.0.1:5173' }),
    ])
    // The relay sends an empty attestation: the wallet calls no verify service.
    expect(requestedUrls.filter((url) => url.includes('verify'))).toEqual([])
  })

  test('personal_sign verified with viem; eth_sendTransaction mined on the devnet; a rejection is 4001', async () => {
    const { dapp, wallet } = await start()
    const { topic } = await connect(dapp, wallet)

    const message = 'Sign in to Portico'
    const signed = await requestThroughWallet<Hex>(
      dapp,
      wallet,
      topic,
      'eip155:31337',
      'personal_sign',
      [toHex(message), EVM],
    )
    expect(signed.pending.description.fields[0]).toEqual({
      label: 'Message',
      value: message,
      kind: 'text',
    })
    expect(await verifyMessage({ address: EVM, message, signature: signed.result })).toBe(true)

    const chainB = devnet.config.chains.find((c) => c.chainId === 31338)!
    const client = createPublicClient({ transport: http(chainB.rpcUrl) })
    const before = await client.getBalance({ address: RECIPIENT })
    const sent = await requestThroughWallet<Hex>(
      dapp,
      wallet,
      topic,
      'eip155:31338',
      'eth_sendTransaction',
      [{ from: EVM, to: RECIPIENT, value: toHex(parseEther('0.25')) }],
    )
    expect(sent.pending.description.fields).toEqual(
      expect.arrayContaining([
        { label: 'To', value: RECIPIENT, kind: 'code' },
        { label: 'Value', value: '0.25 ETH', kind: 'text' },
      ]),
    )
    const receipt = await client.waitForTransactionReceipt({ hash: sent.result })
    expect(receipt.status).toBe('success')
    expect((await client.getBalance({ address: RECIPIENT })) - before).toBe(parseEther('0.25'))

    await expect(
      requestThroughWallet(
        dapp,
        wallet,
        topic,
        'eip155:31337',
        'personal_sign',
        [toHex('no'), EVM],
        'reject',
      ),
    ).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(wallet.getState().requests).toEqual([])
  })

  test('solana, polkadot, cosmos and bip122 signatures verify with their own verifiers', async () => {
    const { dapp, wallet } = await start()
    const { session, topic } = await connect(dapp, wallet)
    const account = (namespace: string) =>
      session.namespaces[namespace]!.accounts[0]!.split(':')[2]!

    const solanaMessage = new TextEncoder().encode('gm from Portico')
    const solana = await requestThroughWallet<{ signature: string }>(
      dapp,
      wallet,
      topic,
      SOLANA,
      'solana_signMessage',
      {
        message: base58.encode(solanaMessage),
        pubkey: account('solana'),
      },
    )
    expect(
      ed25519.verify(
        base58.decode(solana.result.signature),
        solanaMessage,
        base58.decode(account('solana')),
      ),
    ).toBe(true)

    const polkadot = await requestThroughWallet<{ signature: string }>(
      dapp,
      wallet,
      topic,
      POLKADOT,
      'polkadot_signMessage',
      {
        address: account('polkadot'),
        message: 'Hello Polkadot',
      },
    )
    expect(
      signatureVerify('Hello Polkadot', polkadot.result.signature, account('polkadot')).isValid,
    ).toBe(true)

    const bitcoin = await requestThroughWallet<{ signature: string }>(
      dapp,
      wallet,
      topic,
      BITCOIN,
      'signMessage',
      {
        message: 'Hello Bitcoin',
        address: account('bip122'),
        protocol: 'ecdsa',
      },
    )
    const signature = base64.encode(
      Uint8Array.from(bitcoin.result.signature.match(/../g)!, (h) => Number.parseInt(h, 16)),
    )
    expect(bitcoinMessage.verify('Hello Bitcoin', account('bip122'), signature)).toBe(true)

    // cosmos_getAccounts is answered without a prompt.
    const accounts = await dapp.request<{ address: string; pubkey: string }[]>({
      topic,
      chainId: COSMOS,
      request: { method: 'cosmos_getAccounts', params: {} },
    })
    expect(accounts[0]!.address).toBe(account('cosmos'))
    const signDoc = {
      chainId: 'cosmoshub-4',
      accountNumber: '1',
      bodyBytes: base64.encode(new Uint8Array([10, 0])),
      authInfoBytes: base64.encode(new Uint8Array([18, 0])),
    }
    const cosmos = await requestThroughWallet<{
      signature: { signature: string; pub_key: { value: string } }
    }>(dapp, wallet, topic, COSMOS, 'cosmos_signDirect', {
      signerAddress: account('cosmos'),
      signDoc,
    })
    expect(cosmos.result.signature.pub_key.value).toBe(accounts[0]!.pubkey)
  })

  test('wallet_switchEthereumChain emits chainChanged; a disconnect from the wallet side reaches the dApp', async () => {
    const { dapp, wallet } = await start()
    const { topic } = await connect(dapp, wallet)
    const event = new Promise<{
      params: { event: { name: string; data: unknown }; chainId: string }
    }>((resolve) => dapp.once('session_event', resolve as never))
    const switched = await requestThroughWallet(
      dapp,
      wallet,
      topic,
      'eip155:31337',
      'wallet_switchEthereumChain',
      [{ chainId: '0x7a6a' }],
    )
    expect(switched.result).toBeNull()
    expect((await event).params).toMatchObject({
      chainId: 'eip155:31338',
      event: { name: 'chainChanged', data: 31338 },
    })

    const deleted = new Promise<{ topic: string }>((resolve) =>
      dapp.once('session_delete', resolve),
    )
    await wallet.disconnect(topic)
    expect((await deleted).topic).toBe(topic)
    expect(wallet.getState().sessions).toEqual([])
    expect(wallet.getState().activity.at(-1)?.message).toBe('Disconnected from Portico demo <b>.')
  })

  test('a rejected proposal is refused on the dApp side; the account index can change without sessions', async () => {
    const { dapp, wallet } = await start()
    wallet.setAccountIndex(1)
    expect(wallet.getState().addresses.eip155).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] },
      },
    })
    const refused = approval().then(
      () => undefined,
      (error: unknown) => error,
    )
    await wallet.pair(uri!)
    const { proposals } = await waitForState(wallet, (s) => s.proposals.length === 1)
    await wallet.rejectProposal(proposals[0]!.id)
    expect(await refused).toMatchObject({ code: 5000 })
    expect(wallet.getState().proposals).toEqual([])
  })
})

describe('validatePairingUri', () => {
  const topic = 'a'.repeat(64)
  test.each([
    ['not a wc: URI', 'https://example.com', /starts with "wc:"/],
    ['a v1 URI', `wc:${topic}@1?bridge=x&key=y`, /v2/],
    ['no key', `wc:${topic}@2?relay-protocol=irn`, /topic or key/],
    [
      'expired',
      `wc:${topic}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}&expiryTimestamp=1`,
      /expired/,
    ],
  ])('refuses %s', (_rule, uri, message) => {
    expect(() => validatePairingUri(uri)).toThrow(message)
  })

  test('accepts a fresh v2 URI (spaces trimmed)', () => {
    const uri = `wc:${topic}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}&expiryTimestamp=${Math.floor(Date.now() / 1000) + 300}`
    expect(validatePairingUri(` ${uri} `)).toBe(uri)
  })
})
