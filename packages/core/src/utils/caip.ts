import { InvalidCaipAddressError, InvalidCaipNetworkIdError } from '../errors/validation.js'
import {
  type CaipAddress,
  type CaipNetworkId,
  CHAIN_NAMESPACES,
  type ChainNamespace,
} from '../types/network.js'

/** A CAIP-10 address broken into its parts. */
export type ParsedCaipAddress = { chainNamespace: ChainNamespace; chainId: string; address: string }

function isChainNamespace(value: string): value is ChainNamespace {
  return (CHAIN_NAMESPACES as readonly string[]).includes(value)
}

/**
 * Parses a CAIP-10 address: exactly three non-empty colon-separated parts with a known namespace
 * (spec §5), else throws 'Invalid CAIP-10 address'.
 */
export function parseCaipAddress(caipAddress: string): ParsedCaipAddress {
  const parts = caipAddress.split(':')
  const [chainNamespace, chainId, address] = parts
  if (
    parts.length !== 3 ||
    !chainNamespace ||
    !chainId ||
    !address ||
    !isChainNamespace(chainNamespace)
  )
    throw new InvalidCaipAddressError(caipAddress)
  return { chainNamespace, chainId, address }
}

/**
 * Parses a CAIP-2 network id: exactly two non-empty parts (spec §5), else throws
 * 'Invalid CAIP-2 network id'.
 */
export function parseCaipNetworkId(caipNetworkId: string): {
  chainNamespace: ChainNamespace
  chainId: string
} {
  const parts = caipNetworkId.split(':')
  const [chainNamespace, chainId] = parts
  if (parts.length !== 2 || !chainNamespace || !chainId || !isChainNamespace(chainNamespace))
    throw new InvalidCaipNetworkIdError(caipNetworkId)
  return { chainNamespace, chainId }
}

/** Joins a network id and an address into a CAIP-10 address. */
export function toCaipAddress(caipNetworkId: CaipNetworkId, address: string): CaipAddress {
  return `${caipNetworkId}:${address}` as CaipAddress
}
