import type { ConnectionAccountType } from '@portico/core'
import type { MessageKey } from '../locales/en.js'

/** The message naming each account type a connection reports (spec §3 `addressLabels`). */
const ACCOUNT_LABELS: Readonly<Record<ConnectionAccountType, MessageKey>> = {
  payment: 'accountLabelPayment',
  ordinal: 'accountLabelOrdinal',
  eoa: 'accountLabelEoa',
  smartAccount: 'accountLabelSmartAccount',
}

const isLabel = (label: string | undefined): label is ConnectionAccountType =>
  label !== undefined && Object.hasOwn(ACCOUNT_LABELS, label)

/**
 * The message of an address's label in the account's stored `addressLabels` (its account type:
 * payment, ordinal, eoa, smartAccount); hexadecimal addresses match in any case. Undefined when the
 * address has no label, or one the widget has no words for (it is not shown untranslated).
 */
export function accountLabel(
  labels: ReadonlyMap<string, string> | undefined,
  address: string,
): MessageKey | undefined {
  if (!labels) return undefined
  let label = labels.get(address)
  if (label === undefined && address.startsWith('0x')) {
    const lower = address.toLowerCase()
    for (const [key, value] of labels) if (key.toLowerCase() === lower) label = value
  }
  return isLabel(label) ? ACCOUNT_LABELS[label] : undefined
}
