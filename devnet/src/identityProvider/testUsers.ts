import type { DevnetSocialProvider } from './socialProviders.js'

/** A person who can sign in at the development identity provider. */
export type TestUser = {
  /** The account id, also the OpenID `sub`. */
  id: string
  email: string
  name: string
  /** X handle (letters, digits, underscore; no @). */
  xHandle: string
  /** GitHub login (letters, digits, hyphens). */
  githubLogin: string
  /**
   * Discord user name. Discord still returns a discriminator beside it, '0' for every account
   * that moved to the new names, and the embedded wallet gets the two joined: `alice` + `0`.
   */
  discordUsername: string
  /** Farcaster id and name (the relay stand-in). */
  farcaster: { fid: number; username: string }
}

/**
 * The test users. carol's email is longer than 30 characters (spec §5: shortened with an
 * ellipsis), and her Discord name ends in 0 itself (`carol10`), so the joined `carol100` loses
 * only the discriminator's 0.
 */
export const TEST_USERS: readonly TestUser[] = [
  {
    id: 'alice',
    email: 'alice@example.com',
    name: 'Alice Example',
    xHandle: 'alice',
    githubLogin: 'alice',
    discordUsername: 'alice',
    farcaster: { fid: 1001, username: 'alice' },
  },
  {
    id: 'bob',
    email: 'bob@example.com',
    name: 'Bob Example',
    xHandle: 'bob_onchain',
    githubLogin: 'bob-builder',
    discordUsername: 'bob.builder',
    farcaster: { fid: 1002, username: 'bob' },
  },
  {
    id: 'carol',
    email: 'carol.with.a.long.address@example.com',
    name: 'Carol Example',
    xHandle: 'carol_x',
    githubLogin: 'carol',
    discordUsername: 'carol10',
    farcaster: { fid: 1003, username: 'carol' },
  },
]

/** Discord's discriminator of every account on the new user names. */
export const DISCORD_NEW_NAME_DISCRIMINATOR = '0'

/** The test user with this id, or undefined. */
export function findTestUser(id: string): TestUser | undefined {
  return TEST_USERS.find((user) => user.id === id)
}

/**
 * The user name a provider reports for a user, shaped as that provider's: the X handle, the
 * GitHub login, the Discord name joined with its discriminator ('alice0'), the Facebook display
 * name, and the email for Google and Apple (which have no user names).
 */
export function getProviderUsername(user: TestUser, provider: DevnetSocialProvider): string {
  switch (provider) {
    case 'x':
      return user.xHandle
    case 'github':
      return user.githubLogin
    case 'discord':
      return `${user.discordUsername}${DISCORD_NEW_NAME_DISCRIMINATOR}`
    case 'facebook':
      return user.name
    case 'google':
    case 'apple':
      return user.email
  }
}
