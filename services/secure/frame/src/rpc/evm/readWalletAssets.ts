import { type Address, erc20Abi, type Hex, toHex } from 'viem'
import type { FrameEvmNetwork } from '../../config/framePageConfig.js'
import type { FrameNetworks } from '../networks.js'
import { invalidParams, unauthorizedAccount } from '../rpcErrors.js'
import type { PublicClients } from './evmClients.js'

/** One asset of a wallet_getAssets answer (ERC-7811, with spec §5's metadata). */
export type WalletAsset = {
  /** The token contract, or 'native'. */
  address: string
  /** Hex quantity in the smallest unit. */
  balance: Hex
  type: 'NATIVE' | 'ERC20'
  metadata: {
    name: string
    symbol: string
    decimals: number
    iconUrl: string
    price: number
    value: number
  }
}

async function readChainAssets(
  network: FrameEvmNetwork,
  account: Address,
  publicClient: PublicClients,
  types: Set<string>,
) {
  const client = publicClient(network)
  const assets: WalletAsset[] = []
  if (types.has('NATIVE')) {
    const balance = await client.getBalance({ address: account })
    const { name, symbol, decimals, iconUrl = '' } = network.nativeCurrency
    assets.push({
      address: 'native',
      balance: toHex(balance),
      type: 'NATIVE',
      metadata: { name, symbol, decimals, iconUrl, price: 0, value: 0 },
    })
  }
  if (types.has('ERC20')) {
    const tokens = network.tokens ?? []
    const balances = await Promise.all(
      tokens.map((token) =>
        client
          .readContract({
            address: token.address as Address,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [account],
          })
          .catch(() => 0n),
      ),
    )
    tokens.forEach((token, index) => {
      const balance = balances[index] ?? 0n
      if (balance === 0n) return
      assets.push({
        address: token.address,
        balance: toHex(balance),
        type: 'ERC20',
        metadata: {
          name: token.name,
          symbol: token.symbol,
          decimals: token.decimals,
          iconUrl: token.iconUrl ?? '',
          price: 0,
          value: 0,
        },
      })
    })
  }
  return assets
}

/**
 * wallet_getAssets (ERC-7811; spec §7 "wallet_getAssets (account, chainFilter hex chain id)"):
 * the native balance and the held ERC-20s of the config's token list, read from each chain's RPC,
 * keyed by hex chain id. The frame knows no prices: price and value are 0.
 */
export async function readWalletAssets({
  params,
  address,
  networks,
  publicClient,
}: {
  params: unknown
  address: Address
  networks: FrameNetworks
  publicClient: PublicClients
}): Promise<Record<Hex, WalletAsset[]>> {
  const request = Array.isArray(params) ? params[0] : undefined
  if (typeof request !== 'object' || request === null)
    throw invalidParams('wallet_getAssets takes [{ account, chainFilter? }]')
  const { account, chainFilter, assetTypeFilter } = request as Record<string, unknown>
  if (typeof account !== 'string' || account.toLowerCase() !== address.toLowerCase())
    throw unauthorizedAccount()
  if (
    chainFilter !== undefined &&
    (!Array.isArray(chainFilter) ||
      chainFilter.some((id) => typeof id !== 'string' || !/^0x[0-9a-f]+$/i.test(id)))
  )
    throw invalidParams('chainFilter must be hex chain ids')
  const types = new Set(
    Array.isArray(assetTypeFilter)
      ? assetTypeFilter.map((type) => String(type).toUpperCase())
      : ['NATIVE', 'ERC20'],
  )
  const wanted = chainFilter ? (chainFilter as string[]).map(Number) : [...networks.evm.keys()]
  const result: Record<Hex, WalletAsset[]> = {}
  await Promise.all(
    wanted.map(async (chainId) => {
      const network = networks.evm.get(chainId)
      if (network)
        result[toHex(chainId)] = await readChainAssets(network, address, publicClient, types)
    }),
  )
  return result
}
