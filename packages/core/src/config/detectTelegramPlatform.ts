/** Telegram clients whose platform changes which socials work (spec §2); `other` for the rest. */
export type TelegramPlatform = 'ios' | 'macos' | 'android' | 'other'

/**
 * The Telegram client the page runs in, from `Telegram.WebApp.platform` (the Mini App script), or
 * undefined outside Telegram. 'android_x' (Telegram X) counts as Android; 'unknown' (the script
 * loaded outside a Telegram client) as outside. Reads at call time, never throws.
 */
export function detectTelegramPlatform(
  globalObject: unknown = globalThis,
): TelegramPlatform | undefined {
  let platform: unknown
  try {
    platform = (globalObject as { Telegram?: { WebApp?: { platform?: unknown } } } | undefined)
      ?.Telegram?.WebApp?.platform
  } catch {
    // A hostile or cross-origin getter: treat as outside Telegram.
    return undefined
  }
  if (typeof platform !== 'string' || platform === '' || platform === 'unknown') return undefined
  if (platform === 'ios' || platform === 'macos') return platform
  if (platform === 'android' || platform === 'android_x') return 'android'
  return 'other'
}
