import type { IncomingMessage } from 'node:http'

/** Largest form or JSON body the identity provider's own routes read. */
export const MAX_REQUEST_BODY_BYTES = 16 * 1024

/** Thrown when a body is too large or cannot be read; `status` is the HTTP answer. */
export class RequestBodyError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
    this.name = 'RequestBodyError'
  }
}

/** Reads a request body as UTF-8, refusing more than `maxBytes`. */
export async function readRequestBody(
  request: IncomingMessage,
  maxBytes = MAX_REQUEST_BODY_BYTES,
): Promise<string> {
  const declared = Number(request.headers['content-length'] ?? 0)
  if (declared > maxBytes) {
    request.resume()
    throw new RequestBodyError(`the body is larger than ${maxBytes} bytes`, 413)
  }
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > maxBytes)
      throw new RequestBodyError(`the body is larger than ${maxBytes} bytes`, 413)
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** Reads an `application/x-www-form-urlencoded` body. */
export async function readFormBody(request: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams(await readRequestBody(request))
}

/** Reads a JSON object body (`content-type: application/json`). */
export async function readJsonBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const type = request.headers['content-type'] ?? ''
  if (!/^application\/json\b/i.test(type))
    throw new RequestBodyError('the body must be JSON (content-type: application/json)', 415)
  let value: unknown
  try {
    value = JSON.parse(await readRequestBody(request))
  } catch (error) {
    if (error instanceof RequestBodyError) throw error
    throw new RequestBodyError('the body is not valid JSON', 400)
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new RequestBodyError('the body must be a JSON object', 400)
  return value as Record<string, unknown>
}
