/**
 * The sandbox checkout in real Chromium, as the widget's popup shows it: the page under its own
 * CSP (no console error), axe finds no violation in either colour scheme (with field errors too),
 * a wrong number is refused, the test card pays, and the USDC is on chain.
 */
import AxeBuilder from '@axe-core/playwright'
import { type DevnetHandle, devnetTokenAbi } from '@portico/devnet'
import { getFreePorts, startTestDevnet } from '@portico/devnet/testing'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@portico/e2e/chromium'
import { type Browser, chromium, type Page } from 'playwright-core'
import { createPublicClient, http } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { P1_QUERY } from '../../../testing/startTestApi.js'
import { startOnrampApi } from '../../testing/startOnrampApi.js'

let devnet: DevnetHandle
let api: Awaited<ReturnType<typeof startOnrampApi>>
let apiUrl: string
let browser: Browser
beforeAll(async () => {
  devnet = await startTestDevnet()
  // The checkout URL comes from configuration (never the Host header): pick the port first.
  const [port = 0] = await getFreePorts(1)
  apiUrl = `http://127.0.0.1:${port}`
  api = await startOnrampApi({ engine: 'sqlite', devnet: devnet.config, publicUrl: apiUrl })
  await api.app.listen({ host: '127.0.0.1', port })
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
}, 60_000)
afterAll(async () => {
  await browser?.close()
  await api?.close()
  await devnet?.stop()
})

async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}) at ${JSON.stringify(n.target)}: ${v.help}`),
  )
}

it('a buyer pays 30.00 USD for USDC with the test card in Chromium and the USDC arrives', async () => {
  const buyer = privateKeyToAddress(generatePrivateKey())
  const created = await fetch(`${apiUrl}/v1/generators/onrampurl?${P1_QUERY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      destinationWallets: [{ address: buyer, blockchains: ['devnet-a'], assets: ['USDC'] }],
      defaultNetwork: 'devnet-a',
      partnerUserId: buyer,
      defaultExperience: 'buy',
      presetFiatAmount: '30.00',
    }),
  })
  const { url } = (await created.json()) as { url: string }
  expect(url.startsWith(`${apiUrl}/v1/onramp/sandbox/checkout/`)).toBe(true)

  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const errors: string[] = []
    page.on('console', (message) => {
      // The refused card's page answers 400 on purpose; anything else (a CSP refusal) is a fault.
      if (message.type() === 'error' && !message.text().includes('status of 400 (Bad Request)'))
        errors.push(message.text())
    })
    await page.goto(url)
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Portico Sandbox checkout')
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme })
      expect(await axeViolations(page), colorScheme).toEqual([])
    }
    await page.emulateMedia({ colorScheme: 'light' })

    // A number failing Luhn: the field says why, and the page stays accessible.
    await page.getByLabel('Card number').fill('4242 4242 4242 4241')
    await page.getByLabel('Expiry (MM/YY)').fill('12/39')
    await page.getByLabel('CVC').fill('123')
    await page.getByLabel('Name on card').fill('Ada Lovelace')
    await page.getByRole('button', { name: 'Pay 30.00 USD' }).click()
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Please correct the fields below.')
    expect(await page.getByLabel('Card number').getAttribute('aria-invalid')).toBe('true')
    expect(await page.getByLabel('Card number').inputValue()).toBe('')
    expect(await page.getByLabel('Name on card').inputValue()).toBe('Ada Lovelace')
    expect(await axeViolations(page)).toEqual([])

    await page.getByLabel('Card number').fill('4242 4242 4242 4242')
    await page.getByLabel('CVC').fill('123')
    await page.getByRole('button', { name: 'Pay 30.00 USD' }).click()
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Payment complete')
    const txHash = await page.getByTestId('checkout-tx').textContent()
    expect(txHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await page.getByRole('status').textContent()).toContain('You can close this window.')
    expect(await axeViolations(page)).toEqual([])
    expect(errors, errors.join('\n')).toEqual([])

    const chain = devnet.config.chains[0]
    if (!chain) throw new Error('no chain')
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    // 30.00 − 0.45 fee − 0.10 network fee = 29.45 USD → 29.45 USDC.
    expect(
      await client.readContract({
        address: chain.contracts.usdc,
        abi: devnetTokenAbi,
        functionName: 'balanceOf',
        args: [buyer],
      }),
    ).toBe(29_450_000n)
    expect((await client.getTransactionReceipt({ hash: txHash as `0x${string}` })).status).toBe(
      'success',
    )
  } finally {
    await context.close()
  }
})
