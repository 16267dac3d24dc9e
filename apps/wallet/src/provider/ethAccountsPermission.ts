import type { Address } from 'viem'
import { InvalidParamsError } from './errors.js'

/** Parameters of {@link describeEthAccountsPermission}. */
export type DescribeEthAccountsPermissionParameters = {
  /** The dApp origin the permission was granted to. */
  origin: string
  /** When the wallet was authorized (ms since the epoch). */
  authorizedAt: number
  /** The accounts the dApp sees; empty when the wallet is not authorized. */
  accounts: readonly Address[]
}

/** `wallet_getPermissions`' answer (EIP-2255): the `eth_accounts` permission, or none. */
export function describeEthAccountsPermission({
  origin,
  authorizedAt,
  accounts,
}: DescribeEthAccountsPermissionParameters) {
  if (accounts.length === 0) return []
  return [
    {
      parentCapability: 'eth_accounts',
      invoker: origin,
      date: authorizedAt,
      caveats: [{ type: 'restrictReturnedAccounts', value: [...accounts] }],
    },
  ]
}

/** Refuses `wallet_requestPermissions` / `wallet_revokePermissions` params that do not name `eth_accounts`. */
export function requireEthAccountsPermission(params: readonly unknown[]): void {
  const [request] = params
  if (typeof request !== 'object' || request === null || !('eth_accounts' in request))
    throw new InvalidParamsError('Expected params [{ eth_accounts: {} }].')
}
