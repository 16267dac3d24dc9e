import { CHAIN_NAMESPACES, type ChainNamespace } from '../types/network.js'
import { isSolanaAddress } from '../validation/isSolanaAddress.js'
import type { PorticoInitialState } from './PorticoInitialState.js'

/** A CAIP-2 chain reference. */
const CHAIN_REFERENCE_PATTERN = /^[-_a-zA-Z0-9]{1,32}$/
/** A CAIP-10 account address. */
const ACCOUNT_ADDRESS_PATTERN = /^[-.%a-zA-Z0-9]{1,128}$/
/** An EVM address as wallets answer it: `0x` and 40 hex digits. */
const EVM_ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/
/** A connector id: 1 to 256 characters, none of them a control character. */
const CONNECTOR_ID_PATTERN = /^\P{Cc}{1,256}$/u

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isNamespace(value: unknown): value is ChainNamespace {
  return (CHAIN_NAMESPACES as readonly unknown[]).includes(value)
}

function isAddressOf(namespace: ChainNamespace, address: string): boolean {
  if (!ACCOUNT_ADDRESS_PATTERN.test(address)) return false
  if (namespace === 'eip155') return EVM_ADDRESS_PATTERN.test(address)
  if (namespace === 'solana') return isSolanaAddress(address)
  return true
}

/**
 * Checks an initial state at the boundary (it comes from a cookie, which the visitor can edit):
 * a known namespace, a CAIP-2 chain reference, an address of that namespace, a connector id. The
 * checked copy holds only those fields; anything else is `undefined`, never a throw, so a
 * tampered cookie renders the page disconnected instead of breaking it.
 */
export function parseInitialState(value: unknown): PorticoInitialState | undefined {
  if (!isRecord(value) || !isRecord(value.account)) return undefined
  const { namespace, chainId, address, connectorId } = value.account
  if (
    !isNamespace(namespace) ||
    typeof chainId !== 'string' ||
    !CHAIN_REFERENCE_PATTERN.test(chainId) ||
    typeof address !== 'string' ||
    !isAddressOf(namespace, address) ||
    typeof connectorId !== 'string' ||
    !CONNECTOR_ID_PATTERN.test(connectorId)
  )
    return undefined
  return { account: { namespace, chainId, address, connectorId } }
}
