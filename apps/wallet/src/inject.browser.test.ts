import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@portico/e2e/chromium'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { createPublicClient, type Hex, http, toHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { buildInjectBundle } from './node/buildInjectBundle.js'
import { getInjectScript } from './node/getInjectScript.js'
import { TEST_WALLET_2_RDNS, TEST_WALLET_RDNS } from './provider/defaults.js'
import { startAnvil, type TestAnvil } from './test/startAnvil.js'

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

let chainA: TestAnvil
let chainB: TestAnvil
let outDir: string
let bundlePath: string
let pageServer: Server
let pageUrl: string
let browser: Browser
let context: BrowserContext
let page: Page

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'portico-wallet-bundle-'))
  ;[chainA, chainB, bundlePath] = await Promise.all([
    startAnvil({ chainId: 31337 }),
    startAnvil({ chainId: 31338 }),
    buildInjectBundle({ outDir }),
  ])
  pageServer = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end('<!doctype html><html><head><title>blank dApp</title></head><body></body></html>')
  })
  await new Promise<void>((resolve) => pageServer.listen(0, '127.0.0.1', resolve))
  pageUrl = `http://127.0.0.1:${(pageServer.address() as AddressInfo).port}/`
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  })
  context = await browser.newContext()
  await context.addInitScript({
    content: getInjectScript({
      bundlePath,
      config: {
        chains: [
          { chainId: 31337, name: 'A', rpcUrl: chainA.rpcUrl },
          { chainId: 31338, name: 'B', rpcUrl: chainB.rpcUrl },
        ],
      },
    }),
  })
  page = await context.newPage()
  await page.goto(pageUrl)
})

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => pageServer?.close(resolve))
  await Promise.all([chainA?.stop(), chainB?.stop()])
  if (outDir) rmSync(outDir, { recursive: true, force: true })
})

/** Runs an EIP-1193 request in the page on the wallet with `rdns`; errors come back as { code, message }. */
function requestInPage(rdns: string, method: string, params?: unknown[]) {
  return page.evaluate(
    async ({ rdns, method, params }) => {
      const wallets = (
        window as unknown as Record<
          string,
          Record<string, { provider: { request(a: object): Promise<unknown> } }>
        >
      ).porticoTestWallets
      try {
        return { result: await wallets![rdns]!.provider.request({ method, params }) }
      } catch (error) {
        const { code, message } = error as { code: number; message: string }
        return { error: { code, message } }
      }
    },
    { rdns, method, params },
  )
}

test('the built IIFE announces both wallets via EIP-6963 and connects against anvil', async () => {
  const announced = await page.evaluate(() => {
    const seen: Array<{
      uuid: string
      name: string
      rdns: string
      icon: string
      frozen: boolean
      hasRequest: boolean
    }> = []
    window.addEventListener('eip6963:announceProvider', (event) => {
      const { info, provider } = (event as CustomEvent).detail
      seen.push({
        ...info,
        frozen: Object.isFrozen((event as CustomEvent).detail),
        hasRequest: typeof provider.request === 'function',
      })
    })
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    return seen
  })
  expect(announced.map((a) => [a.rdns, a.name])).toEqual([
    [TEST_WALLET_RDNS, 'Portico Test Wallet'],
    [TEST_WALLET_2_RDNS, 'Portico Test Wallet 2'],
  ])
  expect(new Set(announced.map((a) => a.uuid)).size).toBe(2)
  expect(
    announced.every((a) => a.frozen && a.hasRequest && a.icon.startsWith('data:image/svg+xml')),
  ).toBe(true)

  expect(await requestInPage(TEST_WALLET_RDNS, 'eth_accounts')).toEqual({ result: [] })
  expect(await requestInPage(TEST_WALLET_RDNS, 'eth_requestAccounts')).toEqual({
    result: [ACCOUNT_0],
  })
  expect(await requestInPage(TEST_WALLET_RDNS, 'eth_chainId')).toEqual({ result: '0x7a69' })
  const balance = await requestInPage(TEST_WALLET_RDNS, 'eth_getBalance', [ACCOUNT_0, 'latest'])
  expect(BigInt(balance.result as string)).toBe(
    await createPublicClient({ transport: http(chainA.rpcUrl) }).getBalance({ address: ACCOUNT_0 }),
  )
})

test('signs and sends in the page; the control API rejects; a reload restores the connection', async () => {
  const signed = await requestInPage(TEST_WALLET_RDNS, 'personal_sign', [
    toHex('from chromium'),
    ACCOUNT_0,
  ])
  expect(
    await verifyMessage({
      address: ACCOUNT_0,
      message: 'from chromium',
      signature: signed.result as Hex,
    }),
  ).toBe(true)

  await requestInPage(TEST_WALLET_RDNS, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])
  const sent = await requestInPage(TEST_WALLET_RDNS, 'eth_sendTransaction', [
    { from: ACCOUNT_0, to: '0x000000000000000000000000000000000000dEaD', value: '0x1' },
  ])
  expect(sent.result).toMatch(/^0x[0-9a-f]{64}$/)
  const receipt = await createPublicClient({
    transport: http(chainB.rpcUrl),
  }).waitForTransactionReceipt({
    hash: sent.result as Hex,
  })
  expect(receipt.status).toBe('success')

  await page.evaluate((rdns) => {
    const wallets = (
      window as unknown as Record<string, Record<string, { setBehavior(b: object): void }>>
    ).porticoTestWallets
    wallets![rdns]!.setBehavior({ reject: true })
  }, TEST_WALLET_2_RDNS)
  expect(await requestInPage(TEST_WALLET_2_RDNS, 'eth_requestAccounts')).toEqual({
    error: { code: 4001, message: 'User rejected the request.' },
  })

  await page.reload()
  expect(await requestInPage(TEST_WALLET_RDNS, 'eth_accounts')).toEqual({ result: [ACCOUNT_0] })
  expect(await requestInPage(TEST_WALLET_RDNS, 'eth_chainId')).toEqual({ result: '0x7a6a' })
  expect(await requestInPage(TEST_WALLET_2_RDNS, 'eth_accounts')).toEqual({ result: [] })
})
