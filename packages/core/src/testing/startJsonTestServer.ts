/** A canned HTTP answer of {@link startJsonTestServer}. */
export type TestAnswer = { status: number; body: string }
/** A JSON answer with `status`. */
export const jsonAnswer = (status: number, body: unknown): TestAnswer => ({
  status,
  body: JSON.stringify(body),
})

/**
 * A real HTTP server on 127.0.0.1 that answers every request with `reply()` and reports each
 * request's URL, plus a client of it and a client of a port nothing listens on.
 */
export async function startJsonTestServer(
  reply: () => TestAnswer,
  onRequest: (url: string) => void,
) {
  const { createServer } = await import('node:http')
  const { createHttpClient } = await import('../http/createHttpClient.js')
  const server = createServer((request, response) => {
    onRequest(request.url ?? '')
    const answer = reply()
    response.writeHead(answer.status, { 'content-type': 'application/json' })
    response.end(answer.body)
  })
  const listen = (target: import('node:http').Server) =>
    new Promise<number>((resolve) =>
      target.listen(0, '127.0.0.1', () =>
        resolve((target.address() as import('node:net').AddressInfo).port),
      ),
    )
  const port = await listen(server)
  const closed = createServer()
  const closedPort = await listen(closed)
  await new Promise((resolve) => closed.close(resolve))
  return {
    client: createHttpClient({ baseUrl: `http://127.0.0.1:${port}` }),
    /** The API cannot be reached. */
    unreachable: createHttpClient({ baseUrl: `http://127.0.0.1:${closedPort}` }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
