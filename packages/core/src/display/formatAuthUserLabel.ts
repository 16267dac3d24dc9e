import { formatDiscordUsername } from './formatDiscordUsername.js'
import { formatEmail } from './formatEmail.js'

export type FormatAuthUserLabelParameters = {
  email?: string | null | undefined
  username?: string | undefined
  /** The social login the user came from (`discord` trims its username, spec §5). */
  socialProvider?: string | undefined
}

/**
 * What the Account view shows for an embedded-wallet user (spec §5 "Display"): the email,
 * shortened with an ellipsis past 30 characters; else the social username, a Discord one ending
 * in 0 without that 0; undefined when there is neither.
 */
export function formatAuthUserLabel({
  email,
  username,
  socialProvider,
}: FormatAuthUserLabelParameters): string | undefined {
  if (email) return formatEmail(email)
  if (!username) return undefined
  return socialProvider === 'discord' ? formatDiscordUsername(username) : username
}
