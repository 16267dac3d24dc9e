import fp from 'fastify-plugin'
import { ApiError } from '../errors.js'

/**
 * After validation, before any handler: input the schemas let through but no handler should see
 * (found by the fuzzer): NUL bytes, which PostgreSQL text cannot hold, and non-finite numbers,
 * which the validator coerces from '-Infinity' or '1e400' despite their bounds.
 */
export const unsafeInput = fp(
  async (app) => {
    app.addHook('preHandler', async (request) => {
      for (const [where, value] of [
        ['querystring', request.query],
        ['params', request.params],
        ['body', request.body],
      ] as const) {
        const problem = findUnsafeValue(value)
        if (problem)
          throw new ApiError('VALIDATION_ERROR', {
            details: [{ in: where, path: problem.path, message: problem.message }],
          })
      }
    })
  },
  { name: 'portico-api-unsafe-input' },
)

/** The first string with a NUL byte or non-finite number in `value`, with its JSON path. */
function findUnsafeValue(value: unknown, path = ''): { path: string; message: string } | undefined {
  if (typeof value === 'string')
    return value.includes('\0')
      ? { path: path || '/', message: 'must not contain a NUL character' }
      : undefined
  if (typeof value === 'number')
    return Number.isFinite(value)
      ? undefined
      : { path: path || '/', message: 'must be a finite number' }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnsafeValue(item, `${path}/${index}`)
      if (found) return found
    }
    return undefined
  }
  if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      const found = findUnsafeValue(item, `${path}/${key}`)
      if (found) return found
    }
  return undefined
}
