// The token picks of the Swap views (setSwapSourceToken, setSwapToToken, switchSwapTokens) and
// the max button (setSwapMaxAmount), against a real HTTP server standing in for the Portico API.
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { parseTokenAmount } from '../../amounts/parseTokenAmount.js'
import { SWAP_DEFAULT_GAS } from '../../constants.js'
import type { Portico } from '../../instance/Portico.js'
import { jsonAnswer } from '../../testing/index.js'
import { SWAP_MAX_GAS_RESERVE_FACTOR } from './maxSwapAmount.js'
import { connectedSwapInstance, startSwapTestApi } from './swap.testApi.js'

const api = await startSwapTestApi()
afterAll(() => api.close())
const unmounts: (() => void)[] = []
afterEach(() => {
  for (const unmount of unmounts.splice(0)) unmount()
  api.route(() => undefined)
  api.requests.length = 0
})

async function initialized() {
  const { portico, unmount } = await connectedSwapInstance(api.apiUrl)
  unmounts.push(unmount)
  await portico.swap.initialize()
  return portico
}
const token = (portico: Portico, symbol: string) => {
  const found = portico.stores.swap.getState().tokens.find((t) => t.symbol === symbol)
  if (!found) throw new Error(`${symbol} is listed`)
  return found
}
const picks = (portico: Portico) => {
  const { sourceToken, toToken } = portico.stores.swap.getState()
  return [sourceToken?.symbol, toToken?.symbol]
}

describe('setSwapSourceToken / setSwapToToken — the picks of SwapSelectToken', () => {
  it('picks each side and quotes the typed amount again', async () => {
    const portico = await initialized()
    await portico.swap.setToToken({ token: token(portico, 'USDC') })
    await portico.swap.setSourceTokenAmount({ amount: '0.5' })
    expect(portico.stores.swap.getState().toTokenAmount).toBe('1495.5')
    await portico.swap.setToToken({ token: token(portico, 'DAI') })
    expect(picks(portico)).toEqual(['ETH', 'DAI'])
    expect(portico.stores.swap.getState()).toMatchObject({
      sourceTokenAmount: '0.5',
      toTokenAmount: '1495.5',
    })
    expect(portico.stores.swap.getState().quote?.toAmount).toBe('1495500000000000000000')
    await portico.swap.setSourceToken({ token: token(portico, 'USDC') })
    expect(picks(portico)).toEqual(['USDC', 'DAI'])
    expect(portico.stores.swap.getState().quote?.fromAmount).toBe('500000')
  })

  it("picking the other side's token swaps the two", async () => {
    const portico = await initialized()
    await portico.swap.setToToken({ token: token(portico, 'USDC') })
    await portico.swap.setSourceToken({ token: token(portico, 'USDC') })
    expect(picks(portico)).toEqual(['USDC', 'ETH'])
    await portico.swap.setToToken({ token: token(portico, 'USDC') })
    expect(picks(portico)).toEqual(['ETH', 'USDC'])
  })

  it('without a target, no quote is asked', async () => {
    const portico = await initialized()
    api.requests.length = 0
    await portico.swap.setSourceTokenAmount({ amount: '1' })
    expect(api.requests).toHaveLength(0)
    expect(portico.stores.swap.getState().quote).toBeUndefined()
  })
})

describe('switchSwapTokens — the switch button', () => {
  it('the target becomes the source and the quoted amount the amount to swap', async () => {
    const portico = await initialized()
    await portico.swap.setToToken({ token: token(portico, 'USDC') })
    await portico.swap.setSourceTokenAmount({ amount: '0.05' })
    expect(portico.stores.swap.getState().toTokenAmount).toBe('149.55')
    await portico.swap.switchTokens()
    expect(picks(portico)).toEqual(['USDC', 'ETH'])
    expect(portico.stores.swap.getState().sourceTokenAmount).toBe('149.55')
    expect(portico.stores.swap.getState().quote?.fromAmount).toBe('149550000')
  })

  it('without a quote the typed amount stays', async () => {
    api.route(({ url }) =>
      url.pathname === '/v1/convert/quotes' ? jsonAnswer(200, { quotes: [] }) : undefined,
    )
    const portico = await initialized()
    await portico.swap.setToToken({ token: token(portico, 'USDC') })
    await portico.swap.setSourceTokenAmount({ amount: '0.05' })
    await portico.swap.switchTokens()
    expect(portico.stores.swap.getState().sourceTokenAmount).toBe('0.05')
  })
})

describe('setSwapMaxAmount — the whole balance; the native coin keeps twice the estimated fee', () => {
  it('USDC: the whole 250.5', async () => {
    const portico = await initialized()
    await portico.swap.setSourceToken({ token: token(portico, 'USDC') })
    await portico.swap.setToToken({ token: token(portico, 'DAI') })
    expect(await portico.swap.setMaxAmount()).toBe('250.5')
    expect(portico.stores.swap.getState()).toMatchObject({
      sourceTokenAmount: '250.5',
      inputError: undefined,
    })
    expect(portico.stores.swap.getState().quote?.fromAmount).toBe('250500000')
  })

  it('ETH: 1.5 less 2 × gas price (1 gwei) × SWAP_DEFAULT_GAS', async () => {
    const portico = await initialized()
    await portico.swap.setToToken({ token: token(portico, 'USDC') })
    const max = await portico.swap.setMaxAmount()
    const reserve = SWAP_MAX_GAS_RESERVE_FACTOR * 1_000_000_000n * SWAP_DEFAULT_GAS
    expect(parseTokenAmount(max ?? '', 18)).toBe(1_500_000_000_000_000_000n - reserve)
    expect(portico.stores.swap.getState().inputError).toBeUndefined()
  })

  it('ETH with a gas price that cannot be read: nothing set, the error stored', async () => {
    api.route(({ url }) =>
      url.pathname === '/v1/convert/gas-price'
        ? jsonAnswer(400, {
            error: { code: 'NETWORK_NOT_SUPPORTED', message: 'Network not supported' },
          })
        : undefined,
    )
    const portico = await initialized()
    expect(await portico.swap.setMaxAmount()).toBeUndefined()
    expect(portico.stores.swap.getState()).toMatchObject({
      sourceTokenAmount: '',
      error: { shortMessage: 'Network not supported' },
    })
  })

  it('without a source token: undefined', async () => {
    const portico = await initialized()
    portico._internal.stores.swap.setState({ sourceToken: undefined })
    expect(await portico.swap.setMaxAmount()).toBeUndefined()
  })
})
