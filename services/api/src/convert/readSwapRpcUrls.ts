/**
 * The JSON-RPC URL of each production swap chain from PORTICO_SWAP_RPC_URLS:
 * `<chainId>=<http(s) URL>` pairs separated by commas, e.g. `1=https://eth.example,137=https://…`.
 * The swap routes read allowance, gas price and estimates there. Throws a message fit for the
 * start-up error when an entry is malformed; it never echoes a URL, which may hold a key.
 */
export function readSwapRpcUrls(env: NodeJS.ProcessEnv): Record<number, string> {
  const raw = env.PORTICO_SWAP_RPC_URLS?.trim()
  if (!raw) return {}
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const urls: Record<number, string> = {}
  for (const [index, entry] of entries.entries()) {
    const match = /^([1-9][0-9]{0,15})=(.+)$/.exec(entry)
    const url = match?.[2] ? safeUrl(match[2]) : undefined
    if (!match?.[1] || !url)
      throw new Error(
        `PORTICO_SWAP_RPC_URLS entries are <chainId>=<http(s) URL> separated by commas (entry ${index + 1} is not)`,
      )
    urls[Number(match[1])] = url
  }
  return urls
}

function safeUrl(value: string): string | undefined {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? value : undefined
  } catch {
    return undefined
  }
}
