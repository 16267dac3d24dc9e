import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { parseShareKey } from './parseShareKey.js'

/**
 * The devnet's SECURE_SHARE_KEY: read from `path`, or generated (32 random bytes, hex) and written
 * there with mode 0600 on first start, so auth shares stored earlier stay readable across restarts.
 * Devnet only: an operator sets SECURE_SHARE_KEY.
 */
export function readOrCreateDevnetShareKey(path: string): { key: Buffer; created: boolean } {
  if (existsSync(path)) return { key: parseShareKey(readFileSync(path, 'utf8')), created: false }
  mkdirSync(dirname(path), { recursive: true })
  const key = randomBytes(32)
  writeFileSync(path, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' })
  return { key, created: true }
}
