import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { buildSampleWalletBundle } from './buildSampleWalletBundle.js'

const outDir = mkdtempSync(join(tmpdir(), 'portico-sample-wallet-bundle-'))
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

describe('buildSampleWalletBundle (no browser needed)', () => {
  test('builds one self-contained ES module for the browser with WalletKit inside', async () => {
    const path = await buildSampleWalletBundle({ outDir })
    expect(path).toBe(join(outDir, 'sample-wallet.js'))
    const code = readFileSync(path, 'utf8')
    // Self-contained: no import of another module, no Node built-in left for the browser to miss.
    expect(code).not.toMatch(/\bimport\s*[^(]*?from\s*["']/)
    expect(code).not.toMatch(/\bimport\(\s*["']/)
    expect(code).not.toMatch(
      /__vite-browser-external|require\(["'](node:)?(fs|path|crypto|events)["']\)/,
    )
    // WalletKit, the relay client and the page's hooks are in it.
    expect(code).toContain('wc-uri-input')
    expect(code).toContain('portico-sample-wallet-config')
    expect(code).toContain('irn_subscribe')
    // The bundle size is reported by bench, not asserted; it must at least exist and be JS.
    expect(statSync(path).size).toBeGreaterThan(100_000)
  }, 120_000)
})
