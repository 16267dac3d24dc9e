import type { DevnetConfig } from '@portico/devnet'
import { type Address, getAddress, type Hex } from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../../../indexer/constants.js'
import { formatCents } from '../../fiatAmount.js'
import type { OnrampCurrencyOptions } from '../../OnrampProvider.js'
import { SANDBOX_PAYMENT_METHOD_LIMITS, SANDBOX_USD_MICROS_PER_CENT } from './sandboxConstants.js'

/** A devnet chain the sandbox delivers on, with what it needs there. */
export type SandboxNetwork = {
  /** The network's id in the options: 'devnet-a' (chain 31337), 'devnet-b' (31338). */
  name: string
  /** 'Portico Devnet A'. */
  displayName: string
  chainId: number
  rpcUrl: string
  usdc: Address
  weth: Address
  /** The USDC/WETH Uniswap V2 pair ETH is priced from. */
  usdcWethPair: Address
}

/** A token the sandbox sells. */
export type SandboxAsset = { symbol: 'USDC' | 'ETH'; name: string; decimals: number }

/** The sandbox's purchase currencies. */
export const SANDBOX_ASSETS: readonly SandboxAsset[] = [
  { symbol: 'USDC', name: 'USD Coin', decimals: 6 },
  { symbol: 'ETH', name: 'Ether', decimals: 18 },
]

/** What the sandbox needs of a devnet: its chains and the deployer that mints and sends. */
export type SandboxDevnet = {
  networks: SandboxNetwork[]
  /** The devnet deployer (owner of DevnetToken USDC, holder of ETH). Never logged. */
  deployerKey: Hex
}

/** The sandbox's view of devnet.json; undefined when it lacks a deployer or chains. */
export function sandboxDevnetFrom(devnet: DevnetConfig): SandboxDevnet | undefined {
  const deployer = devnet.accounts.find((a) => a.label === 'deployer')
  if (!deployer || devnet.chains.length === 0) return undefined
  return {
    deployerKey: deployer.privateKey,
    networks: devnet.chains.map((chain) => ({
      name: `devnet-${chain.key.toLowerCase()}`,
      displayName: chain.name,
      chainId: chain.chainId,
      rpcUrl: chain.rpcUrl,
      usdc: getAddress(chain.contracts.usdc),
      weth: getAddress(chain.contracts.weth),
      usdcWethPair: getAddress(chain.contracts.pairs['USDC/WETH']),
    })),
  }
}

/** The token contract of an asset on a network (NATIVE_TOKEN_ADDRESS for ETH). */
export function sandboxTokenAddress(asset: SandboxAsset, network: SandboxNetwork): string {
  return asset.symbol === 'USDC' ? network.usdc : NATIVE_TOKEN_ADDRESS
}

/**
 * The sandbox's options (spec §3 shapes): USD and EUR, each with card 10.00–7500.00 and ach
 * 10.00–25000.00; USDC and ETH on every devnet chain with their contract addresses.
 */
export function sandboxOptions(networks: readonly SandboxNetwork[]): OnrampCurrencyOptions {
  return {
    paymentCurrencies: Object.keys(SANDBOX_USD_MICROS_PER_CENT).map((id) => ({
      id,
      payment_method_limits: Object.entries(SANDBOX_PAYMENT_METHOD_LIMITS).map(
        ([method, { min, max }]) => ({ id: method, min: formatCents(min), max: formatCents(max) }),
      ),
    })),
    purchaseCurrencies: SANDBOX_ASSETS.map((asset) => ({
      id: asset.symbol,
      name: asset.name,
      symbol: asset.symbol,
      networks: networks.map((network) => ({
        name: network.name,
        display_name: network.displayName,
        chain_id: String(network.chainId),
        contract_address: sandboxTokenAddress(asset, network),
      })),
    })),
  }
}
