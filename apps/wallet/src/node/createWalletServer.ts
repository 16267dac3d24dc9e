import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { privateKeyToAccount } from 'viem/accounts'
import {
  ANVIL_PRIVATE_KEYS,
  createTestWalletIcon,
  getDefaultTestWallets,
} from '../provider/defaults.js'
import { resolveTestWalletsConfig } from '../provider/resolveTestWalletsConfig.js'
import type { TestWalletsConfig } from '../provider/types.js'
import { PAGE_SCRIPT_PATH } from '../walletkit/page/testIds.js'
import { getDefaultRelayUrl, SAMPLE_WALLET_PROJECT_ID } from '../walletkit/sampleWalletDefaults.js'
import { getSampleWalletPageConfig } from '../walletkit/server/getSampleWalletPageConfig.js'
import { SAMPLE_WALLET_BUNDLE_DIR, SAMPLE_WALLET_BUNDLE_FILE } from '../walletkit/server/paths.js'
import { renderSampleWalletPage } from '../walletkit/server/renderSampleWalletPage.js'
import { getInjectConfigPrefix } from './getInjectScript.js'
import { getServedTestWalletsConfig } from './getServedTestWalletsConfig.js'
import { INJECT_BUNDLE_PATH } from './paths.js'

/** Parameters of `createWalletServer`. */
export type CreateWalletServerParameters = {
  /** @default '127.0.0.1' */
  host?: string
  /** 0 picks a free port. */
  port: number
  devnetJsonPath: string
  /** Chain ports used when devnet.json does not exist. */
  chainAPort: number
  chainBPort: number
  /** @default apps/wallet/dist/inject.js */
  bundlePath?: string
  /** The WalletConnect sample wallet page served at `/` (docs/sample-wallet.md). */
  sampleWallet?: {
    /** @default ws://127.0.0.1:4001 (the local relay) */
    relayUrl?: string
    /** @default 'portico-demo' (the development project) */
    projectId?: string
    /** Where its built script is. @default apps/wallet/dist-sample-wallet */
    bundleDir?: string
  }
}

/** A started wallet server. */
export type WalletServer = {
  server: Server
  /** e.g. http://127.0.0.1:5174 */
  url: string
  close(): Promise<void>
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, OPTIONS',
  'cache-control': 'no-store',
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function renderIndex(url: string, config: TestWalletsConfig, source: string): string {
  const { wallets } = resolveTestWalletsConfig(config)
  const rows = wallets
    .map((w) => {
      const key = w.accounts[w.accountIndex ?? 0] ?? ANVIL_PRIVATE_KEYS[0]!
      const chains = w.chains.map((c) => `${c.chainId} (${c.rpcUrl})`).join(', ')
      return `<tr><td>${escapeHtml(w.name)}</td><td><code>${escapeHtml(w.rdns)}</code></td><td><code>${privateKeyToAccount(key).address}</code></td><td>${escapeHtml(chains)}</td></tr>`
    })
    .join('\n')
  const rdns = getDefaultTestWallets()[0]!.rdns
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Portico test wallet</title>
<link rel="icon" href="${createTestWalletIcon({ color: '#3355ff', label: 'P' })}">
<style>
body { font: 15px/1.5 system-ui, sans-serif; max-width: 52rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a2e }
code, pre { font-family: ui-monospace, monospace; font-size: 13px } pre { background: #f3f4f8; padding: .75rem; overflow-x: auto }
table { border-collapse: collapse } td, th { border: 1px solid #ccd; padding: .25rem .5rem; text-align: left }
</style>
</head>
<body>
<h1>Portico test wallet</h1>
<p>A browser wallet for development and tests: an EIP-1193 provider backed by devnet private keys,
announced with EIP-6963. It signs in the page and sends to the devnet RPC. Never use it with real funds.</p>
<h2>Use it in a dApp in development</h2>
<pre>&lt;script src="${escapeHtml(url)}/inject.js"&gt;&lt;/script&gt;</pre>
<p>Put it before the dApp's own scripts. Wallets served now (config from <b>${escapeHtml(source)}</b>):</p>
<table><tr><th>name</th><th>rdns</th><th>account</th><th>chains</th></tr>
${rows}
</table>
<h2>Drive it from a test</h2>
<pre>// Playwright
import { getInjectScript } from '@portico/wallet/node'
await context.addInitScript({ content: getInjectScript({ config }) })

// in the page
const wallet = window.porticoTestWallets['${escapeHtml(rdns)}']
wallet.setBehavior({ reject: true })            // every prompt answers 4001
wallet.setBehavior({ reject: ['personal_sign'] }) // only those methods' prompts
wallet.setBehavior({ delayMs: 2000 })           // slow "user"
wallet.setAccount(3); wallet.setChain(31338); wallet.connect(); wallet.disconnect(); wallet.reset()</pre>
<p>Configure before the script runs with <code>window.__PORTICO_TEST_WALLET_CONFIG__ = { chains, accounts, wallets, behaviors, windowEthereum }</code>.
The served config is at <a href="/config.json">/config.json</a>.</p>
<h2>Wallets announced on this page</h2>
<ul id="announced"></ul>
<script src="/inject.js"></script>
<script>
  const list = document.getElementById('announced')
  window.addEventListener('eip6963:announceProvider', (event) => {
    const { info, provider } = event.detail
    const item = document.createElement('li')
    const button = document.createElement('button')
    button.textContent = 'Connect'
    const label = document.createElement('span')
    label.textContent = ' ' + info.name + ' (' + info.rdns + ') '
    button.addEventListener('click', async () => {
      try {
        const [account] = await provider.request({ method: 'eth_requestAccounts' })
        const chainId = await provider.request({ method: 'eth_chainId' })
        label.textContent = ' ' + info.name + ': ' + account + ' on chain ' + Number(chainId) + ' '
      } catch (error) {
        label.textContent = ' ' + info.name + ': ' + error.code + ' ' + error.message + ' '
      }
    })
    item.append(button, label)
    list.append(item)
  })
  window.dispatchEvent(new Event('eip6963:requestProvider'))
</script>
</body>
</html>
`
}

/**
 * Serves the test wallet: `/inject.js` (the bundle with a config generated from devnet.json, or
 * the defaults), `/config.json`, and a page explaining how to use it at `/test-wallet`; and the
 * WalletConnect sample wallet page at `/` with its script under `/sample-wallet/`.
 */
export async function createWalletServer(
  parameters: CreateWalletServerParameters,
): Promise<WalletServer> {
  const { host = '127.0.0.1', port, devnetJsonPath, chainAPort, chainBPort } = parameters
  const bundlePath = parameters.bundlePath ?? INJECT_BUNDLE_PATH
  const sampleWalletRelayUrl = parameters.sampleWallet?.relayUrl ?? getDefaultRelayUrl()
  const sampleWalletProjectId = parameters.sampleWallet?.projectId ?? SAMPLE_WALLET_PROJECT_ID
  const sampleWalletBundleDir = parameters.sampleWallet?.bundleDir ?? SAMPLE_WALLET_BUNDLE_DIR
  let url = ''

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const send = (status: number, type: string, body: string) => {
      res.writeHead(status, { ...CORS_HEADERS, 'content-type': type })
      res.end(req.method === 'HEAD' ? undefined : body)
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS).end()
      return
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD, OPTIONS')
      send(
        405,
        'application/json',
        JSON.stringify({ error: { code: 405, message: 'Method not allowed' } }),
      )
      return
    }
    const path = new URL(req.url ?? '/', 'http://localhost').pathname
    try {
      // Read on every request, so a devnet restarted on other ports is picked up without a restart.
      const { config, source } = getServedTestWalletsConfig({
        devnetJsonPath,
        chainAPort,
        chainBPort,
      })
      if (path === '/inject.js') {
        const bundle = readFileSync(bundlePath, 'utf8')
        send(200, 'text/javascript; charset=utf-8', `${getInjectConfigPrefix(config)}${bundle}`)
      } else if (path === '/config.json') {
        send(200, 'application/json', `${JSON.stringify({ source, config }, null, 2)}\n`)
      } else if (path === '/test-wallet') {
        send(200, 'text/html; charset=utf-8', renderIndex(url, config, source))
      } else if (path === '/' || path === '/index.html') {
        const pageConfig = getSampleWalletPageConfig({
          devnetJsonPath,
          evmChains: config.chains ?? [],
          relayUrl: sampleWalletRelayUrl,
          projectId: sampleWalletProjectId,
        })
        send(200, 'text/html; charset=utf-8', renderSampleWalletPage({ url, config: pageConfig }))
      } else if (path === PAGE_SCRIPT_PATH) {
        let script: string
        try {
          script = readFileSync(join(sampleWalletBundleDir, SAMPLE_WALLET_BUNDLE_FILE), 'utf8')
        } catch {
          send(
            503,
            'application/json',
            JSON.stringify({
              error: {
                code: 503,
                message:
                  'The sample wallet page is not built: run `npm run build:sample-wallet -w @portico/wallet` (npm start -w @portico/wallet builds it).',
              },
            }),
          )
          return
        }
        send(200, 'text/javascript; charset=utf-8', script)
      } else {
        send(
          404,
          'application/json',
          JSON.stringify({ error: { code: 404, message: `No route ${path}` } }),
        )
      }
    } catch (error) {
      send(
        500,
        'application/json',
        JSON.stringify({ error: { code: 500, message: (error as Error).message } }),
      )
    }
  }

  const server = createServer(handle)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  url = `http://${host}:${(server.address() as AddressInfo).port}`
  return {
    server,
    url,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}
