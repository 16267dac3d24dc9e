/**
 * Entry of the sample wallet page bundle (built to dist-sample-wallet/sample-wallet.js): reads the
 * config the wallet server put in the page, starts the wallet (WalletKit in the browser) and
 * mounts the UI. Exposes the wallet as `window.porticoSampleWallet` for tests to read its state.
 */
import { createSampleWallet, type SampleWallet } from '../createSampleWallet.js'
import { ACCOUNT_INDEX_STORAGE_KEY, mountSampleWalletPage } from './mountSampleWalletPage.js'
import { readAccountIndex, readPageConfig } from './readPageConfig.js'
import { STRINGS } from './strings.js'
import { PAGE_CONFIG_ELEMENT_ID } from './testIds.js'

declare global {
  interface Window {
    /** The running sample wallet (tests read `getState()`). */
    porticoSampleWallet?: SampleWallet
  }
}

async function main() {
  const status = document.getElementById('wallet-status')
  try {
    const raw = JSON.parse(document.getElementById(PAGE_CONFIG_ELEMENT_ID)?.textContent ?? 'null')
    const config = readPageConfig(raw, location.search)
    const accountIndex = readAccountIndex(
      location.search,
      globalThis.localStorage?.getItem(ACCOUNT_INDEX_STORAGE_KEY) ?? null,
    )
    const wallet = await createSampleWallet({ ...config, accountIndex })
    window.porticoSampleWallet = wallet
    mountSampleWalletPage(document, wallet)
    if (status) status.textContent = STRINGS.ready(config.relayUrl)
    document.body.dataset.walletReady = 'true'
  } catch (error) {
    if (status) status.textContent = STRINGS.startFailed((error as Error).message ?? String(error))
    document.body.dataset.walletReady = 'error'
  }
}

void main()
