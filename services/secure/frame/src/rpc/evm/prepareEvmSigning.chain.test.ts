import { startAnvil } from '@portico/devnet'
import { getFreePorts } from '@portico/devnet/testing'
import {
  type Address,
  createPublicClient,
  formatEther,
  formatGwei,
  type Hex,
  http,
  type PublicClient,
  parseEther,
  parseGwei,
  toHex,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { FrameEvmNetwork } from '../../config/framePageConfig.js'
import { decodeCallsId } from './callsId.js'
import { createKeyAccount } from './createKeyAccount.js'
import { createPublicClients } from './evmClients.js'
import { prepareEvmSigning } from './prepareEvmSigning.js'

/**
 * Issue 16 finding 4 against a real chain (anvil): the frame sets fees and nonce from the chain
 * before the approval screen, shows them, signs exactly what it showed, and refuses a dApp's fee
 * caps far above its own estimate and nonces other than the account's pending nonce.
 */

const ANVIL_0_KEY = 'ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const ADDRESS: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let anvil: Awaited<ReturnType<typeof startAnvil>>
let network: FrameEvmNetwork
let chain: PublicClient

beforeAll(async () => {
  const [port] = await getFreePorts(1)
  anvil = await startAnvil({ chainId: 31337, port: port! })
  network = {
    chainId: 31337,
    name: 'Fee Test Chain',
    rpcUrls: [anvil.rpcUrl],
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  }
  chain = createPublicClient({ transport: http(anvil.rpcUrl) }) as PublicClient
}, 60_000)

afterAll(async () => {
  await anvil?.stop()
})

const prepare = (method: string, params: unknown, nativeUsdPrice?: number) =>
  prepareEvmSigning({
    method,
    params,
    network,
    address: ADDRESS,
    publicClient: createPublicClients(),
    nativeUsdPrice,
  })

/** Runs a prepared request with anvil's first account (this test's wallet). */
const execute = async (prepared: Awaited<ReturnType<typeof prepare>>) =>
  prepared.execute(createKeyAccount(Uint8Array.from(Buffer.from(ANVIL_0_KEY, 'hex'))))

const rowsOf = (prepared: Awaited<ReturnType<typeof prepare>>) =>
  Object.fromEntries(prepared.description.rows.map((row) => [row.label, row.value]))

/** The chain's own fee estimate, as any wallet reads it. */
const estimate = () => chain.estimateFeesPerGas()
const pendingNonce = () => chain.getTransactionCount({ address: ADDRESS, blockTag: 'pending' })

describe('"the frame sets fees from its own estimate, shows the maximum fee in the native unit and in USD"', () => {
  test('eth_sendTransaction: nonce, gas, fee per gas and maximum fee are on the screen, and signed as shown', async () => {
    const nonce = await pendingNonce()
    const prepared = await prepare('eth_sendTransaction', [
      { from: ADDRESS, to: OTHER, value: toHex(parseEther('0.5')) },
    ])
    const rows = rowsOf(prepared)
    expect(prepared.description.title).toBe('Send transaction')
    expect([rows.To, rows.Value, rows.Data]).toEqual([OTHER, '0.5 ETH', 'None'])
    expect(rows.Nonce).toBe(String(nonce))
    expect(rows['Gas limit']).toBe('21000')
    const maxFeePerGas = parseGwei(rows['Max fee per gas']!.replace(' gwei', ''))
    expect(maxFeePerGas).toBe((await estimate()).maxFeePerGas)
    expect(rows['Maximum network fee']).toBe(
      `${formatEther(21_000n * maxFeePerGas)} ETH (no trustworthy USD price)`,
    )
    const hash = (await execute(prepared)) as Hex
    const sent = await chain.getTransaction({ hash })
    expect(sent).toMatchObject({ nonce, gas: 21_000n, maxFeePerGas, to: OTHER.toLowerCase() })
    expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success')
  })

  test.each([
    ['no price: none is shown, never 0', undefined, /^[\d.]+ ETH \(no trustworthy USD price\)$/],
    ['a price of 0 is no price', 0, /^[\d.]+ ETH \(no trustworthy USD price\)$/],
    [
      'a price that is not a number is no price',
      Number.NaN,
      /^[\d.]+ ETH \(no trustworthy USD price\)$/,
    ],
    ['a price: the fee in USD beside it', 3_000, /^[\d.]+ ETH \(about \d+\.\d\d USD\)$/],
    ['a fee worth less than a cent', 0.01, /^[\d.]+ ETH \(less than 0\.01 USD\)$/],
  ])('the maximum fee in USD: %s', async (_, price, shown) => {
    const prepared = await prepare('eth_sendTransaction', [{ to: OTHER }], price)
    expect(rowsOf(prepared)['Maximum network fee']).toMatch(shown)
  })

  test('a fee cap the dApp sets within the limit is used, shown and signed', async () => {
    const maxFeePerGas = (await estimate()).maxFeePerGas * 2n
    const prepared = await prepare('eth_sendTransaction', [
      { to: OTHER, maxFeePerGas: toHex(maxFeePerGas), maxPriorityFeePerGas: toHex(parseGwei('1')) },
    ])
    expect(rowsOf(prepared)['Max fee per gas']).toBe(`${formatGwei(maxFeePerGas)} gwei`)
    const hash = (await execute(prepared)) as Hex
    expect((await chain.getTransaction({ hash })).maxFeePerGas).toBe(maxFeePerGas)
  })

  test('wallet_sendCalls: each call has its nonce and maximum fee, and the total; all signed as shown', async () => {
    const nonce = await pendingNonce()
    const prepared = await prepare('wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: toHex(31337),
        from: ADDRESS,
        calls: [
          { to: OTHER, value: '0x1' },
          { to: OTHER, value: '0x2' },
        ],
      },
    ])
    const rows = rowsOf(prepared)
    expect(prepared.description.title).toBe('Send 2 calls')
    expect(prepared.description.rows[0]).toEqual({ label: 'Call 1 · To', value: OTHER, mono: true })
    expect(rows['Call 2 · Value']).toBe('0.000000000000000002 ETH')
    expect(rows['Call 1 · Nonce']).toBe(String(nonce))
    expect(rows['Call 2 · Nonce']).toBe(String(nonce + 1))
    const perCall = parseGwei(rows['Call 1 · Max fee per gas']!.replace(' gwei', '')) * 21_000n
    expect(rows['Call 1 · Maximum network fee']).toBe(
      `${formatEther(perCall)} ETH (no trustworthy USD price)`,
    )
    expect(rows['Maximum network fee, all calls']).toBe(
      `${formatEther(perCall * 2n)} ETH (no trustworthy USD price)`,
    )
    const { id } = (await execute(prepared)) as { id: string }
    const hashes = decodeCallsId(id)!.hashes
    const sent = await Promise.all(hashes.map((hash) => chain.getTransaction({ hash })))
    expect(sent.map((tx) => tx.nonce)).toEqual([nonce, nonce + 1])
  })
})

describe('"refuses dApp-supplied fee caps far above the estimate and foreign nonces" (before any screen)', () => {
  const far = async () => toHex((await estimate()).maxFeePerGas * 10n)
  test.each([
    [
      'eth_sendTransaction: maxFeePerGas 10× the estimate',
      async () => ['eth_sendTransaction', [{ to: OTHER, maxFeePerGas: await far() }]],
      /maxFeePerGas .* more than 3× /,
    ],
    [
      'eth_sendTransaction: maxPriorityFeePerGas 10× the estimate',
      async () => ['eth_sendTransaction', [{ to: OTHER, maxPriorityFeePerGas: await far() }]],
      /more than 3× /,
    ],
    [
      'eth_sendTransaction: gasPrice 10× the estimate',
      async () => ['eth_sendTransaction', [{ to: OTHER, gasPrice: await far() }]],
      /gasPrice .* more than 3× /,
    ],
    [
      'eth_sendTransaction: a nonce ahead of the pending nonce',
      async () => [
        'eth_sendTransaction',
        [{ to: OTHER, nonce: toHex((await pendingNonce()) + 5) }],
      ],
      /nonce .* pending nonce/,
    ],
    [
      'eth_sendTransaction: a nonce already used (replacing a sent transaction)',
      async () => ['eth_sendTransaction', [{ to: OTHER, nonce: '0x0' }]],
      /nonce .* pending nonce/,
    ],
    [
      'wallet_sendCalls: the second call with a fee cap 10× the estimate',
      async () => [
        'wallet_sendCalls',
        [{ calls: [{ to: OTHER }, { to: OTHER, maxFeePerGas: await far() }] }],
      ],
      /call 2: maxFeePerGas .* more than 3× /,
    ],
    [
      'wallet_sendCalls: a call with a nonce that is not its turn',
      async () => [
        'wallet_sendCalls',
        [{ calls: [{ to: OTHER }, { to: OTHER, nonce: toHex(await pendingNonce()) }] }],
      ],
      /call 2: nonce .* pending nonce/,
    ],
  ] as const)('%s', async (_, request, message) => {
    const [method, params] = (await request()) as [string, unknown]
    await expect(Promise.resolve().then(() => prepare(method, params))).rejects.toThrow(
      expect.objectContaining({ code: -32602, message: expect.stringMatching(message) }),
    )
  })

  test('a transaction whose nonce was taken while it was on screen is not signed', async () => {
    const prepared = await prepare('eth_sendTransaction', [{ to: OTHER }])
    // Another request of the same account is sent first (e.g. from another site's frame).
    await execute(await prepare('eth_sendTransaction', [{ to: OTHER }]))
    await expect(execute(prepared)).rejects.toThrow(/nonce/)
  })
})
