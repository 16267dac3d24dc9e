import type { MessageKey } from '../../locales/en.js'

/** The payment methods the widget names (spec §9: card, bank account `ach`), by their id. */
const METHOD_LABELS: Readonly<Record<string, MessageKey>> = {
  card: 'onrampMethodCard',
  ach: 'onrampMethodAch',
}

/**
 * How a payment method is named: its label for a known id, else the id itself (the API's text,
 * rendered as text).
 */
export function paymentMethodLabel(id: string, t: (key: MessageKey) => string): string {
  return Object.hasOwn(METHOD_LABELS, id) ? t(METHOD_LABELS[id] as MessageKey) : id
}

/** Joins names the way the locale lists them ("Card and Bank account (ACH)"). */
export function formatList(items: readonly string[], locale: string): string {
  try {
    return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items)
  } catch {
    return items.join(', ')
  }
}
