import { type Hex, isHex } from 'viem'
import { mnemonicToAccount, privateKeyToAddress } from 'viem/accounts'

/** PORTICO_ENV=development: the devnet and local development, where public test secrets are fine. */
export const PORTICO_ENV = 'PORTICO_ENV'

/**
 * The key the devnet's profile gateway signs answers with (the API's PROFILE_GATEWAY_KEY on the
 * devnet). Public knowledge like the anvil keys: devnet only, never for a real deployment.
 */
export const DEVNET_PROFILE_GATEWAY_KEY: Hex =
  '0x706f727469636f2d6465766e65742d70726f66696c652d676174657761792d31'

/** The mnemonic of anvil's (and Hardhat's) funded accounts: their keys are public. */
const TEST_MNEMONIC = 'test test test test test test test test test test test junk'
const TEST_ACCOUNT_COUNT = 10

/** A secret of fewer distinct characters than this is a placeholder (`ab`×32, `0`×64), not a secret. */
const MIN_DISTINCT_CHARACTERS = 8

let testAccountAddresses: Set<string> | undefined

/** The addresses of anvil's first accounts, derived once, when first needed. */
function testAccounts(): Set<string> {
  testAccountAddresses ??= new Set(
    Array.from({ length: TEST_ACCOUNT_COUNT }, (_, addressIndex) =>
      mnemonicToAccount(TEST_MNEMONIC, { addressIndex }).address.toLowerCase(),
    ),
  )
  return testAccountAddresses
}

/** Why `value` is a development secret, or undefined when it may be a real one. */
export function developmentSecretReason(value: string): string | undefined {
  const hex = value.startsWith('0x') ? value : `0x${value}`
  if (hex.toLowerCase() === DEVNET_PROFILE_GATEWAY_KEY) return "the devnet's gateway key"
  if (new Set(value.replace(/^0x/i, '').toLowerCase()).size < MIN_DISTINCT_CHARACTERS)
    return 'a placeholder of few distinct characters'
  if (hex.length === 66 && isHex(hex)) {
    let address: string | undefined
    try {
      address = privateKeyToAddress(hex as Hex).toLowerCase()
    } catch {
      // Not a valid secp256k1 key: not one of the test accounts'.
    }
    if (address && testAccounts().has(address)) return "one of anvil's test accounts' keys"
  }
  return undefined
}

/**
 * Outside development (PORTICO_ENV=development, or `development: true` for the devnet's own
 * switches), a secret a service is given must not be one Portico's repository or the test
 * chains publish: the devnet's keys, anvil's account keys, or a placeholder. Returns one
 * problem per variable, naming it and never its value; empty when all is well.
 */
export function findDevelopmentSecrets(
  env: Record<string, string | undefined>,
  names: readonly string[],
  { development = env[PORTICO_ENV] === 'development' }: { development?: boolean } = {},
): string[] {
  if (development) return []
  const problems: string[] = []
  for (const name of names) {
    const value = env[name]
    if (!value) continue
    const reason = developmentSecretReason(value)
    if (reason)
      problems.push(
        `${name} holds a development secret (${reason}), which anyone can read: outside development (${PORTICO_ENV}=development) set a fresh one — \`portico secrets generate\` prints them`,
      )
  }
  return problems
}
