// swapTokens' rules with the fake wallet (it can be made to refuse or revert on demand) against a
// real HTTP server standing in for the Portico API. The real swap through the EVM adapter, the
// test wallet, the real API and the devnet's pools is swapTokens.devnet.test.ts.
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { PorticoError } from '../../errors/PorticoError.js'
import { InvalidTransactionHashError } from '../../errors/validation.js'
import type { Portico } from '../../instance/Portico.js'
import { jsonAnswer, until } from '../../testing/index.js'
import { SwapAllowanceTooLowError, SwapNotReadyError, SwapRevertedError } from './errors.js'
import {
  connectedSwapInstance,
  startSwapTestApi,
  TEST_ACCOUNT,
  TEST_ROUTER,
  TEST_USDC,
} from './swap.testApi.js'
import { SWAP_SUCCESS_MESSAGE } from './swapTokens.js'

const api = await startSwapTestApi()
afterAll(() => api.close())
const unmounts: (() => void)[] = []
afterEach(() => {
  for (const unmount of unmounts.splice(0)) unmount()
  api.route(() => undefined)
  api.requests.length = 0
})

/** The allowance the stand-in answers: 0 until the wallet has sent the approval. */
function allowanceAfterApproval(wallets: { calls: string[] }, allowance = '100000000') {
  api.route(({ url }) =>
    url.pathname === '/v1/convert/allowance'
      ? jsonAnswer(200, {
          allowance: wallets.calls.some((c) => c.startsWith(`sendTransaction:w1:${TEST_USDC}`))
            ? allowance
            : '0',
        })
      : undefined,
  )
}

/** On SwapPreview (over Swap, over Account) with `amount` of `from` → `to` quoted. */
async function previewing(from: string, to: string, amount: string) {
  const { portico, wallets, unmount } = await connectedSwapInstance(api.apiUrl)
  unmounts.push(unmount)
  await portico.swap.initialize()
  const token = (symbol: string) => {
    const found = portico.stores.swap.getState().tokens.find((t) => t.symbol === symbol)
    if (!found) throw new Error(`${symbol} is listed`)
    return found
  }
  await portico.swap.setSourceToken({ token: token(from) })
  await portico.swap.setToToken({ token: token(to) })
  await portico.swap.setSourceTokenAmount({ amount })
  portico.open({ view: 'Account' })
  portico.modal.pushView({ view: 'Swap' })
  portico.modal.pushView({ view: 'SwapPreview' })
  wallets.calls.length = 0
  api.requests.length = 0
  return { portico, wallets }
}

const views = (portico: Portico) => portico.stores.router.getState().history.map((h) => h.view)
const steps = (portico: Portico) => {
  const seen: (string | undefined)[] = []
  portico.stores.swap.subscribe((s, previous) => {
    if (s.step !== previous.step) seen.push(s.step)
  })
  return seen
}

describe('swapTokens — success: the swap sent and mined, the toast, reset, back to Account, balances read again', () => {
  it("ETH → USDC: builds the swap at the state's slippage, the wallet sends it with its value, the receipt is awaited", async () => {
    const { portico, wallets } = await previewing('ETH', 'USDC', '1')
    const seen = steps(portico)
    const result = await portico.swap.swapTokens()
    expect(result.approvalHash).toBeUndefined()
    expect(result.hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(api.to('/v1/convert/build-transaction')[0]?.body).toEqual({
      amount: '1000000000000000000',
      eip155: { slippage: 1 },
      from: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
      to: `eip155:31337:${TEST_USDC}`,
      userAddress: `eip155:31337:${TEST_ACCOUNT}`,
      disableEstimate: false,
    })
    expect(wallets.calls).toEqual([
      `sendTransaction:w1:${TEST_ROUTER}:1000000000000000000:150000`,
      `waitForTransaction:${result.hash}`,
    ])
    expect(seen).toEqual(['swapping', undefined])
    expect(portico.stores.notification.getState()).toMatchObject({
      message: SWAP_SUCCESS_MESSAGE,
      variant: 'success',
      open: true,
    })
    expect(views(portico)).toEqual(['Account'])
    expect(portico.stores.swap.getState()).toMatchObject({
      status: 'idle',
      sourceTokenAmount: '',
      quote: undefined,
      sourceToken: undefined,
      step: undefined,
    })
    await until(() =>
      api
        .to(`/v1/account/${TEST_ACCOUNT}/balance`)
        .some((r) => r.url.searchParams.get('forceUpdate') === 'true'),
    )
  })

  it('USDC → DAI: step approving (approval sent, mined, allowance read again), then swapping', async () => {
    const { portico, wallets } = await previewing('USDC', 'DAI', '100')
    expect(portico.stores.swap.getState().approvalTransaction).toBeDefined()
    allowanceAfterApproval(wallets)
    const seen = steps(portico)
    const { approvalHash, hash } = await portico.swap.swapTokens()
    expect(seen).toEqual(['approving', 'swapping', undefined])
    expect(wallets.calls).toEqual([
      `sendTransaction:w1:${TEST_USDC}:0:46000`,
      `waitForTransaction:${approvalHash}`,
      `sendTransaction:w1:${TEST_ROUTER}:0:150000`,
      `waitForTransaction:${hash}`,
    ])
    expect(
      api.requests
        .map((r) => r.url.pathname)
        .filter((path) => path.startsWith('/v1/convert/'))
        .slice(0, 2),
    ).toEqual(['/v1/convert/allowance', '/v1/convert/build-transaction'])
    expect(views(portico)).toEqual(['Account'])
  })
})

describe("swapTokens — failure: an error toast with the wallet's message, fields kept, step cleared, the error thrown", () => {
  it.each([
    [
      'the wallet refuses the swap',
      'ETH',
      'USDC',
      '1',
      'sendTransaction',
      'User rejected the request.',
      PorticoError,
    ],
    [
      'the approval reverts',
      'USDC',
      'DAI',
      '100',
      'revert',
      'Transaction failed',
      SwapRevertedError,
    ],
  ])('%s', async (_, from, to, amount, failure, message, type) => {
    const { portico, wallets } = await previewing(from, to, amount)
    const before = portico.stores.swap.getState()
    wallets.fail(failure)
    const error = await portico.swap.swapTokens().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(type)
    expect((error as PorticoError).shortMessage).toBe(message)
    expect(portico.stores.notification.getState()).toMatchObject({ message, variant: 'error' })
    expect(portico.stores.swap.getState()).toMatchObject({
      step: undefined,
      error,
      sourceToken: before.sourceToken,
      toToken: before.toToken,
      sourceTokenAmount: amount,
      quote: before.quote,
    })
    expect(views(portico)).toEqual(['Account', 'Swap', 'SwapPreview'])
  })

  it('the approval is mined but the allowance is still short: nothing swapped', async () => {
    const { portico, wallets } = await previewing('USDC', 'DAI', '100')
    allowanceAfterApproval(wallets, '99999999')
    const error = await portico.swap.swapTokens().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SwapAllowanceTooLowError)
    expect(wallets.calls.filter((c) => c.startsWith('sendTransaction'))).toHaveLength(1)
  })

  it('the swap fails after the approval went through: a retry is not asked to approve again', async () => {
    const { portico, wallets } = await previewing('USDC', 'DAI', '100')
    allowanceAfterApproval(wallets)
    let builds = 0
    const route = ({ url }: { url: URL }) => {
      if (url.pathname === '/v1/convert/build-transaction' && builds++ === 0)
        return jsonAnswer(502, {
          error: { code: 'SWAP_PROVIDER_ERROR', message: 'Swap provider error' },
        })
      return url.pathname === '/v1/convert/allowance'
        ? jsonAnswer(200, { allowance: '100000000' })
        : undefined
    }
    api.route(route)
    const error = await portico.swap.swapTokens().catch((e: unknown) => e)
    expect((error as PorticoError).shortMessage).toBe('Swap provider error')
    expect(portico.stores.swap.getState().approvalTransaction).toBeUndefined()
    wallets.calls.length = 0
    await portico.swap.swapTokens()
    expect(wallets.calls.filter((c) => c.startsWith('sendTransaction'))).toEqual([
      `sendTransaction:w1:${TEST_ROUTER}:0:150000`,
    ])
  })

  it.each([
    [
      'without a quote',
      async (portico: Portico) => portico.swap.setSourceTokenAmount({ amount: '' }),
    ],
    [
      'with insufficientBalance',
      async (portico: Portico) => portico.swap.setSourceTokenAmount({ amount: '2' }),
    ],
  ])('%s: SwapNotReadyError, the wallet not asked', async (_, prepare) => {
    const { portico, wallets } = await previewing('ETH', 'USDC', '1')
    await prepare(portico)
    const error = await portico.swap.swapTokens().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SwapNotReadyError)
    expect(wallets.calls).toEqual([])
    expect(portico.stores.notification.getState().variant).toBe('error')
  })
})

describe('swapTokens — spec §5 "Transaction hash: 0x plus 64 hex characters", checked where the swap receives it', () => {
  it.each([
    ['the swap: a hash one character short', 'ETH', 'USDC', '1', `0x${'a'.repeat(63)}`],
    ['the swap: no hash at all', 'ETH', 'USDC', '1', undefined],
    ['the approval: a hash that is no hex', 'USDC', 'DAI', '100', `0x${'zz'.repeat(32)}`],
  ])(
    "%s — 'Invalid transaction hash': not awaited, not returned, the toast, fields kept",
    async (_rule, from, to, amount, answer) => {
      const { portico, wallets } = await previewing(from, to, amount)
      const before = portico.stores.swap.getState()
      wallets.adapter.sendTransaction = async () => answer as string
      const error = await portico.swap.swapTokens().catch((e: unknown) => e)
      expect(error).toBeInstanceOf(InvalidTransactionHashError)
      expect((error as PorticoError).shortMessage).toBe('Invalid transaction hash')
      expect(wallets.calls.filter((c) => c.startsWith('waitForTransaction'))).toEqual([])
      expect(portico.stores.notification.getState()).toMatchObject({
        message: 'Invalid transaction hash',
        variant: 'error',
      })
      expect(portico.stores.swap.getState()).toMatchObject({
        step: undefined,
        error,
        sourceTokenAmount: amount,
        quote: before.quote,
      })
    },
  )
})
