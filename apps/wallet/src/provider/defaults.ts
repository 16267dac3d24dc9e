import type { Hex } from 'viem'
import type { TestWalletChain, TestWalletOptions } from './types.js'

/** anvil's default mnemonic. */
export const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk'

/** Private keys of anvil's ten prefunded accounts (mnemonic `test test … junk`). Public test keys. */
export const ANVIL_PRIVATE_KEYS: readonly Hex[] = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
  '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
  '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
  '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e',
  '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356',
  '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97',
  '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6',
]

/** rdns of the first default wallet. */
export const TEST_WALLET_RDNS = 'xyz.portico.testwallet'
/** rdns of the second default wallet. */
export const TEST_WALLET_2_RDNS = 'xyz.portico.testwallet2'

/** The devnet's two chains on their default ports. */
export function getDefaultTestWalletChains({
  chainAPort = 8545,
  chainBPort = 8546,
}: {
  chainAPort?: number
  chainBPort?: number
} = {}): TestWalletChain[] {
  return [
    { chainId: 31337, name: 'Portico Devnet A', rpcUrl: `http://127.0.0.1:${chainAPort}` },
    { chainId: 31338, name: 'Portico Devnet B', rpcUrl: `http://127.0.0.1:${chainBPort}` },
  ]
}

/** The two default wallets: anvil account #0 and #1, both starting on the first chain (31337). */
export function getDefaultTestWallets(): TestWalletOptions[] {
  return [
    {
      name: 'Portico Test Wallet',
      rdns: TEST_WALLET_RDNS,
      icon: createTestWalletIcon({ color: '#3355ff', label: 'P' }),
      accountIndex: 0,
    },
    {
      name: 'Portico Test Wallet 2',
      rdns: TEST_WALLET_2_RDNS,
      icon: createTestWalletIcon({ color: '#ff7a1a', label: '2' }),
      accountIndex: 1,
    },
  ]
}

/** A square SVG icon as a base64 data: URI, as EIP-6963 asks. */
export function createTestWalletIcon({ color, label }: { color: string; label: string }): string {
  const safeColor = /^#[0-9a-f]{3,8}$/i.test(color) ? color : '#888888'
  const safeLabel = label.replace(/[^A-Za-z0-9]/g, '').slice(0, 2)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="${safeColor}"/><text x="48" y="64" font-family="Arial,sans-serif" font-size="48" font-weight="700" text-anchor="middle" fill="#fff">${safeLabel}</text></svg>`
  return `data:image/svg+xml;base64,${btoa(svg)}`
}
