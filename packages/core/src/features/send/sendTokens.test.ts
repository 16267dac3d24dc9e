import { describe, expect, it } from 'vitest'
import { PorticoError } from '../../errors/PorticoError.js'
import { InvalidTransactionHashError } from '../../errors/validation.js'
import type { SendState } from '../../state/types.js'
import {
  createFakeAdapter,
  FAKE_GAS_PRICE,
  testInstance,
  testNetwork,
} from '../../testing/index.js'
import type { ChainNamespace } from '../../types/network.js'
import type { ApiBalance } from '../account/readApiBalance.js'
import {
  SendAmountAndReceiverRequiredError,
  SendChainRequiredError,
  SendRevertedError,
  SendTokenRequiredError,
  SendUnsupportedChainError,
} from './errors.js'
import { SEND_SUCCESS_MESSAGE } from './sendTokens.js'

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const USDC = '0xA15BB66138824a1c7167f5E85b957d04Dd34E468'

const eth: ApiBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  quantity: { decimals: '18', numeric: '10.5' },
  price: 3000,
  value: 31500,
  iconUrl: '',
}
const usdc: ApiBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:31337',
  address: `eip155:31337:${USDC}`,
  quantity: { decimals: '6', numeric: '10000' },
  price: 1,
  value: 10000,
  iconUrl: '',
}

/** Two devnet Solana addresses and the devnet USDC mint's shape (base58 public keys). */
const SOL_FROM = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const SOL_TO = 'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH'
const SOL_USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'

const sol: ApiBalance = {
  name: 'Solana',
  symbol: 'SOL',
  chainId: 'solana:31337',
  quantity: { decimals: '9', numeric: '100' },
  price: 150,
  value: 15000,
  iconUrl: '',
}
const splUsdc: ApiBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'solana:31337',
  address: `solana:31337:${SOL_USDC_MINT}`,
  quantity: { decimals: '6', numeric: '10000' },
  price: 1,
  value: 10000,
  iconUrl: '',
}

async function connected(namespace: ChainNamespace = 'eip155') {
  const wallets = createFakeAdapter(namespace, [
    { id: 'w1', address: namespace === 'eip155' ? FROM : SOL_FROM, chainId: 31337 },
  ])
  const portico = testInstance({
    networks: [testNetwork(31337, namespace), testNetwork(31338, namespace)],
    adapters: [wallets.adapter],
  })
  portico.mount()
  await portico.connect({ connectorId: 'w1' })
  portico.open({ view: 'Account' })
  portico.modal.pushView({ view: 'WalletSend' })
  portico.modal.pushView({ view: 'WalletSendPreview' })
  wallets.calls.length = 0
  return { portico, wallets }
}

const SEND_FIELDS = [
  'token',
  'sendTokenAmount',
  'receiverAddress',
  'receiverProfileName',
  'receiverProfileImageUrl',
] as const
const sendFields = (state: SendState) => SEND_FIELDS.map((key) => state[key])

describe('sendTokens: spec §5 checks, before the wallet is asked', () => {
  it.each([
    [
      "'An amount and receiver address are required' — no amount",
      { amount: undefined, receiver: TO, token: usdc },
      SendAmountAndReceiverRequiredError,
    ],
    [
      "'An amount and receiver address are required' — no receiver",
      { amount: '1', receiver: undefined, token: usdc },
      SendAmountAndReceiverRequiredError,
    ],
    [
      "'An amount and receiver address are required' — a receiver that is no address of the chain",
      { amount: '1', receiver: 'alice', token: usdc },
      SendAmountAndReceiverRequiredError,
    ],
    [
      "'A token is required'",
      { amount: '1', receiver: TO, token: undefined },
      SendTokenRequiredError,
    ],
  ])('%s: error toast, fields kept, nothing sent', async (_rule, fields, ErrorClass) => {
    const { portico, wallets } = await connected()
    portico.send.setToken({ token: fields.token })
    portico.send.setAmount({ amount: fields.amount })
    portico.send.setReceiver({
      receiver: fields.receiver ? { address: fields.receiver } : undefined,
    })
    const before = sendFields(portico.stores.send.getState())
    const error = await portico.send.sendTokens().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ErrorClass)
    expect(portico.stores.notification.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: (error as PorticoError).shortMessage,
    })
    expect(sendFields(portico.stores.send.getState())).toEqual(before)
    expect(portico.stores.send.getState().loading).toBe(false)
    expect(wallets.calls).toEqual([])
  })

  it.each([
    ['bip122', SendUnsupportedChainError],
    ['polkadot', SendUnsupportedChainError],
    ['cosmos', SendUnsupportedChainError],
  ] as const)(
    "'Unsupported chain' for namespace %s (spec §5: EVM and Solana only)",
    async (namespace, ErrorClass) => {
      const portico = testInstance({ networks: [testNetwork(1, namespace)], adapters: [] })
      portico.send.setToken({ token: usdc })
      portico.send.setAmount({ amount: '1' })
      portico.send.setReceiver({ receiver: { address: 'bc1qreceiver' } })
      const error = await portico.send.sendTokens().catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ErrorClass)
      expect((error as PorticoError).shortMessage).toBe('Unsupported chain')
    },
  )

  it('an active chain namespace is required (spec §5)', async () => {
    const portico = testInstance()
    portico._internal.stores.chains.setState({ activeNamespace: '' as ChainNamespace })
    portico.send.setToken({ token: usdc })
    portico.send.setAmount({ amount: '1' })
    portico.send.setReceiver({ receiver: { address: TO } })
    await expect(portico.send.sendTokens()).rejects.toBeInstanceOf(SendChainRequiredError)
  })

  it("Solana through an adapter that cannot transfer answers 'Unsupported chain'", async () => {
    const { portico, wallets } = await connected('solana')
    delete (wallets.adapter as { transfer?: unknown }).transfer
    portico.send.setToken({ token: sol })
    portico.send.setAmount({ amount: '1' })
    portico.send.setReceiver({ receiver: { address: SOL_TO } })
    const error = await portico.send.sendTokens().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SendUnsupportedChainError)
    expect((error as PorticoError).shortMessage).toBe('Unsupported chain')
    expect(wallets.calls).toEqual([])
  })
})

describe("sendTokens on Solana (spec §4 'native, ERC20 or Solana send'; spec §5 'Gas estimation only for EVM')", () => {
  it.each([
    [
      'SOL: the exact lamports to the receiver, no token',
      () => sol,
      '1.000000001',
      `transfer:w1:${SOL_TO}:1000000001:native`,
    ],
    [
      'USDC (SPL): the base units, the mint taken from its CAIP-10 address, its decimals',
      () => splUsdc,
      '12.5',
      `transfer:w1:${SOL_TO}:12500000:${SOL_USDC_MINT}/6`,
    ],
  ])(
    '%s; no gas estimate; confirmed; fields reset; Account with the success toast',
    async (_rule, token, amount, call) => {
      const { portico, wallets } = await connected('solana')
      portico.send.setToken({ token: token() })
      portico.send.setAmount({ amount })
      portico.send.setReceiver({ receiver: { address: ` ${SOL_TO} ` } })
      const { hash } = await portico.send.sendTokens()
      expect(wallets.calls).toEqual([call, `waitForTransaction:${hash}`])
      expect(sendFields(portico.stores.send.getState())).toEqual(SEND_FIELDS.map(() => undefined))
      expect(portico.stores.router.getState().history.map((e) => e.view)).toEqual(['Account'])
      expect(portico.stores.notification.getState()).toMatchObject({
        variant: 'success',
        message: SEND_SUCCESS_MESSAGE,
      })
    },
  )

  it.each([
    [
      "'An amount and receiver address are required' — an EVM address on Solana",
      { receiver: TO, amount: '1' },
      SendAmountAndReceiverRequiredError,
    ],
    [
      "'An amount and receiver address are required' — no amount",
      { receiver: SOL_TO, amount: undefined },
      SendAmountAndReceiverRequiredError,
    ],
    [
      "'Invalid amount' — more decimals than SOL has (9)",
      { receiver: SOL_TO, amount: '0.0000000001' },
      PorticoError,
    ],
  ])('%s: nothing transferred, fields kept', async (_rule, fields, ErrorClass) => {
    const { portico, wallets } = await connected('solana')
    portico.send.setToken({ token: sol })
    portico.send.setAmount({ amount: fields.amount })
    portico.send.setReceiver({ receiver: { address: fields.receiver } })
    const before = sendFields(portico.stores.send.getState())
    const error = await portico.send.sendTokens().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ErrorClass)
    expect(wallets.calls).toEqual([])
    expect(sendFields(portico.stores.send.getState())).toEqual(before)
  })

  it('the wallet refuses: the error toast in the spec words, fields kept, loading off', async () => {
    const { portico, wallets } = await connected('solana')
    wallets.fail('transfer')
    portico.send.setToken({ token: splUsdc })
    portico.send.setAmount({ amount: '1' })
    portico.send.setReceiver({ receiver: { address: SOL_TO } })
    const before = sendFields(portico.stores.send.getState())
    const error = await portico.send.sendTokens().catch((e: unknown) => e)
    expect((error as PorticoError).shortMessage).toBe('User rejected the request.')
    expect(portico.stores.notification.getState()).toMatchObject({ variant: 'error' })
    expect(sendFields(portico.stores.send.getState())).toEqual(before)
    expect(portico.stores.send.getState().loading).toBe(false)
  })

  it("a transaction that lands with an error is 'Transaction failed'", async () => {
    const { portico, wallets } = await connected('solana')
    wallets.fail('revert')
    portico.send.setToken({ token: sol })
    portico.send.setAmount({ amount: '1' })
    portico.send.setReceiver({ receiver: { address: SOL_TO } })
    await expect(portico.send.sendTokens()).rejects.toBeInstanceOf(SendRevertedError)
    expect(portico.stores.send.getState().sendTokenAmount).toBe('1')
  })
})

describe("sendTokens on EVM (spec §4 'loading on, native or ERC20 send, reset all send fields, loading off')", () => {
  it('native: estimates gas, sends the exact value, resets every field, shows Account with a success toast', async () => {
    const { portico, wallets } = await connected()
    portico.send.setToken({ token: eth })
    portico.send.setAmount({ amount: '0.1' })
    portico.send.setReceiver({ receiver: { address: TO, profileName: 'bob.portico.eth' } })
    const loading: boolean[] = []
    portico.stores.send.subscribe((s, previous) => {
      if (s.loading !== previous.loading) loading.push(s.loading)
    })
    const { hash } = await portico.send.sendTokens()
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(wallets.calls).toEqual([
      'estimateGas:native',
      `sendTransaction:w1:${TO}:100000000000000000:21000`,
      `waitForTransaction:${hash}`,
    ])
    expect(loading).toEqual([true, false])
    expect(sendFields(portico.stores.send.getState())).toEqual(SEND_FIELDS.map(() => undefined))
    expect(portico.stores.send.getState().tokenBalances).toEqual([])
    expect(portico.stores.router.getState().history.map((e) => e.view)).toEqual(['Account'])
    expect(portico.stores.notification.getState()).toMatchObject({
      open: true,
      variant: 'success',
      message: SEND_SUCCESS_MESSAGE,
    })
  })

  it('ERC-20: transfer(receiver, amount) on the token contract, the amount parsed exactly (no floats)', async () => {
    const { portico, wallets } = await connected()
    portico.send.setToken({ token: usdc })
    // 0.1 + 0.2 in floating point is 0.30000000000000004; the decimal string is sent as typed.
    portico.send.setAmount({ amount: '0.3' })
    portico.send.setReceiver({ receiver: { address: TO } })
    await portico.send.sendTokens()
    expect(wallets.calls.slice(0, 2)).toEqual([
      'estimateGas:contract',
      `writeContract:w1:${USDC}:transfer(${TO},300000):50000`,
    ])
  })

  it('the wallet refuses: error toast in the spec words, fields kept, loading off', async () => {
    const { portico, wallets } = await connected()
    wallets.fail('writeContract')
    portico.send.setToken({ token: usdc })
    portico.send.setAmount({ amount: '25' })
    portico.send.setReceiver({ receiver: { address: TO } })
    const before = sendFields(portico.stores.send.getState())
    const error = await portico.send.sendTokens().catch((e: unknown) => e)
    expect((error as PorticoError).shortMessage).toBe('User rejected the request.')
    expect(portico.stores.notification.getState()).toMatchObject({
      variant: 'error',
      message: 'User rejected the request.',
    })
    expect(sendFields(portico.stores.send.getState())).toEqual(before)
    expect(portico.stores.send.getState().loading).toBe(false)
    expect(portico.stores.router.getState().history.at(-1)?.view).toBe('WalletSendPreview')
  })

  it('a transaction the chain reverts is a failure, not a success', async () => {
    const { portico, wallets } = await connected()
    wallets.fail('revert')
    portico.send.setToken({ token: eth })
    portico.send.setAmount({ amount: '1' })
    portico.send.setReceiver({ receiver: { address: TO } })
    await expect(portico.send.sendTokens()).rejects.toBeInstanceOf(SendRevertedError)
    expect(portico.stores.send.getState().sendTokenAmount).toBe('1')
  })

  it('a gas estimate the node refuses stops the send before the wallet is asked', async () => {
    const { portico, wallets } = await connected()
    wallets.fail('estimateGas')
    portico.send.setToken({ token: usdc })
    portico.send.setAmount({ amount: '1' })
    portico.send.setReceiver({ receiver: { address: TO } })
    await expect(portico.send.sendTokens()).rejects.toBeInstanceOf(PorticoError)
    expect(wallets.calls).toEqual(['estimateGas:contract'])
  })
})

describe('estimateSendGas and the max button', () => {
  it('the network fee is gas × the fee per gas, on EVM only', async () => {
    const { portico } = await connected()
    portico.send.setToken({ token: eth })
    expect(await portico.send.estimateGas()).toEqual({
      gas: 21_000n,
      gasPrice: FAKE_GAS_PRICE,
      fee: 21_000n * FAKE_GAS_PRICE,
      decimals: 18,
      symbol: 'ETH',
    })
    const solana = await connected('solana')
    solana.portico.send.setToken({ token: eth })
    expect(await solana.portico.send.estimateGas()).toBeUndefined()
  })

  it('max is the whole balance of a token, and the native balance less twice the fee for gas', async () => {
    const { portico } = await connected()
    portico.send.setToken({ token: usdc })
    expect(await portico.send.setMaxAmount()).toBe('10000')
    expect(portico.stores.send.getState().sendTokenAmount).toBe('10000')
    portico.send.setToken({ token: eth })
    // 10.5 ETH − 2 × 21,000 gas × 2 gwei = 10.5 − 0.000084
    expect(await portico.send.setMaxAmount()).toBe('10.499916')
  })
})

describe('sendTokens — spec §5 "Transaction hash: 0x plus 64 hex characters", checked where the send receives it', () => {
  it.each([
    ['EVM native: a hash one character long', 'eip155', 'sendTransaction', '0x1'],
    ['EVM ERC-20: a Solana signature', 'eip155', 'writeContract', '1'.repeat(64)],
    [
      'Solana: an EVM hash instead of a base58 signature of 64 bytes',
      'solana',
      'transfer',
      `0x${'ab'.repeat(32)}`,
    ],
    ['Solana: nothing', 'solana', 'transfer', undefined],
  ] as const)(
    "%s — 'Invalid transaction hash': not awaited, not returned, the error toast, fields kept",
    async (_rule, namespace, method, answer) => {
      const { portico, wallets } = await connected(namespace)
      const token = namespace === 'solana' ? sol : method === 'writeContract' ? usdc : eth
      portico.send.setToken({ token })
      portico.send.setAmount({ amount: '1' })
      portico.send.setReceiver({ receiver: { address: namespace === 'solana' ? SOL_TO : TO } })
      const before = sendFields(portico.stores.send.getState())
      ;(wallets.adapter as unknown as Record<string, unknown>)[method] = async () => answer
      const error = await portico.send.sendTokens().catch((e: unknown) => e)
      expect(error).toBeInstanceOf(InvalidTransactionHashError)
      expect((error as PorticoError).shortMessage).toBe('Invalid transaction hash')
      expect(wallets.calls.filter((c) => c.startsWith('waitForTransaction'))).toEqual([])
      expect(portico.stores.notification.getState()).toMatchObject({
        message: 'Invalid transaction hash',
        variant: 'error',
      })
      expect(sendFields(portico.stores.send.getState())).toEqual(before)
      expect(portico.stores.send.getState().loading).toBe(false)
    },
  )
})
