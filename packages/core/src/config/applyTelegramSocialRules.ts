import type { TelegramPlatform } from './detectTelegramPlatform.js'
import type { ResolvedFeatures, SocialProvider } from './options.js'

export type ApplyTelegramSocialRulesParameters = {
  socials: ResolvedFeatures['socials']
  /** From detectTelegramPlatform(); undefined outside Telegram. */
  platform: TelegramPlatform | undefined
}

/** Spec §2: "Telegram platform rules remove some socials: iOS removes google, Mac removes x, Android removes facebook and x." */
const REMOVED: Readonly<Record<TelegramPlatform, readonly SocialProvider[]>> = Object.freeze({
  ios: Object.freeze(['google'] as const),
  macos: Object.freeze(['x'] as const),
  android: Object.freeze(['facebook', 'x'] as const),
  other: Object.freeze([]),
})

/**
 * The socials that work in the Telegram client the page runs in (spec §2 "Telegram platform
 * rules"), in their order. `false` when none is left, as in ResolvedFeatures.
 */
export function applyTelegramSocialRules({
  socials,
  platform,
}: ApplyTelegramSocialRulesParameters): ResolvedFeatures['socials'] {
  if (socials === false || platform === undefined) return socials
  const removed = REMOVED[platform]
  const kept = socials.filter((social) => !removed.includes(social))
  return kept.length ? Object.freeze(kept) : false
}
