import type { MessageKey } from './en.js'

/**
 * A locale's strings: en's keys with the same `{placeholders}`, and en.errors' keys (the errors'
 * messages, docs/errors.md, by their English text). Every key is optional to the type checker —
 * a key added to en.ts shows in English until translated, and locales.test.ts fails until it is —
 * but a key that en does not have is a type error (`satisfies Translation`).
 */
export type Translation = { readonly [K in MessageKey]?: string } & {
  readonly errors?: Readonly<Record<string, string>>
}
