/** A JSON response of the fixture API. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })

/** The fixture API's 404 for a path it has no fixture for (services/api's error shape). */
export const notFound = (path: string) =>
  json(404, { error: { code: 'NOT_FOUND', message: `no fixture for ${path}` } })
