import { createHash, timingSafeEqual } from 'node:crypto'

/** The header a Portico service (the secure site, the relay) sends its shared token in. */
export const SERVICE_TOKEN_HEADER = 'x-portico-service-token'
/** The variable holding the token the API and its services share. */
export const SERVICE_TOKEN_ENV = 'PORTICO_SERVICE_TOKEN'
/** The shortest token accepted (e.g. `openssl rand -hex 32` makes 64 characters). */
export const SERVICE_TOKEN_MIN_LENGTH = 32

/**
 * PORTICO_SERVICE_TOKEN, or undefined when it is not set; one shorter than
 * SERVICE_TOKEN_MIN_LENGTH throws (naming the variable, never the value).
 */
export function readServiceToken(env: Record<string, string | undefined>): string | undefined {
  const token = env[SERVICE_TOKEN_ENV]?.trim()
  if (!token) return undefined
  if (token.length < SERVICE_TOKEN_MIN_LENGTH)
    throw new Error(
      `${SERVICE_TOKEN_ENV} must be at least ${SERVICE_TOKEN_MIN_LENGTH} characters (e.g. \`openssl rand -hex 32\`)`,
    )
  return token
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest()

/**
 * A check of sent tokens against `token` in constant time (both are hashed first, so neither the
 * content nor the length shows in the time taken). Without a configured token nothing passes.
 */
export function createServiceTokenCheck(token: string | undefined): (sent: string) => boolean {
  const expected = token ? digest(token) : undefined
  return (sent) => {
    const actual = digest(sent)
    return expected !== undefined && timingSafeEqual(actual, expected)
  }
}
