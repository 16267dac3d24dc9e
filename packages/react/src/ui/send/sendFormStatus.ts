import { type SendToken, tryParseTokenAmount } from '@portico/core/internal'
import type { MessageKey } from '../../locales/en.js'

/** Where the receiver field stands. */
export type ReceiverStatus =
  | { kind: 'empty' }
  | { kind: 'resolving' }
  | { kind: 'resolved' }
  | { kind: 'invalid' }
  /** A name that could not be resolved: the (spec §8) message to show. */
  | { kind: 'error'; message: string }

export type SendFormStatus = {
  /** Every field is filled and valid: the primary button previews the send. */
  ready: boolean
  /** The primary button's label: what is missing, or 'Preview send'. */
  label: MessageKey
  /** What is wrong with the amount, shown under it. */
  amountError?: { key: MessageKey; values?: Record<string, string> } | undefined
}

/**
 * What the send form still lacks, in the order a person fills it: a token ('A token is
 * required'), an amount that is a positive number of the token within its balance, then a receiver
 * (an address, or a name that resolved). The first thing missing names the primary button.
 */
export function sendFormStatus({
  token,
  amount,
  receiver,
}: {
  token: SendToken | undefined
  amount: string | undefined
  receiver: ReceiverStatus
}): SendFormStatus {
  if (!token) return { ready: false, label: 'sendSelectToken' }
  const { decimals, numeric } = token.quantity
  // Nothing typed yet, or no digit yet ("."): nothing to complain about.
  if (!amount || !/\d/.test(amount)) return { ready: false, label: 'sendEnterAmount' }
  const units = tryParseTokenAmount(amount, decimals)
  if (units === undefined) {
    const amountError = {
      key: 'sendInvalidAmount' as const,
      values: { decimals: String(decimals) },
    }
    return { ready: false, label: 'sendEnterAmount', amountError }
  }
  if (units === 0n) return { ready: false, label: 'sendEnterAmount' }
  if (units > (tryParseTokenAmount(numeric, decimals) ?? 0n)) {
    const amountError = { key: 'sendInsufficientBalance' as const }
    return { ready: false, label: 'sendInsufficientBalance', amountError }
  }
  switch (receiver.kind) {
    case 'empty':
      return { ready: false, label: 'sendAddReceiver' }
    case 'resolving':
      return { ready: false, label: 'sendResolvingName' }
    case 'invalid':
    case 'error':
      return { ready: false, label: 'sendInvalidAddress' }
    case 'resolved':
      return { ready: true, label: 'sendPreview' }
  }
}
