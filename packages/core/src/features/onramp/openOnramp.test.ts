// The on-ramp against the real Portico API (services/api with the devnet sandbox provider, on
// SQLite, listening on a free port) and a seeded devnet: options, live quotes, the checkout URL,
// paying in the sandbox and watching the USDC arrive on chain. Node has no window, so the popup is
// a fake (createFakePopup) that records where it was sent; the e2e test opens the real one.
import type { AddressInfo } from 'node:net'
import { type DevnetHandle, devnetTokenAbi, getAccount } from '@portico/devnet'
import { devnetNetwork, getFreePorts, startTestDevnet } from '@portico/devnet/testing'
import { type Address, createPublicClient, createWalletClient, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatTokenAmount } from '../../amounts/formatTokenAmount.js'
import {
  ONRAMP_PROVIDER_FEE_MAX_PERCENT,
  ONRAMP_PROVIDER_FEE_MIN_PERCENT,
} from '../../constants.js'
import type { Portico } from '../../instance/Portico.js'
import { createFakeAdapter, jsonAnswer, testInstance, until } from '../../testing/index.js'
import type { Network } from '../../types/network.js'
import { initialOnrampState } from './OnrampState.js'
import { createFakePopup, startOnrampStandInApi } from './onramp.testApi.js'

let devnet: DevnetHandle
let network: Network
let usdc: Address
let apiUrl: string
let closeApi: () => Promise<void>

beforeAll(async () => {
  devnet = await startTestDevnet()
  const chain = devnet.config.chains[0]
  if (!chain) throw new Error('the devnet has a chain')
  network = devnetNetwork(chain)
  usdc = chain.contracts.usdc
  // services/api's own on-ramp test server (the sandbox provider over this devnet, as main.ts
  // builds it); imported by path: @portico/api/testing does not export it.
  const { startOnrampApi } = await import(
    '../../../../../services/api/src/onramp/testing/startOnrampApi.js'
  )
  const [port] = await getFreePorts(1)
  apiUrl = `http://127.0.0.1:${port}`
  const api = await startOnrampApi({ engine: 'sqlite', devnet: devnet.config, publicUrl: apiUrl })
  await api.app.listen({ host: '127.0.0.1', port })
  expect((api.app.server.address() as AddressInfo).port).toBe(port)
  closeApi = api.close
}, 90_000)

afterAll(async () => {
  await closeApi?.()
  devnet?.stop()
})

const client = () => createPublicClient({ transport: http(network.rpcUrls.default.http[0]) })
const usdcOf = (address: Address) =>
  client().readContract({
    address: usdc,
    abi: devnetTokenAbi,
    functionName: 'balanceOf',
    args: [address],
  })

/** Sends `amount` USDC (base units) from the devnet's wallet-1 with viem. */
async function sendUsdc(to: Address, amount: bigint) {
  const from = getAccount(devnet.config.accounts, 'wallet-1')
  const wallet = createWalletClient({
    account: privateKeyToAccount(from.privateKey),
    transport: http(network.rpcUrls.default.http[0]),
  })
  const hash = await wallet.writeContract({
    chain: null,
    address: usdc,
    abi: devnetTokenAbi,
    functionName: 'transfer',
    args: [to, amount],
  })
  await client().waitForTransactionReceipt({ hash })
}

/**
 * A mounted widget on the devnet's chain A with a connected wallet at a fresh address. The wallet
 * is createFakeAdapter's (the connection is not under test); balances of USDC are read on chain.
 */
async function connected(options: { apiUrl?: string | undefined } = {}) {
  const address = privateKeyToAddress(generatePrivateKey())
  const fake = createFakeAdapter('eip155', [{ id: 'w1', address, chainId: network.id }])
  const portico = testInstance({
    networks: [network],
    adapters: [fake.adapter],
    apiUrl: 'apiUrl' in options ? options.apiUrl : apiUrl,
  })
  portico.mount()
  await portico.connect({ connectorId: 'w1' })
  return { portico, address, fake }
}

/** Options, USDC and an amount, as the OnRamp view leaves them. */
async function readyToBuy(portico: Portico, amount = '100') {
  await portico.onramp.fetchOptions()
  await portico.onramp.setAmount({ amount })
}

const top = (portico: Portico) => portico.stores.router.getState().history.at(-1)?.view

async function payInSandbox(url: string, number = '4242 4242 4242 4242') {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ number, expiry: '12/39', cvc: '123', name: 'Test Buyer' }),
    redirect: 'manual',
  })
  return response.status
}

describe('on-ramp with the real API', () => {
  it('fetchOnrampOptions: the API offers the sandbox (an array of strings), USD and USDC on the devnet chain; defaultOptions false', async () => {
    const { portico } = await connected()
    await portico.onramp.fetchOptions()
    const state = portico.stores.onramp.getState()
    expect(state.providers).toEqual(['sandbox'])
    expect(state.defaultOptions).toBe(false)
    expect(state.paymentCurrency?.id).toBe('USD')
    expect(state.purchaseCurrency?.symbol).toBe('USDC')
    expect(
      state.purchaseCurrency?.networks
        .find((n) => n.chain_id === String(network.id))
        ?.contract_address.toLowerCase(),
    ).toBe(usdc.toLowerCase())
  })

  it('spec §9 "Provider fee range 1-2%": the live quote of 100.00 USD is not an estimate and its provider fee lies in the range', async () => {
    const { portico } = await connected()
    await readyToBuy(portico, '100')
    const { quote, quoteIsEstimate, error } = portico.stores.onramp.getState()
    expect(error).toBeUndefined()
    expect(quoteIsEstimate).toBe(false)
    expect(quote?.paymentTotal).toEqual({ amount: '100.00', currency: 'USD' })
    expect(quote?.purchaseAmount.currency).toBe('USDC')
    const fee = Number(quote?.providerFee?.amount)
    expect(fee).toBeGreaterThanOrEqual(ONRAMP_PROVIDER_FEE_MIN_PERCENT)
    expect(fee).toBeLessThanOrEqual(ONRAMP_PROVIDER_FEE_MAX_PERCENT)
    expect(Number(quote?.purchaseAmount.amount)).toBeLessThan(100)
    expect(Number(quote?.purchaseAmount.amount)).toBeGreaterThan(100 - 2 - 1)
  })

  it('openOnramp: the popup goes to the sandbox checkout, BuyInProgress shows, purchase waiting from the on-chain balance; paying with 4242… delivers and the watcher sees it arrive (status arrived, the received amount, a success toast)', async () => {
    const { portico, address } = await connected()
    await sendUsdc(address, 1_500_000n) // a balance to start from: 1.5 USDC
    await readyToBuy(portico, '25.50')
    const expected = portico.stores.onramp.getState().quote?.purchaseAmount.amount
    portico.open({ view: 'OnRamp' })
    const { popup, window } = createFakePopup()
    await portico.onramp.open({ openPopup: () => window, intervalMs: 200 })
    expect(popup.location.href).toMatch(
      new RegExp(`^${apiUrl}/v1/onramp/sandbox/checkout/[A-Za-z0-9_-]+$`),
    )
    expect(top(portico)).toBe('BuyInProgress')
    expect(portico.stores.onramp.getState().purchase).toMatchObject({
      provider: 'sandbox',
      symbol: 'USDC',
      address: `${network.caipNetworkId}:${address}`,
      expectedAmount: expected,
      startBalance: '1.5',
      status: 'waiting',
    })
    expect(await payInSandbox(popup.location.href)).toBe(303)
    await until(() => portico.stores.onramp.getState().purchase?.status === 'arrived', 20_000)
    const received = (await usdcOf(address)) - 1_500_000n
    const { purchase } = portico.stores.onramp.getState()
    expect(purchase?.receivedAmount).toBe(formatTokenAmount(received, 6))
    expect(purchase?.receivedAmount).toBe(expected) // the sandbox delivers what it quoted
    expect(portico.stores.notification.getState()).toMatchObject({
      open: true,
      variant: 'success',
      message: `${expected} USDC arrived`,
    })
  }, 40_000)

  it('the watcher: USDC sent to the account with viem arrives; a closed popup does not stop the watch', async () => {
    const { portico, address } = await connected()
    await readyToBuy(portico, '10')
    const { popup, window } = createFakePopup()
    await portico.onramp.open({ openPopup: () => window, intervalMs: 100 })
    expect(portico.stores.onramp.getState().purchase?.startBalance).toBe('0')
    popup.close()
    await sendUsdc(address, 9_800_000n)
    await until(() => portico.stores.onramp.getState().purchase?.status === 'arrived', 10_000)
    expect(portico.stores.onramp.getState().purchase?.receivedAmount).toBe('9.8')
  }, 30_000)

  it('Open again while waiting: the new popup goes to the same checkout, no new session, one watch', async () => {
    const { portico } = await connected()
    await readyToBuy(portico, '12')
    const first = createFakePopup()
    await portico.onramp.open({ openPopup: () => first.window, intervalMs: 100 })
    first.popup.close()
    const second = createFakePopup()
    await portico.onramp.open({ openPopup: () => second.window })
    expect(second.popup.location.href).toBe(first.popup.location.href)
    expect(second.popup.closed).toBe(false)
    expect(portico.stores.onramp.getState().purchase?.status).toBe('waiting')
    expect(
      portico.stores.router.getState().history.filter((e) => e.view === 'BuyInProgress'),
    ).toHaveLength(1)
    portico.onramp.reset()
  })

  it('resetOnramp: initial state, the watch stopped (tokens arriving later change nothing)', async () => {
    const { portico, address } = await connected()
    await readyToBuy(portico, '10')
    await portico.onramp.open({ openPopup: () => createFakePopup().window, intervalMs: 50 })
    portico.onramp.reset()
    expect(portico.stores.onramp.getState()).toEqual({
      ...initialOnrampState(),
      selectedProvider: undefined,
      paymentCurrency: undefined,
      purchaseCurrency: undefined,
      quote: undefined,
      error: undefined,
      purchase: undefined,
    })
    await sendUsdc(address, 1_000_000n)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(portico.stores.onramp.getState().purchase).toBeUndefined()
    expect(portico.stores.notification.getState().message).not.toMatch(/arrived/)
  })

  it("the watch stops when the wallet disconnects: 'failed', 'The wallet was disconnected'", async () => {
    const { portico } = await connected()
    await readyToBuy(portico, '10')
    await portico.onramp.open({ openPopup: () => createFakePopup().window, intervalMs: 50 })
    await portico.disconnect()
    const state = portico.stores.onramp.getState()
    expect(state.purchase?.status).toBe('failed')
    expect(state.error?.shortMessage).toBe('The wallet was disconnected')
  })

  it("nothing arrives before the timeout: 'failed', 'The purchase did not arrive in time', an error toast", async () => {
    const { portico } = await connected()
    await readyToBuy(portico, '10')
    await portico.onramp.open({
      openPopup: () => createFakePopup().window,
      intervalMs: 50,
      timeoutMs: 200,
    })
    await until(() => portico.stores.onramp.getState().purchase?.status === 'failed', 5_000)
    expect(portico.stores.onramp.getState().error?.shortMessage).toBe(
      'The purchase did not arrive in time',
    )
    expect(portico.stores.notification.getState()).toMatchObject({
      variant: 'error',
      message: 'The purchase did not arrive in time',
    })
  })

  it("a blocked popup: 'Popup blocked' in state and as an error toast, nothing asked", async () => {
    const { portico } = await connected()
    await readyToBuy(portico, '10')
    await expect(portico.onramp.open({ openPopup: () => null })).rejects.toThrow('Popup blocked')
    expect(portico.stores.onramp.getState().error?.shortMessage).toBe('Popup blocked')
    expect(portico.stores.onramp.getState().purchase).toBeUndefined()
    expect(portico.stores.notification.getState()).toMatchObject({
      variant: 'error',
      message: 'Popup blocked',
    })
  })

  it.each([
    ['an amount out of range', '5', 'Enter an amount between 10.00 and 25000.00 USD'],
    ['no amount', '', 'Invalid amount'],
  ])('%s: the blank popup is closed and the error shown', async (_case, amount, message) => {
    const { portico } = await connected()
    await readyToBuy(portico, amount)
    const { popup, window } = createFakePopup()
    await expect(portico.onramp.open({ openPopup: () => window })).rejects.toThrow(message)
    expect(popup.closed).toBe(true)
    expect(popup.location.href).toBe('about:blank')
  })

  it("without a connected account: 'No ActiveCaipAddress found'", async () => {
    const portico = testInstance({ networks: [network], apiUrl })
    await readyToBuy(portico)
    await expect(
      portico.onramp.open({ openPopup: () => createFakePopup().window }),
    ).rejects.toThrow('No ActiveCaipAddress found')
  })
})

describe('openOnramp with a stand-in API (what the real API never answers)', () => {
  it('the onrampurl body: the wallet, its network and token, defaultNetwork, a pseudonymous partnerUserId, buy, the fiat amount and currency, the provider', async () => {
    const stand = await startOnrampStandInApi(async (request) => {
      if (request.path === '/v1/onramp/options') {
        const options = await fetch(
          `${apiUrl}/v1/onramp/options?projectId=p1&st=portico&sv=js-0.1.0`,
        )
        return { status: 200, body: await options.text() }
      }
      if (request.path === '/v1/generators/onrampurl')
        return jsonAnswer(200, { url: 'https://pay.example.com/checkout?id=1' })
      return undefined
    })
    try {
      const { portico, address } = await connected({ apiUrl: stand.apiUrl })
      await readyToBuy(portico, '42.5')
      const { popup, window } = createFakePopup()
      await portico.onramp.open({ openPopup: () => window })
      expect(popup.location.href).toBe('https://pay.example.com/checkout?id=1')
      const body = stand.requests.find((r) => r.path === '/v1/generators/onrampurl')?.body as {
        partnerUserId: string
      }
      const name = portico.stores.onramp
        .getState()
        .purchaseCurrency?.networks.find((n) => n.chain_id === String(network.id))?.name
      expect(body).toEqual({
        provider: 'sandbox',
        destinationWallets: [{ address, blockchains: [name], assets: ['USDC'] }],
        defaultNetwork: name,
        partnerUserId: body.partnerUserId,
        defaultExperience: 'buy',
        presetFiatAmount: '42.50',
        paymentCurrency: 'USD',
      })
      expect(body.partnerUserId).toMatch(/^[0-9a-f]{32}$/)
      expect(body.partnerUserId).not.toContain(address.slice(2, 10).toLowerCase())
      portico.onramp.reset()
    } finally {
      await stand.close()
    }
  })

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<p>hi</p>'],
    ['a relative URL', '/checkout'],
    ['no URL', undefined],
  ])(
    "a checkout URL that is not http(s) (%s) is refused: 'Unable to open the on-ramp', the popup closed",
    async (_case, url) => {
      const stand = await startOnrampStandInApi((request) =>
        request.path === '/v1/generators/onrampurl' ? jsonAnswer(200, { url }) : undefined,
      )
      try {
        const { portico } = await connected({ apiUrl: stand.apiUrl })
        await portico.onramp.fetchOptions() // the defaults: no USDC on the devnet chain…
        // …so use the devnet's USDC as the API would offer it.
        portico._internal.stores.onramp.setState({
          purchaseCurrency: {
            id: 'usdc',
            name: 'USD Coin',
            symbol: 'USDC',
            networks: [
              {
                name: 'devnet-a',
                display_name: 'A',
                chain_id: String(network.id),
                contract_address: usdc,
              },
            ],
          },
          paymentAmount: '20',
        })
        const { popup, window } = createFakePopup()
        await expect(portico.onramp.open({ openPopup: () => window })).rejects.toThrow(
          'Unable to open the on-ramp',
        )
        expect(popup.closed).toBe(true)
        expect(popup.location.href).toBe('about:blank')
        expect(portico.stores.onramp.getState().purchase).toBeUndefined()
      } finally {
        await stand.close()
      }
    },
  )
})
