import { readFileSync } from 'node:fs'
import { TEST_WALLET_CONFIG_GLOBAL } from '../provider/installTestWallets.js'
import type { TestWalletsConfig } from '../provider/types.js'
import { INJECT_BUNDLE_PATH } from './paths.js'

/** Parameters of `getInjectScript`. */
export type GetInjectScriptParameters = {
  /** Set as `window.__PORTICO_TEST_WALLET_CONFIG__` before the bundle runs. @default none: the bundle's defaults */
  config?: TestWalletsConfig
  /** @default apps/wallet/dist/inject.js */
  bundlePath?: string
}

/** The JS statement that sets the config global; safe to inline in HTML too (`<` is escaped). */
export function getInjectConfigPrefix(config: TestWalletsConfig): string {
  const json = JSON.stringify(config)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
  return `window.${TEST_WALLET_CONFIG_GLOBAL} = ${json};\n`
}

/**
 * The inject script's text with the config prepended, for Playwright's `addInitScript` or a server.
 * @example
 * await context.addInitScript({ content: getInjectScript({ config: { chains } }) })
 */
export function getInjectScript({
  config,
  bundlePath = INJECT_BUNDLE_PATH,
}: GetInjectScriptParameters = {}): string {
  let bundle: string
  try {
    bundle = readFileSync(bundlePath, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(
        `${bundlePath} does not exist: run \`npm run build -w @portico/wallet\` first.`,
      )
    throw error
  }
  return `${config ? getInjectConfigPrefix(config) : ''}${bundle}`
}
