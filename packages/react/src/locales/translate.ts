import type { MessageKey, Messages } from './en.js'

/** Looks up `key` and fills `{name}` placeholders with `values` (as text, never markup). */
export function translate(
  messages: Messages,
  key: MessageKey,
  values: Record<string, string> = {},
): string {
  return messages[key].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`)
}

/** The localised text of a spec §8 message; unknown messages are shown as they are. */
export function translateError(messages: Messages, shortMessage: string): string {
  return messages.errors[shortMessage] ?? shortMessage
}
