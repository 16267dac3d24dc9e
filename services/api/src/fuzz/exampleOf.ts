import type { Random } from './createRandom.js'
import type { JsonSchema } from './fuzzTypes.js'

export const VALID_ADDRESS = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'

/** A value the schema accepts (the first branch, the smallest number, a short string). */
export function exampleOf(schema: JsonSchema, random?: Random): unknown {
  if (schema.const !== undefined) return schema.const
  if (schema.enum?.length) return schema.enum[0]
  if (schema.anyOf?.[0]) return exampleOf(schema.anyOf[0], random)
  switch (schema.type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 1
    case 'boolean':
      return true
    case 'array':
      return []
    case 'object': {
      const value: Record<string, unknown> = {}
      for (const key of schema.required ?? [])
        value[key] = exampleOf(schema.properties?.[key] ?? {}, random)
      return value
    }
    default: {
      if (schema.pattern === '^0x[0-9a-fA-F]{40}$') return VALID_ADDRESS
      if (schema.pattern?.startsWith('^eip155:')) return 'eip155:31337'
      const text = `f${random ? random.int(1e9) : 0}`.slice(0, schema.maxLength ?? 64)
      if (!schema.pattern || new RegExp(schema.pattern).test(text)) return text
      return ''
    }
  }
}
