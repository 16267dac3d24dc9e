import type { MessageKey, Messages } from './en.js'

const PLACEHOLDER = /\{(\w+)\}/g

/** Fills `{name}` placeholders of `template` with `values` (as text, never markup). */
function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(PLACEHOLDER, (_, name: string) => values[name] ?? `{${name}}`)
}

/** Looks up `key` and fills `{name}` placeholders with `values` (as text, never markup). */
export function translate(
  messages: Messages,
  key: MessageKey,
  values: Readonly<Record<string, string>> = {},
): string {
  return fill(messages[key], values)
}

/** A regular expression matching the English text of a template, capturing its placeholders. */
function templatePattern(template: string): { pattern: RegExp; names: string[] } {
  const names: string[] = []
  const source = template
    .split(PLACEHOLDER)
    .map((part, index) => {
      if (index % 2 === 1) {
        names.push(part)
        return '(.+?)'
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    })
    .join('')
  return { pattern: new RegExp(`^${source}$`, 's'), names }
}

/**
 * The localised text of a spec §8 message. The errors map is keyed by the English text; a key
 * with placeholders ('Please try again after {seconds} seconds') matches the message with the
 * values in and carries them over. Unknown messages are shown as they are.
 */
export function translateError(messages: Messages, shortMessage: string): string {
  const exact = messages.errors[shortMessage]
  if (exact !== undefined) return exact
  for (const [key, translated] of Object.entries(messages.errors)) {
    if (!key.includes('{')) continue
    const { pattern, names } = templatePattern(key)
    const match = pattern.exec(shortMessage)
    if (match)
      return fill(
        translated,
        Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])),
      )
  }
  return shortMessage
}
