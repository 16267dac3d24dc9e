import { SANDBOX_DECLINED_CARD, SANDBOX_SUCCESS_CARD } from './sandboxConstants.js'

/** The card form as posted (strings, untrusted). */
export type CardInput = { number: string; expiry: string; cvc: string; name: string }

/** A field the buyer has to fix, and why (a key of the page's strings). */
export type CardProblem = {
  field: 'number' | 'expiry' | 'cvc' | 'name'
  reason: 'required' | 'notACardNumber' | 'badExpiry' | 'expired' | 'badCvc' | 'nameTooLong'
}

/** What the sandbox does with a card: pays, declines (the test card or any other real number), or asks to fix fields. */
export type CardDecision =
  | { outcome: 'approved' }
  | { outcome: 'declined'; reason: 'declinedCard' | 'notATestCard' }
  | { outcome: 'invalid'; problems: CardProblem[] }

/** True when a digit string passes the Luhn check (ISO/IEC 7812). */
export function passesLuhn(digits: string): boolean {
  if (!/^[0-9]+$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/**
 * The sandbox's card check: the number (spaces and dashes allowed) must be 12–19 digits passing
 * Luhn; the expiry MM/YY (or MM/YYYY) not before this month; the CVC 3 or 4 digits; a name.
 * Then `4242 4242 4242 4242` pays, `4000 0000 0000 0002` is declined, and any other number is
 * declined too (the sandbox takes only test cards). The number is never stored or logged.
 */
export function checkCard(input: CardInput, now: Date): CardDecision {
  const problems: CardProblem[] = []
  const number = input.number.replace(/[\s-]/g, '')
  if (!number) problems.push({ field: 'number', reason: 'required' })
  else if (!/^[0-9]{12,19}$/.test(number) || !passesLuhn(number))
    problems.push({ field: 'number', reason: 'notACardNumber' })
  const expiry = /^\s*(0[1-9]|1[0-2])\s*\/\s*([0-9]{2}|[0-9]{4})\s*$/.exec(input.expiry)
  if (!input.expiry.trim()) problems.push({ field: 'expiry', reason: 'required' })
  else if (!expiry) problems.push({ field: 'expiry', reason: 'badExpiry' })
  else {
    const month = Number(expiry[1])
    const year = Number(expiry[2]?.length === 2 ? `20${expiry[2]}` : expiry[2])
    const current = now.getUTCFullYear() * 12 + now.getUTCMonth()
    if (year * 12 + (month - 1) < current) problems.push({ field: 'expiry', reason: 'expired' })
  }
  if (!input.cvc.trim()) problems.push({ field: 'cvc', reason: 'required' })
  else if (!/^[0-9]{3,4}$/.test(input.cvc.trim())) problems.push({ field: 'cvc', reason: 'badCvc' })
  if (!input.name.trim()) problems.push({ field: 'name', reason: 'required' })
  else if (input.name.length > 100) problems.push({ field: 'name', reason: 'nameTooLong' })
  if (problems.length) return { outcome: 'invalid', problems }
  if (number === SANDBOX_SUCCESS_CARD) return { outcome: 'approved' }
  if (number === SANDBOX_DECLINED_CARD) return { outcome: 'declined', reason: 'declinedCard' }
  return { outcome: 'declined', reason: 'notATestCard' }
}
