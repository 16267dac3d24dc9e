import {
  type Address,
  createPublicClient,
  type Hex,
  http,
  numberToHex,
  parseEther,
  toHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startAnvil, type TestAnvil } from '../test/startAnvil.js'
import { createMemoryStorage } from './createMemoryStorage.js'
import { createTestWalletProvider, type TestWallet } from './createTestWalletProvider.js'
import { ANVIL_PRIVATE_KEYS } from './defaults.js'
import type { RequestArguments, TestWalletBehavior, TestWalletStorage } from './types.js'

let chainA: TestAnvil
let chainB: TestAnvil

beforeAll(async () => {
  ;[chainA, chainB] = await Promise.all([
    startAnvil({ chainId: 31337 }),
    startAnvil({ chainId: 31338 }),
  ])
})

afterAll(async () => {
  await Promise.all([chainA?.stop(), chainB?.stop()])
})

const ACCOUNT_0 = privateKeyToAccount(ANVIL_PRIVATE_KEYS[0]!).address
const ACCOUNT_1 = privateKeyToAccount(ANVIL_PRIVATE_KEYS[1]!).address
const RECIPIENT: Address = '0x000000000000000000000000000000000000dEaD'

/** A wallet that knows only chain A (31337), so 31338 is "unknown" until added. */
function createWallet({
  behavior,
  storage = createMemoryStorage(),
}: {
  behavior?: TestWalletBehavior
  storage?: TestWalletStorage
} = {}): TestWallet {
  return createTestWalletProvider({
    wallet: {
      name: 'Test',
      rdns: 'xyz.portico.test',
      accounts: [...ANVIL_PRIVATE_KEYS],
      chains: [{ chainId: 31337, name: 'A', rpcUrl: chainA.rpcUrl }],
      ...(behavior && { behavior }),
    },
    storage,
  })
}

/** Records every event a provider emits. */
function recordEvents(wallet: TestWallet, names: string[]) {
  const events: Array<[string, unknown]> = []
  for (const name of names) wallet.provider.on(name, (payload) => events.push([name, payload]))
  return events
}

const TYPED_DATA = {
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  domain: {
    name: 'Ether Mail',
    version: '1',
    chainId: 31337,
    verifyingContract: '0xcccccccccccccccccccccccccccccccccccccccc',
  },
  message: {
    from: { name: 'Cow', wallet: '0xcd2a3d9f938e13cd947ec05abc7fe734df8dd826' },
    to: { name: 'Bob', wallet: '0xbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb' },
    contents: 'Hello, Bob!',
  },
} as const

type Row = {
  rule: string
  /** Authorize the page before the request. */
  connected?: boolean
  behavior?: TestWalletBehavior
  request: RequestArguments
  /** The EIP-1193 / JSON-RPC error code the request must fail with. */
  error?: number
  check?: (result: unknown) => void | Promise<void>
}

const rows: Row[] = [
  {
    rule: 'eth_requestAccounts returns the address of the private key',
    request: { method: 'eth_requestAccounts' },
    check: (result) => expect(result).toEqual([ACCOUNT_0]),
  },
  {
    rule: 'eth_accounts is empty until the page is authorized',
    request: { method: 'eth_accounts' },
    check: (result) => expect(result).toEqual([]),
  },
  {
    rule: 'eth_accounts returns the address once authorized',
    connected: true,
    request: { method: 'eth_accounts' },
    check: (result) => expect(result).toEqual([ACCOUNT_0]),
  },
  {
    rule: 'eth_chainId is the current chain as hex',
    request: { method: 'eth_chainId' },
    check: (result) => expect(result).toBe('0x7a69'),
  },
  {
    rule: 'net_version is the current chain as a decimal string',
    request: { method: 'net_version' },
    check: (result) => expect(result).toBe('31337'),
  },
  {
    rule: 'personal_sign signs hex data; the signature verifies with viem',
    connected: true,
    request: { method: 'personal_sign', params: [toHex('hello portico'), ACCOUNT_0] },
    check: async (result) =>
      expect(
        await verifyMessage({
          address: ACCOUNT_0,
          message: 'hello portico',
          signature: result as Hex,
        }),
      ).toBe(true),
  },
  {
    rule: 'personal_sign accepts the address in any case',
    connected: true,
    request: { method: 'personal_sign', params: ['0x01', ACCOUNT_0.toLowerCase()] },
    check: async (result) =>
      expect(
        await verifyMessage({
          address: ACCOUNT_0,
          message: { raw: '0x01' },
          signature: result as Hex,
        }),
      ).toBe(true),
  },
  {
    rule: 'eth_signTypedData_v4 signs EIP-712 JSON; the signature verifies with viem',
    connected: true,
    request: { method: 'eth_signTypedData_v4', params: [ACCOUNT_0, JSON.stringify(TYPED_DATA)] },
    check: async (result) => {
      const { EIP712Domain: _, ...types } = TYPED_DATA.types
      expect(
        await verifyTypedData({
          address: ACCOUNT_0,
          domain: TYPED_DATA.domain,
          types,
          primaryType: 'Mail',
          message: TYPED_DATA.message,
          signature: result as Hex,
        }),
      ).toBe(true)
    },
  },
  {
    rule: 'eth_signTypedData_v4 refuses a domain chainId other than the current chain',
    connected: true,
    request: {
      method: 'eth_signTypedData_v4',
      params: [
        ACCOUNT_0,
        JSON.stringify({ ...TYPED_DATA, domain: { ...TYPED_DATA.domain, chainId: 1 } }),
      ],
    },
    error: -32602,
  },
  {
    rule: 'signing before connecting is unauthorized (4100): personal_sign',
    request: { method: 'personal_sign', params: ['0x01', ACCOUNT_0] },
    error: 4100,
  },
  {
    rule: 'signing before connecting is unauthorized (4100): eth_signTypedData_v4',
    request: { method: 'eth_signTypedData_v4', params: [ACCOUNT_0, JSON.stringify(TYPED_DATA)] },
    error: 4100,
  },
  {
    rule: 'sending before connecting is unauthorized (4100)',
    request: { method: 'eth_sendTransaction', params: [{ from: ACCOUNT_0, to: RECIPIENT }] },
    error: 4100,
  },
  {
    rule: 'signing for an account the page was not given is unauthorized (4100)',
    connected: true,
    request: { method: 'personal_sign', params: ['0x01', ACCOUNT_1] },
    error: 4100,
  },
  {
    rule: 'switching to an unknown chain fails with 4902',
    request: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] },
    error: 4902,
  },
  {
    rule: 'switching to the current chain is a no-op answering null',
    request: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] },
    check: (result) => expect(result).toBeNull(),
  },
  {
    rule: 'wallet_switchEthereumChain refuses a chain id with leading zeros',
    request: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x07a69' }] },
    error: -32602,
  },
  {
    rule: 'wallet_addEthereumChain refuses a parameter without rpcUrls',
    request: {
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: '0x7a6a',
          chainName: 'B',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
    },
    error: -32602,
  },
  {
    rule: 'wallet_addEthereumChain refuses nativeCurrency.decimals other than 18',
    request: {
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: '0x7a6a',
          chainName: 'B',
          rpcUrls: ['http://127.0.0.1:1'],
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 6 },
        },
      ],
    },
    error: -32602,
  },
  {
    rule: 'reject: true makes connecting fail with 4001',
    behavior: { reject: true },
    request: { method: 'eth_requestAccounts' },
    error: 4001,
  },
  {
    rule: 'reject: true makes signing fail with 4001',
    connected: true,
    behavior: { reject: true },
    request: { method: 'personal_sign', params: ['0x01', ACCOUNT_0] },
    error: 4001,
  },
  {
    rule: 'reject: [methods] rejects only those methods',
    behavior: { reject: ['personal_sign'] },
    request: { method: 'eth_requestAccounts' },
    check: (result) => expect(result).toEqual([ACCOUNT_0]),
  },
  {
    rule: 'reject never applies to read-only requests',
    behavior: { reject: true },
    request: { method: 'eth_chainId' },
    check: (result) => expect(result).toBe('0x7a69'),
  },
  {
    rule: 'an unsupported method fails with 4200',
    request: { method: 'eth_sign', params: [ACCOUNT_0, '0x01'] },
    error: 4200,
  },
  {
    rule: 'devnet cheat codes are not forwarded (4200)',
    request: { method: 'anvil_mine', params: [] },
    error: 4200,
  },
  {
    rule: 'eth_getBalance is forwarded to the chain RPC',
    request: { method: 'eth_getBalance', params: [ACCOUNT_0, 'latest'] },
    check: (result) => expect(BigInt(result as string)).toBeGreaterThan(parseEther('1000')),
  },
  {
    rule: 'eth_blockNumber is forwarded to the chain RPC',
    request: { method: 'eth_blockNumber' },
    check: (result) => expect(result).toMatch(/^0x[0-9a-f]+$/),
  },
  {
    rule: 'RPC errors keep their JSON-RPC code',
    request: { method: 'eth_getBalance', params: ['not an address', 'latest'] },
    error: -32602,
  },
  {
    rule: 'a request without a method is invalid (-32600)',
    request: {} as RequestArguments,
    error: -32600,
  },
]

describe('createTestWalletProvider: methods', () => {
  test.each(rows)('$rule', async ({ connected, behavior, request, error, check }) => {
    const wallet = createWallet()
    if (connected) wallet.connect()
    if (behavior) wallet.setBehavior(behavior)
    const promise = wallet.provider.request(request)
    if (error !== undefined) {
      await expect(promise).rejects.toMatchObject({ code: error })
      return
    }
    await check?.(await promise)
  })

  test('eth_sendTransaction signs locally, fills nonce/gas/fees, moves ETH on anvil', async () => {
    const wallet = createWallet()
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    const client = createPublicClient({ transport: http(chainA.rpcUrl) })
    const before = await client.getBalance({ address: RECIPIENT })

    const hash = await wallet.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: ACCOUNT_0, to: RECIPIENT, value: numberToHex(parseEther('1.5')) }],
    })

    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await client.waitForTransactionReceipt({ hash: hash as Hex })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(ACCOUNT_0.toLowerCase())
    expect(await client.getBalance({ address: RECIPIENT })).toBe(before + parseEther('1.5'))
    const forwarded = await wallet.provider.request({
      method: 'eth_getTransactionReceipt',
      params: [hash],
    })
    expect(forwarded).toMatchObject({ transactionHash: hash, status: '0x1' })
  })

  test('parallel eth_sendTransaction requests get distinct nonces', async () => {
    const wallet = createWallet()
    wallet.setAccount(2)
    wallet.connect()
    const from = wallet.getState().address
    const send = () =>
      wallet.provider.request({
        method: 'eth_sendTransaction',
        params: [{ from, to: RECIPIENT, value: '0x1' }],
      })
    const hashes = await Promise.all([send(), send(), send()])
    expect(new Set(hashes).size).toBe(3)
  })

  test('a failing transaction rejects with the RPC error, not a hash', async () => {
    const wallet = createWallet()
    wallet.connect()
    await expect(
      wallet.provider.request({
        method: 'eth_sendTransaction',
        params: [{ from: ACCOUNT_0, to: RECIPIENT, value: numberToHex(parseEther('1000000')) }],
      }),
    ).rejects.toMatchObject({ code: expect.any(Number), message: expect.any(String) })
  })

  test('wallet_addEthereumChain then wallet_switchEthereumChain works and emits chainChanged', async () => {
    const wallet = createWallet()
    const events = recordEvents(wallet, ['chainChanged'])
    const chainIdB = numberToHex(31338)
    await expect(
      wallet.provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: chainIdB }],
      }),
    ).rejects.toMatchObject({ code: 4902 })

    await expect(
      wallet.provider.request({
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: chainIdB,
            chainName: 'Portico Devnet B',
            rpcUrls: [chainB.rpcUrl],
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          },
        ],
      }),
    ).resolves.toBeNull()
    expect(events).toEqual([])

    await expect(
      wallet.provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: chainIdB }],
      }),
    ).resolves.toBeNull()
    expect(events).toEqual([['chainChanged', '0x7a6a']])
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')

    // Read-only requests now go to chain B's RPC.
    await fetch(chainB.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_mine', params: ['0x7'] }),
    })
    const blockB = await createPublicClient({ transport: http(chainB.rpcUrl) }).getBlockNumber()
    expect(BigInt((await wallet.provider.request({ method: 'eth_blockNumber' })) as string)).toBe(
      blockB,
    )
  })

  test('delayMs makes prompts slow and leaves read-only requests fast', async () => {
    const wallet = createWallet({ behavior: { delayMs: 300 } })
    let start = performance.now()
    await wallet.provider.request({ method: 'eth_chainId' })
    expect(performance.now() - start).toBeLessThan(250)

    start = performance.now()
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    expect(performance.now() - start).toBeGreaterThanOrEqual(290)
  })

  test('delayMs with reject answers 4001 after the delay', async () => {
    const wallet = createWallet()
    wallet.setBehavior({ delayMs: 200, reject: true })
    const start = performance.now()
    await expect(wallet.provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4001,
    })
    expect(performance.now() - start).toBeGreaterThanOrEqual(190)
    wallet.setBehavior({})
    await expect(wallet.provider.request({ method: 'eth_requestAccounts' })).resolves.toEqual([
      ACCOUNT_0,
    ])
  })
})

describe('createTestWalletProvider: connection and events', () => {
  test('authorization persists in storage, so a reload restores it via eth_accounts', async () => {
    const storage = createMemoryStorage()
    const first = createWallet({ storage })
    await first.provider.request({ method: 'eth_requestAccounts' })

    const reloaded = createWallet({ storage })
    expect(await reloaded.provider.request({ method: 'eth_accounts' })).toEqual([ACCOUNT_0])

    await reloaded.provider.request({
      method: 'wallet_revokePermissions',
      params: [{ eth_accounts: {} }],
    })
    expect(await createWallet({ storage }).provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  test('eth_requestAccounts emits accountsChanged once; a second call does not prompt', async () => {
    const wallet = createWallet()
    const events = recordEvents(wallet, ['accountsChanged', 'connect'])
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    wallet.setBehavior({ reject: true })
    expect(await wallet.provider.request({ method: 'eth_requestAccounts' })).toEqual([ACCOUNT_0])
    expect(events).toEqual([['accountsChanged', [ACCOUNT_0]]])
  })

  test('setAccount switches the account and emits accountsChanged when connected', async () => {
    const wallet = createWallet()
    const events = recordEvents(wallet, ['accountsChanged'])
    // A listener typed for its payload is accepted, as dApps write them.
    const typed: Address[][] = []
    wallet.provider.on('accountsChanged', (accounts: Address[]) => typed.push(accounts))
    expect(wallet.setAccount(1)).toBe(ACCOUNT_1)
    expect(events).toEqual([])
    wallet.connect()
    wallet.setAccount(0)
    expect(events).toEqual([
      ['accountsChanged', [ACCOUNT_1]],
      ['accountsChanged', [ACCOUNT_0]],
    ])
    expect(typed).toEqual([[ACCOUNT_1], [ACCOUNT_0]])
    expect(() => wallet.setAccount(99)).toThrow(RangeError)
  })

  test('disconnect() emits accountsChanged [] and disconnect (4900); reconnecting emits connect', async () => {
    const wallet = createWallet()
    wallet.connect()
    const events = recordEvents(wallet, ['accountsChanged', 'disconnect', 'connect'])
    wallet.disconnect()
    expect(events).toEqual([
      ['accountsChanged', []],
      ['disconnect', expect.objectContaining({ code: 4900 })],
    ])
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])

    await wallet.provider.request({ method: 'eth_requestAccounts' })
    expect(events.slice(2)).toEqual([
      ['connect', { chainId: '0x7a69' }],
      ['accountsChanged', [ACCOUNT_0]],
    ])
  })

  test('wallet_revokePermissions disconnects with accountsChanged []', async () => {
    const wallet = createWallet()
    wallet.connect()
    const events = recordEvents(wallet, ['accountsChanged', 'disconnect'])
    await wallet.provider.request({
      method: 'wallet_revokePermissions',
      params: [{ eth_accounts: {} }],
    })
    expect(events).toEqual([['accountsChanged', []]])
    await expect(
      wallet.provider.request({ method: 'personal_sign', params: ['0x01', ACCOUNT_0] }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  test('wallet_requestPermissions / wallet_getPermissions describe eth_accounts', async () => {
    const wallet = createWallet()
    expect(await wallet.provider.request({ method: 'wallet_getPermissions' })).toEqual([])
    const permissions = await wallet.provider.request({
      method: 'wallet_requestPermissions',
      params: [{ eth_accounts: {} }],
    })
    expect(permissions).toMatchObject([
      {
        parentCapability: 'eth_accounts',
        caveats: [{ type: 'restrictReturnedAccounts', value: [ACCOUNT_0] }],
      },
    ])
  })

  test('removeListener stops delivery; a throwing listener does not stop the others', () => {
    const wallet = createWallet()
    const seen: unknown[] = []
    const listener = (payload: unknown) => seen.push(payload)
    const original = console.error
    console.error = () => {}
    try {
      wallet.provider.on('chainChanged', () => {
        throw new Error('boom')
      })
      wallet.provider.on('chainChanged', listener)
      wallet.emit('chainChanged', '0x1')
      wallet.provider.removeListener('chainChanged', listener)
      wallet.emit('chainChanged', '0x2')
    } finally {
      console.error = original
    }
    expect(seen).toEqual(['0x1'])
  })

  test('setChain switches from the wallet side; reset() returns to the configuration', async () => {
    const storage = createMemoryStorage()
    const wallet = createTestWalletProvider({
      wallet: {
        name: 'Test',
        rdns: 'xyz.portico.test',
        accounts: [...ANVIL_PRIVATE_KEYS],
        chains: [
          { chainId: 31337, rpcUrl: chainA.rpcUrl },
          { chainId: 31338, rpcUrl: chainB.rpcUrl },
        ],
      },
      storage,
    })
    const events = recordEvents(wallet, ['chainChanged', 'accountsChanged'])
    wallet.connect()
    wallet.setChain(31338)
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    expect(() => wallet.setChain(1)).toThrow(RangeError)
    wallet.reset()
    expect(wallet.getState()).toMatchObject({ connected: false, chainId: 31337, accountIndex: 0 })
    expect(storage.getItem('portico-test-wallet:xyz.portico.test')).toBeNull()
    expect(events).toEqual([
      ['accountsChanged', [ACCOUNT_0]],
      ['chainChanged', '0x7a6a'],
      ['accountsChanged', []],
      ['chainChanged', '0x7a69'],
    ])
  })

  test('wallet_watchAsset validates and answers true', async () => {
    const wallet = createWallet()
    await expect(
      wallet.provider.request({
        method: 'wallet_watchAsset',
        params: { type: 'ERC20', options: { address: RECIPIENT, symbol: 'X', decimals: 18 } },
      }),
    ).resolves.toBe(true)
    await expect(
      wallet.provider.request({
        method: 'wallet_watchAsset',
        params: { type: 'ERC20', options: {} },
      }),
    ).rejects.toMatchObject({ code: -32602 })
  })
})
