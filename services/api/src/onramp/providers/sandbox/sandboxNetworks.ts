import type { ResolvedOperatorConfig } from '@portico/kit'
import { type Address, getAddress, type Hex } from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../../../indexer/constants.js'
import { formatCents } from '../../fiatAmount.js'
import type { OnrampCurrencyOptions } from '../../OnrampProvider.js'
import { SANDBOX_PAYMENT_METHOD_LIMITS, SANDBOX_USD_MICROS_PER_CENT } from './sandboxConstants.js'

/** A chain the sandbox delivers on (the operator file's `onramp.sandbox.networks`), with what it needs there. */
export type SandboxNetwork = {
  /** The network's id in the options: 'devnet-a' (chain 31337), 'devnet-b' (31338). */
  name: string
  /** The chain's name: 'Portico Devnet A'. */
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

/** What the sandbox needs: its chains and the deliverer that mints and sends. */
export type SandboxDevnet = {
  networks: SandboxNetwork[]
  /** The deliverer's key (the devnet deployer: owner of DevnetToken USDC, holder of ETH). Never logged. */
  deployerKey: Hex
}

/**
 * The sandbox of the operator file's `onramp.sandbox`, its deliverer's key read from the variable
 * `delivererKeyEnv` names; undefined without that section. Throws a start-up message (never
 * quoting the key) when the variable is unset or not a key, or a network is not one of `evm`'s.
 */
export function sandboxDevnetOf(
  config: Pick<ResolvedOperatorConfig, 'evm' | 'onramp'>,
  env: NodeJS.ProcessEnv,
): SandboxDevnet | undefined {
  const sandbox = config.onramp?.sandbox
  if (!sandbox) return undefined
  const keyEnv = sandbox.delivererKeyEnv
  const key = env[keyEnv]
  if (!key)
    throw new Error(
      `onramp.sandbox.delivererKeyEnv names ${keyEnv}, which is not set: set it to the deliverer's private key, or PORTICO_ONRAMP_SANDBOX=0`,
    )
  if (!/^0x[0-9a-fA-F]{64}$/.test(key))
    throw new Error(`${keyEnv} must be a 32-byte hex private key (0x + 64 hex digits)`)
  return {
    deployerKey: key as Hex,
    networks: sandbox.networks.map((network, index) => {
      const chain = config.evm.find((c) => c.caipNetworkId === network.caipNetworkId)
      if (!chain)
        throw new Error(
          `onramp.sandbox.networks[${index}].caipNetworkId: ${network.caipNetworkId} is not one of evm's chains`,
        )
      return {
        name: network.name,
        displayName: chain.name,
        chainId: chain.chainId,
        rpcUrl: chain.rpcUrls[0] as string,
        usdc: getAddress(network.usdc),
        weth: getAddress(network.wrappedNative),
        usdcWethPair: getAddress(network.usdcWrappedNativePair),
      }
    }),
  }
}

/** The token contract of an asset on a network (NATIVE_TOKEN_ADDRESS for ETH). */
export function sandboxTokenAddress(asset: SandboxAsset, network: SandboxNetwork): string {
  return asset.symbol === 'USDC' ? network.usdc : NATIVE_TOKEN_ADDRESS
}

/**
 * The sandbox's options (spec §3 shapes): USD and EUR, each with card 10.00–7500.00 and ach
 * 10.00–25000.00; USDC and ETH on every sandbox chain with their contract addresses.
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
