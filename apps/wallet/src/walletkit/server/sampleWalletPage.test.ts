import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createWalletServer, type WalletServer } from '../../node/createWalletServer.js'
import { readAccountIndex, readPageConfig } from '../page/readPageConfig.js'
import { PAGE_CONFIG_ELEMENT_ID, PAGE_SCRIPT_PATH, TEST_IDS } from '../page/testIds.js'
import { DEVNET_MNEMONIC } from '../sampleWalletDefaults.js'

let dir: string
let server: WalletServer
const MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portico-sample-wallet-page-'))
  writeFileSync(join(dir, 'inject.js'), '/* inject */')
  writeFileSync(join(dir, 'sample-wallet.js'), 'console.log("page")')
  writeFileSync(
    join(dir, 'devnet.json'),
    JSON.stringify({
      mnemonic: MNEMONIC,
      chains: [{ chainId: 31337, name: 'Devnet </script><b>A', rpcUrl: 'http://127.0.0.1:28545' }],
    }),
  )
  server = await createWalletServer({
    port: 0,
    devnetJsonPath: join(dir, 'devnet.json'),
    chainAPort: 18545,
    chainBPort: 18546,
    bundlePath: join(dir, 'inject.js'),
    sampleWallet: { relayUrl: 'ws://127.0.0.1:24001', bundleDir: dir },
  })
})
afterAll(async () => {
  await server?.close()
  rmSync(dir, { recursive: true, force: true })
})

function pageConfig(html: string): unknown {
  const match = new RegExp(
    `<script type="application/json" id="${PAGE_CONFIG_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html)
  expect(match).not.toBeNull()
  return JSON.parse(match![1]!)
}

describe('the sample wallet page on the wallet server', () => {
  test('/ is the page: its config (relay, project, devnet mnemonic and chains) can not close its script early', async () => {
    const response = await fetch(`${server.url}/`)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await response.text()
    expect(pageConfig(html)).toEqual({
      relayUrl: 'ws://127.0.0.1:24001',
      projectId: 'portico-demo',
      mnemonic: MNEMONIC,
      evmChains: [
        { chainId: 31337, name: 'Devnet </script><b>A', rpcUrl: 'http://127.0.0.1:28545' },
      ],
    })
    expect(html).not.toContain('Devnet </script>')
    expect(html).toContain(`<script type="module" src="${PAGE_SCRIPT_PATH}"></script>`)
    // Account #0 of the devnet mnemonic is shown before the script runs.
    expect(html).toContain('0x9858EfFD232B4033E47d90003D41EC34EcaEda94')
    for (const id of [
      TEST_IDS.uriInput,
      TEST_IDS.pairButton,
      TEST_IDS.proposals,
      TEST_IDS.requests,
      TEST_IDS.sessionList,
    ])
      expect(html).toContain(`data-testid="${id}"`)
    expect(html).toMatch(/<label for="wc-uri">/)
    expect(html).toMatch(/aria-live="assertive"/)
    expect(html).toContain(`&lt;script src="${server.url}/inject.js"&gt;&lt;/script&gt;`)
  })

  test('the page script is served; the injected wallet page moved to /test-wallet; /inject.js is unchanged', async () => {
    const script = await fetch(`${server.url}${PAGE_SCRIPT_PATH}`)
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(await script.text()).toBe('console.log("page")')
    const testWallet = await (await fetch(`${server.url}/test-wallet`)).text()
    expect(testWallet).toContain('<h1>Portico test wallet</h1>')
    expect(await (await fetch(`${server.url}/inject.js`)).text()).toMatch(/\/\* inject \*\/$/)
  })

  test('without a built page script the server says how to build it (503)', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'portico-sample-wallet-empty-'))
    const other = await createWalletServer({
      port: 0,
      devnetJsonPath: join(empty, 'missing.json'),
      chainAPort: 18545,
      chainBPort: 18546,
      sampleWallet: { bundleDir: empty },
    })
    try {
      const response = await fetch(`${other.url}${PAGE_SCRIPT_PATH}`)
      expect(response.status).toBe(503)
      expect((await response.json()).error.message).toMatch(/build:sample-wallet/)
      const config = pageConfig(await (await fetch(`${other.url}/`)).text()) as {
        relayUrl: string
        mnemonic: string
      }
      expect(config).toMatchObject({ relayUrl: 'ws://127.0.0.1:4001', mnemonic: DEVNET_MNEMONIC })
    } finally {
      await other.close()
      rmSync(empty, { recursive: true, force: true })
    }
  })
})

describe('readPageConfig', () => {
  const base = {
    relayUrl: 'ws://127.0.0.1:4001',
    projectId: 'p',
    mnemonic: 'm',
    evmChains: [{ chainId: 1, rpcUrl: 'u' }, { bad: 1 }],
  }
  test('keeps valid chains; ?relay= overrides the relay', () => {
    expect(readPageConfig(base, '?relay=ws%3A%2F%2F127.0.0.1%3A9999')).toEqual({
      ...base,
      relayUrl: 'ws://127.0.0.1:9999',
      evmChains: [{ chainId: 1, rpcUrl: 'u' }],
    })
  })
  test.each([
    ['a relay that is not a WebSocket URL', { ...base, relayUrl: 'http://x' }, ''],
    ['a relay override that is not a WebSocket URL', base, '?relay=javascript:alert(1)'],
    ['no project id', { ...base, projectId: '' }, ''],
    ['no config', null, ''],
  ])('refuses %s', (_rule, raw, search) => {
    expect(() => readPageConfig(raw, search)).toThrow()
  })
  test.each([
    ['?account=3', null, 3],
    ['', '7', 7],
    ['?account=-1', '2', 2],
    ['?account=x', 'y', 0],
  ])('readAccountIndex(%s, %s) = %s', (search, stored, expected) => {
    expect(readAccountIndex(search, stored)).toBe(expected)
  })
})
