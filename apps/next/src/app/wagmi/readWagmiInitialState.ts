import { type Config, cookieToInitialState, type State } from 'wagmi'

/** An EVM address as wagmi keeps it: 0x and 40 hex digits. */
const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** One of wagmi's stored connections: its accounts, its chain, and its connector's ids. */
function isConnection(uid: unknown, value: unknown): boolean {
  if (!isRecord(value) || !isRecord(value.connector)) return false
  const { accounts, chainId, connector } = value
  return (
    Array.isArray(accounts) &&
    accounts.length > 0 &&
    accounts.every((a) => typeof a === 'string' && ADDRESS_PATTERN.test(a)) &&
    Number.isSafeInteger(chainId) &&
    connector.uid === uid &&
    typeof connector.id === 'string' &&
    typeof connector.name === 'string' &&
    typeof connector.type === 'string'
  )
}

/**
 * wagmi's state from the request's `Cookie` header (wagmi's `cookieToInitialState`), or
 * `undefined` when it is not the shape wagmi writes. wagmi's reader parses the cookie's JSON but
 * does not check what it holds, and a cookie is the visitor's input: a state without its
 * connections (`{"state":{}}`) makes `<WagmiProvider>` throw while the server renders, a 500 for
 * every request that sends it. Checked here, a tampered cookie renders the page disconnected.
 */
export function readWagmiInitialState(config: Config, cookie: string | null): State | undefined {
  const state: unknown = cookieToInitialState(config, cookie)
  if (!isRecord(state)) return undefined
  const { connections, current, chainId } = state
  const valid =
    connections instanceof Map &&
    [...connections].every(([uid, connection]) => isConnection(uid, connection)) &&
    (current === null || (typeof current === 'string' && connections.has(current))) &&
    Number.isSafeInteger(chainId)
  return valid ? (state as State) : undefined
}
