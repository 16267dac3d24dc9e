import type { FastifyError } from 'fastify'
import { describe, expect, it } from 'vitest'
import { toHttpError } from './answerErrors.js'

function fastifyError(fields: Partial<FastifyError>): FastifyError {
  return Object.assign(new Error(fields.message ?? 'failed'), fields) as FastifyError
}

const invalid = fastifyError({
  statusCode: 400,
  validationContext: 'body',
  validation: [
    {
      instancePath: '/email',
      message: 'must be string',
      params: { type: 'string' },
      keyword: 'type',
      schemaPath: '#/properties/email/type',
    },
    {
      instancePath: '',
      message: 'must have property',
      params: {},
      keyword: 'required',
      schemaPath: '#',
    },
  ],
})

describe('toHttpError: Fastify’s own errors in the one shape', () => {
  it.each([
    [
      'a failed validation lists each issue (where, path, message)',
      invalid,
      {},
      [
        'VALIDATION_ERROR',
        {
          details: [
            { in: 'body', path: '/email', message: 'must be string' },
            { in: 'body', path: '/', message: 'must have property' },
          ],
        },
      ],
    ],
    [
      'with validationParams, issues carry their non-empty params',
      invalid,
      { validationParams: true },
      [
        'VALIDATION_ERROR',
        {
          details: [
            { in: 'body', path: '/email', message: 'must be string', params: { type: 'string' } },
            { in: 'body', path: '/', message: 'must have property' },
          ],
        },
      ],
    ],
    ['413 is PAYLOAD_TOO_LARGE', fastifyError({ statusCode: 413 }), {}, ['PAYLOAD_TOO_LARGE', {}]],
    [
      '415 is UNSUPPORTED_MEDIA_TYPE',
      fastifyError({ statusCode: 415 }),
      {},
      ['UNSUPPORTED_MEDIA_TYPE', {}],
    ],
    ['429 is RATE_LIMITED', fastifyError({ statusCode: 429 }), {}, ['RATE_LIMITED', {}]],
    [
      'a Fastify client error shows its code by default',
      fastifyError({
        statusCode: 400,
        code: 'FST_ERR_CTP_EMPTY_JSON_BODY',
        message: 'Body cannot be empty',
      }),
      {},
      ['BAD_REQUEST', { details: 'FST_ERR_CTP_EMPTY_JSON_BODY' }],
    ],
    [
      'or its message',
      fastifyError({
        statusCode: 400,
        code: 'FST_ERR_CTP_EMPTY_JSON_BODY',
        message: 'Body cannot be empty',
      }),
      { fastifyDetails: 'message' as const },
      ['BAD_REQUEST', { details: 'Body cannot be empty' }],
    ],
    [
      'another client error shows nothing of itself',
      fastifyError({ statusCode: 404, code: 'SOME_LIBRARY', message: 'internal detail' }),
      {},
      ['BAD_REQUEST', { details: undefined }],
    ],
    ['a server error is not answered as is', fastifyError({ statusCode: 500 }), {}, undefined],
    ['nor one without a status', fastifyError({}), {}, undefined],
  ])('%s', (_rule, error, options, expected) => {
    expect(toHttpError(error, options)).toEqual(expected)
  })
})
