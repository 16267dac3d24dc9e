import type { AccountState, ConnectionAccount } from '../../state/types.js'
import type { Network } from '../../types/network.js'
import { addressExplorerUrl } from '../../utils/addressExplorerUrl.js'
import { toCaipAddress } from '../../utils/caip.js'

export type AccountAddressFieldsParameters = {
  /** The network the account is on. */
  network: Network
  /** The active address. */
  address: string
  /**
   * The connection's accounts, when the wallet answered them (Bitcoin payment and ordinal, the
   * embedded wallet's eoa and smartAccount). Omitted: the labels stay as they are.
   */
  accounts?: readonly ConnectionAccount[] | undefined
}

/**
 * The account fields that follow the address and the network (spec §3 Account state): its
 * CAIP-10 address, its `addressExplorerUrl` on the network (undefined when the network names no
 * explorer) and, from the connection's typed accounts, `addressLabels` — each address's account
 * type (`payment`, `ordinal`, `eoa`, `smartAccount`), which views translate for display. Every
 * flow that changes the account's address or network writes them, so views read them from the
 * store instead of computing them.
 */
export function accountAddressFields({
  network,
  address,
  accounts,
}: AccountAddressFieldsParameters): Pick<
  AccountState,
  'address' | 'caipAddress' | 'addressExplorerUrl' | 'addressLabels'
> {
  const fields = {
    address,
    caipAddress: toCaipAddress(network.caipNetworkId, address),
    addressExplorerUrl: addressExplorerUrl(network, address),
  }
  if (!accounts) return fields
  const labels = new Map<string, string>()
  for (const account of accounts) if (account.type) labels.set(account.address, account.type)
  return { ...fields, addressLabels: labels }
}
