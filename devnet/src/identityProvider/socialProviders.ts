/** The social providers the development identity provider stands in for (spec §5's ids; Farcaster has its own relay). */
export const DEVNET_SOCIAL_PROVIDERS = [
  'google',
  'x',
  'discord',
  'github',
  'apple',
  'facebook',
] as const

/** Id of a social provider, also the OAuth client id of its devnet client. */
export type DevnetSocialProvider = (typeof DEVNET_SOCIAL_PROVIDERS)[number]

/** How each provider is named on the login page. */
export const SOCIAL_PROVIDER_NAMES: Record<DevnetSocialProvider, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
}

/** True for one of {@link DEVNET_SOCIAL_PROVIDERS}. */
export function isDevnetSocialProvider(value: unknown): value is DevnetSocialProvider {
  return (DEVNET_SOCIAL_PROVIDERS as readonly unknown[]).includes(value)
}
