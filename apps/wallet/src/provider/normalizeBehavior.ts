import type { TestWalletBehavior } from './types.js'

/**
 * A test wallet's behaviour with its defaults, checked (a negative delay or a reject list of
 * non-strings is a TypeError naming what the list holds: `method names`, `prompt names`).
 */
export function normalizeBehavior(
  behavior: TestWalletBehavior = {},
  listOf = 'method names',
): Required<TestWalletBehavior> {
  const delayMs = behavior.delayMs ?? 0
  if (!Number.isFinite(delayMs) || delayMs < 0)
    throw new TypeError(`delayMs must be a non-negative number, got ${behavior.delayMs}`)
  const reject = behavior.reject ?? false
  if (
    typeof reject !== 'boolean' &&
    !(Array.isArray(reject) && reject.every((m) => typeof m === 'string'))
  )
    throw new TypeError(`reject must be a boolean or an array of ${listOf}`)
  return { reject: Array.isArray(reject) ? [...reject] : reject, delayMs }
}
