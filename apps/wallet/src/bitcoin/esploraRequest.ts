/** An unspent output as the Esplora API lists it (`GET /address/:address/utxo`). */
export type EsploraUtxo = {
  txid: string
  vout: number
  value: number
  status: { confirmed: boolean }
}

/**
 * One request to an Esplora-style API: GET answers JSON (or text with `text: true`), POST sends
 * `body` as text. A non-2xx status throws an error carrying the API's message.
 */
export async function esploraRequest<T>({
  apiUrl,
  path,
  body,
  text = false,
  fetch: fetchFn = globalThis.fetch,
}: {
  apiUrl: string
  path: string
  body?: string | undefined
  text?: boolean | undefined
  fetch?: typeof fetch | undefined
}): Promise<T> {
  const response = await fetchFn(`${apiUrl.replace(/\/+$/, '')}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body !== undefined && { body, headers: { 'content-type': 'text/plain' } }),
  })
  const answer = await response.text()
  if (!response.ok)
    throw new Error(`The Bitcoin API answered ${response.status}: ${answer.slice(0, 300)}`)
  return (text ? answer : JSON.parse(answer)) as T
}
