/** The part of JSON Schema the API's OpenAPI document uses. */
export type JsonSchema = {
  type?: string
  const?: unknown
  enum?: unknown[]
  anyOf?: JsonSchema[]
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
}

export type OpenApiParameter = { in: string; name: string; required?: boolean; schema?: JsonSchema }

export type OpenApiOperation = {
  parameters?: OpenApiParameter[]
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
}

/** The part of the OpenAPI document the fuzzer reads. */
export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> }

/** One route of the API, as its OpenAPI document describes it. */
export type FuzzOperation = {
  method: string
  /** OpenAPI path, e.g. `/getWalletImage/{id}`. */
  path: string
  pathParams: { name: string; schema: JsonSchema }[]
  queryParams: { name: string; schema: JsonSchema }[]
  body: JsonSchema | undefined
}

/** One request of the fuzzer. */
export type FuzzCase = {
  /** Which family of hostile input, for reports. */
  family: string
  operation: FuzzOperation
  method: string
  url: string
  headers: Record<string, string>
  payload?: string | undefined
}
