import type { Network } from '@portico/core'
import { BUILT_IN_NETWORKS } from '@portico/core/networks'
import type { ListedToken, ResolvedOperatorConfig } from '@portico/kit'
import {
  type FrameEvmNetwork,
  FramePageConfigSchema,
  type FrameSolanaNetwork,
} from '../../frame/src/config/framePageConfig.js'
import type { FrameNetworks } from '../server/context.js'

/** Parameters of {@link toFrameNetworks}. */
export type ToFrameNetworksParameters = {
  /** The operator file's chains and clusters (PORTICO_CONFIG); none: the built-in networks alone. */
  operator?: Pick<ResolvedOperatorConfig, 'evm' | 'solana'> | undefined
  /** @default BUILT_IN_NETWORKS (@portico/core/networks) */
  builtIns?: readonly Network[] | undefined
}

/** The frame's checks of a network's token list (framePageConfig.ts `tokens`). */
const FRAME_TOKENS_MAX = 100
const FRAME_DECIMALS_MAX = 36

const isHttpUrl = (url: string | undefined): url is string =>
  url !== undefined && /^https?:\/\/[^\s]+$/.test(url)

/** A listed token the frame can read balances of; its logo only when http(s). */
function toFrameToken(token: ListedToken): NonNullable<FrameEvmNetwork['tokens']>[number] {
  return {
    address: token.address,
    name: token.name,
    symbol: token.symbol,
    decimals: token.decimals,
    ...(isHttpUrl(token.logoURI) ? { iconUrl: token.logoURI } : {}),
  }
}

function builtInEvm(network: Network): FrameEvmNetwork {
  const explorer = network.blockExplorers?.default.url
  return {
    chainId: Number(network.id),
    name: network.name,
    rpcUrls: [...network.rpcUrls.default.http],
    nativeCurrency: { ...network.nativeCurrency },
    ...(explorer ? { blockExplorerUrl: explorer } : {}),
  }
}

function builtInSolana(network: Network): FrameSolanaNetwork {
  const rpcUrls = network.rpcUrls.default.http
  return {
    chainId: String(network.id),
    name: network.name,
    ...(rpcUrls.length ? { rpcUrls: [...rpcUrls] } : {}),
  }
}

/**
 * The networks the frame page reads and signs on: the operator file's EVM chains first, in its
 * order (the first is a new session's chain) with all their RPC URLs in order (the frame falls
 * over from one to the next), explorer and listed tokens, then every built-in network
 * (@portico/core/networks) the file does not name — a chain of the file replaces the built-in one
 * of the same id, so its RPC is the operator's. Solana the same way. Throws, naming the network,
 * what the frame page would refuse (a name too long, too many networks or RPC URLs): the site
 * does not start with a frame that cannot read its config.
 */
export function toFrameNetworks({
  operator,
  builtIns = BUILT_IN_NETWORKS,
}: ToFrameNetworksParameters = {}): FrameNetworks {
  const evmNetworks: FrameEvmNetwork[] = (operator?.evm ?? []).map((chain) => ({
    chainId: chain.chainId,
    name: chain.name,
    rpcUrls: [...chain.rpcUrls],
    nativeCurrency: { ...chain.nativeCurrency },
    ...(chain.explorer ? { blockExplorerUrl: chain.explorer.url } : {}),
    tokens: chain.tokens
      .filter((token) => token.decimals <= FRAME_DECIMALS_MAX)
      .slice(0, FRAME_TOKENS_MAX)
      .map(toFrameToken),
  }))
  const solanaNetworks: FrameSolanaNetwork[] = (operator?.solana ?? []).map((cluster) => ({
    chainId: cluster.caipNetworkId.slice('solana:'.length),
    name: cluster.name,
    rpcUrls: [...cluster.rpcUrls],
  }))
  const evmIds = new Set(evmNetworks.map((network) => network.chainId))
  const solanaIds = new Set(solanaNetworks.map((network) => network.chainId))
  for (const network of builtIns) {
    if (network.chainNamespace === 'eip155' && !evmIds.has(Number(network.id)))
      evmNetworks.push(builtInEvm(network))
    if (network.chainNamespace === 'solana' && !solanaIds.has(String(network.id)))
      solanaNetworks.push(builtInSolana(network))
  }
  const checked = FramePageConfigSchema.safeParse({
    projectId: '',
    allowedOrigins: [],
    evmNetworks,
    solanaNetworks,
  })
  if (!checked.success) {
    const issue = checked.error.issues[0]
    const [list = '', index, ...field] = issue?.path ?? []
    const lists: Record<string, readonly { name: string }[]> = { evmNetworks, solanaNetworks }
    const named = typeof index === 'number' ? lists[String(list)]?.[index] : undefined
    const where = named ? `the network '${named.name}': ${field.join('.')}` : String(list)
    throw new Error(`the embedded wallet's frame cannot take ${where}: ${issue?.message}`)
  }
  return { evmNetworks, solanaNetworks }
}
