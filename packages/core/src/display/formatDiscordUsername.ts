/**
 * A Discord username for display: one ending in 0 loses that last character (spec §5). The 0 is
 * taken to be the discriminator Discord gives every account on its new username system.
 */
export function formatDiscordUsername(username: string): string {
  return username.endsWith('0') ? username.slice(0, -1) : username
}
