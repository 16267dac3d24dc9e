import { type CreatePorticoParameters, createPortico } from '../createPortico.js'
import { createMemoryStorage } from '../storage/createStorage.js'
import { testNetwork } from './testNetwork.js'

/** A mounted instance with fake wallets, in memory. */
export function testInstance(overrides: Partial<CreatePorticoParameters> = {}) {
  return createPortico({
    projectId: 'p1',
    networks: [testNetwork(31337), testNetwork(31338)],
    adapters: [],
    storage: createMemoryStorage(),
    isMobile: () => false,
    ...overrides,
  })
}

/**
 * Waits until `check` holds (for effects the actions start without awaiting, like balances, and
 * views loaded on first use). The 15 s default leaves room for a lazily loaded view or a 1 s poll
 * on a 2-core CI machine running the whole suite (5 s was seen to run out there); a check that
 * holds returns at once, so only a failing test waits that long.
 */
export async function until(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}
