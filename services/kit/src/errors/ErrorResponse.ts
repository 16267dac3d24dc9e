import { Type } from '@sinclair/typebox'

/** The one error shape, for route response schemas (and the OpenAPI document). */
export const ErrorResponse = Type.Object(
  {
    error: Type.Object({
      code: Type.String(),
      message: Type.String(),
      details: Type.Optional(Type.Unknown()),
    }),
  },
  { description: 'Every error answer: { error: { code, message, details? } }' },
)
