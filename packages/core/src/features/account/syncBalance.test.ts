// syncBalance's native-balance cache against a real HTTP server standing in for the Portico API's
// balance route, with a fake wallet.
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NATIVE_BALANCE_CACHE_TTL_MS } from '../../constants.js'
import { jsonAnswer, testNetwork, until } from '../../testing/index.js'
import {
  connectedAccountInstance,
  startAccountTestApi,
} from '../activity/fetchTransactions.testApi.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
let native = '2.5'
const api = await startAccountTestApi((url) => {
  if (url.pathname === '/v1/supported-chains')
    return jsonAnswer(200, { http: ['eip155:31337'], ws: [] })
  if (url.pathname.endsWith('/balance'))
    return jsonAnswer(200, {
      balances: [
        {
          name: 'Ether',
          symbol: 'ETH',
          chainId: 'eip155:31337',
          quantity: { decimals: '18', numeric: native },
          price: 3000,
          value: 3000 * Number(native),
          iconUrl: '',
        },
      ],
    })
  return undefined
})
afterAll(() => api.close())

const unmounts: (() => void)[] = []
beforeEach(() => {
  native = '2.5'
  vi.useFakeTimers({ toFake: ['Date'], now: 1_800_000_000_000 })
})
afterEach(async () => {
  vi.useRealTimers()
  // The mount's API checks load on demand; let them load before the environment goes.
  await vi.dynamicImportSettled()
  for (const unmount of unmounts.splice(0)) unmount()
})

const balanceRequests = () => api.requests.filter((u) => u.pathname.endsWith('/balance'))

describe('syncBalance — the account’s native balance', () => {
  // spec §9: "Caches: balance and native balance 30 s"
  it('is reused for NATIVE_BALANCE_CACHE_TTL_MS (30 s), then read again; force reads at once', async () => {
    expect(NATIVE_BALANCE_CACHE_TTL_MS).toBe(30_000)
    const portico = await connectedAccountInstance({
      api,
      address: ADDRESS,
      networks: [testNetwork(31337)],
      unmounts,
    })
    await until(() => portico.getAccount().balance === '2.5')
    api.requests.length = 0
    native = '7'
    vi.setSystemTime(Date.now() + NATIVE_BALANCE_CACHE_TTL_MS - 1)
    await portico.account.syncBalance()
    expect(balanceRequests()).toHaveLength(0)
    expect(portico.getAccount().balance).toBe('2.5')
    vi.setSystemTime(Date.now() + 1)
    await portico.account.syncBalance()
    expect(balanceRequests()).toHaveLength(1)
    expect(portico.getAccount().balance).toBe('7')
    native = '8'
    await portico.account.syncBalance({ force: true })
    expect(balanceRequests().map((u) => u.searchParams.get('forceUpdate'))).toEqual([null, 'true'])
    expect(portico.getAccount().balance).toBe('8')
  })
})
