import { PORTICO_ENV, PROFILE_GATEWAY_KEY_ENV } from '@portico/kit'
import { type DevnetAccount, deriveDevnetAccounts, getAccount } from '../accounts.js'
import { DEVNET_MNEMONIC } from '../anvil.js'
import { DEVNET_PROFILE_GATEWAY_KEY } from '../deploy/deployOffchainResolver.js'
import { DEVNET_SANDBOX_KEY_ENV } from './buildDevnetOperatorConfig.js'

/**
 * The keys the API needs for the local world, as the environment it is started with (the operator
 * file holds none): the on-ramp sandbox's deliverer (the devnet deployer, DEVNET_SANDBOX_KEY_ENV)
 * and the name gateway's signer (PROFILE_GATEWAY_KEY). Both are the devnet's public test keys, so
 * the API is told it runs for development (PORTICO_ENV), where it accepts them.
 * @default accounts derived from DEVNET_MNEMONIC
 */
export function devnetApiSecretEnv(
  accounts: readonly DevnetAccount[] = deriveDevnetAccounts(DEVNET_MNEMONIC),
): Record<string, string> {
  return {
    [DEVNET_SANDBOX_KEY_ENV]: getAccount(accounts, 'deployer').privateKey,
    [PROFILE_GATEWAY_KEY_ENV]: DEVNET_PROFILE_GATEWAY_KEY,
    [PORTICO_ENV]: 'development',
  }
}
