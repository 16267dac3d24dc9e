import type { FuzzOperation, OpenApiDocument } from './fuzzTypes.js'

/** Every operation of an OpenAPI document. */
export function listOperations(doc: OpenApiDocument): FuzzOperation[] {
  const operations: FuzzOperation[] = []
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? []
      const params = (where: string) =>
        parameters
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, schema: p.schema ?? {} }))
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: params('path'),
        queryParams: params('query'),
        body: operation.requestBody?.content?.['application/json']?.schema,
      })
    }
  return operations
}
