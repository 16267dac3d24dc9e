// Reading what a wallet sends in a session event (chainChanged, accountsChanged).

/** A session event's chain id, whatever form the wallet sent (number, hex, reference, CAIP-2). */
export function eventChainReference(data: unknown, fallback: string): string {
  if (typeof data === 'number') return String(data)
  if (typeof data === 'string' && data) return data.split(':').at(-1) ?? fallback
  return fallback
}

/** The address of a session event's accounts (CAIP-10 or plain; Bitcoin sends objects). */
export function eventAddress(data: unknown): string | undefined {
  const first = Array.isArray(data) ? data[0] : undefined
  if (typeof first === 'string') return first.split(':').at(-1)
  if (first && typeof first === 'object' && typeof first.address === 'string') return first.address
  return undefined
}
