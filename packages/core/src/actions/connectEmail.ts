import type { PorticoContext } from '../context.js'
import { InvalidEmailError } from '../errors/validation.js'
import { STORAGE_KEYS_ALL } from '../storage/storageKeys.js'
import { checkEmailCooldown } from '../validation/checkEmailCooldown.js'
import { isEmail } from '../validation/isEmail.js'
import { requireEmbeddedWallet } from './requireEmbeddedWallet.js'

export type ConnectEmailParameters = { email: string }

/**
 * Starts email login (spec §4, §5): the address must be valid ('Invalid email'), and a login
 * started less than EMAIL_LOGIN_COOLDOWN_S (30 s) ago refuses with 'Please try again after N
 * seconds'. The login itself runs in the embedded wallet: until it exists this reports
 * 'Embedded wallet not configured' (no `embeddedWalletUrl`) or 'Unable to load email login
 * dependency' — see requireEmbeddedWallet.
 */
export async function connectEmail(
  context: PorticoContext,
  { email }: ConnectEmailParameters,
): Promise<void> {
  const address = email.trim()
  if (!isEmail(address)) throw new InvalidEmailError()
  const stored = context.storage.getItem(STORAGE_KEYS_ALL.lastEmailLoginTime)
  checkEmailCooldown({ lastLoginAt: stored === null ? null : Number(stored), now: context.now() })
  requireEmbeddedWallet(context)
}
