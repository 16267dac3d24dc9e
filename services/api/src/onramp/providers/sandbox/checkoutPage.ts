import { createHash } from 'node:crypto'
import { formatUnits } from 'viem'
import { formatCents, parseFiatAmount } from '../../fiatAmount.js'
import type { CardProblem } from './checkCard.js'
import type { SandboxSession } from './sandboxSessions.js'

/** Every text of the checkout page (English; the page is the sandbox provider's, not the widget's). */
export const CHECKOUT_TEXT = {
  title: 'Portico Sandbox checkout',
  sandboxNotice:
    'Devnet sandbox: no real money moves and the tokens exist only on the local devnet.',
  testCards:
    'Pay with the test card 4242 4242 4242 4242 (any future expiry, any CVC). 4000 0000 0000 0002 is declined.',
  orderHeading: 'Your order',
  youBuy: 'You buy',
  network: 'Network',
  deliveredTo: 'Delivered to',
  price: 'Price',
  subtotal: 'Subtotal',
  providerFee: 'Provider fee',
  networkFee: 'Network fee',
  total: 'Total',
  paymentHeading: 'Payment',
  cardNumber: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvc: 'CVC',
  name: 'Name on card',
  pay: 'Pay {amount}',
  fixFields: 'Please correct the fields below.',
  declinedCard: 'Your card was declined. No money was taken; try another card.',
  notATestCard: 'This sandbox takes only its test cards. Use 4242 4242 4242 4242 to pay.',
  deliveryFailed:
    'The tokens could not be sent just now. Nothing was charged; please try again in a moment.',
  required: 'This field is required.',
  notACardNumber: 'This is not a valid card number.',
  badExpiry: 'Enter the expiry as MM/YY.',
  expired: 'This card has expired.',
  badCvc: 'The CVC is 3 or 4 digits.',
  nameTooLong: 'The name is at most 100 characters.',
  paidHeading: 'Payment complete',
  paid: '{amount} {asset} was sent to {address} on {network}.',
  transaction: 'Transaction',
  closeWindow: 'You can close this window.',
  processingHeading: 'Payment processing',
  processing: 'Your tokens are on their way. This page refreshes by itself.',
  refresh: 'Refresh',
  failedHeading: 'Delivery failed',
  failed: 'The delivery transaction failed. Go back to the wallet and start again.',
  expiredHeading: 'Checkout expired',
  expiredSession: 'This checkout has expired. Go back to the wallet and start again.',
  notFoundHeading: 'Checkout not found',
  notFound: 'This checkout does not exist. Go back to the wallet and start again.',
} as const

/** The page's only style sheet; the CSP allows exactly this text by its hash. */
const STYLE = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; }
body { margin: 0; background: Canvas; color: CanvasText; }
main { max-width: 30rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
h1 { font-size: 1.4rem; margin: 0 0 .75rem; }
h2 { font-size: 1.1rem; margin: 1.5rem 0 .5rem; }
.notice { border: 1px solid GrayText; border-radius: .5rem; padding: .5rem .75rem; font-size: .9rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: .35rem 1rem; margin: 0; }
dt { font-weight: 400; }
dd { margin: 0; text-align: end; overflow-wrap: anywhere; }
.total { font-weight: 700; }
label { display: block; margin: .9rem 0 .25rem; font-weight: 600; }
input { box-sizing: border-box; width: 100%; font: inherit; padding: .55rem .6rem; border: 1px solid GrayText; border-radius: .4rem; }
input[aria-invalid="true"] { border: 2px solid #b00020; }
input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid Highlight; outline-offset: 2px; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 0 1rem; }
.field-error { color: #b00020; margin: .25rem 0 0; font-size: .9rem; }
.alert { border: 2px solid #b00020; border-radius: .5rem; padding: .6rem .75rem; margin: 1rem 0; }
.success { border: 2px solid #1b7f3b; border-radius: .5rem; padding: .6rem .75rem; margin: 1rem 0; }
button { margin-top: 1.25rem; width: 100%; font: inherit; font-weight: 700; padding: .75rem; border: 0; border-radius: .5rem; background: #1f4fd1; color: #fff; cursor: pointer; }
code { overflow-wrap: anywhere; }
@media (prefers-color-scheme: dark) { .field-error { color: #ff8a80; } input[aria-invalid="true"], .alert { border-color: #ff8a80; } }
`

/**
 * The checkout page's Content-Security-Policy: nothing loads, no script runs, the one style sheet
 * by hash, forms post only to this origin, no framing.
 */
export const CHECKOUT_CSP = [
  "default-src 'none'",
  `style-src '${`sha256-${createHash('sha256').update(STYLE).digest('base64')}`}'`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ')

/** Escapes text for HTML content and double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** Fills `{name}` placeholders with escaped values (the template itself is trusted text). */
function fill(template: string, values: Record<string, string>): string {
  return escapeHtml(template).replace(/\{(\w+)\}/g, (_, key: string) =>
    escapeHtml(values[key] ?? ''),
  )
}

function page(title: string, body: string, { refreshS }: { refreshS?: number } = {}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
${refreshS ? `<meta http-equiv="refresh" content="${refreshS}">` : ''}
<title>${escapeHtml(title)} · ${escapeHtml(CHECKOUT_TEXT.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`
}

/** What the order summary shows, formatted from a session. */
function order(session: SandboxSession, networkName: string, feeLabel: string): string {
  const amount = formatUnits(BigInt(session.purchase_amount), session.decimals)
  const currency = session.payment_currency
  // Price of one whole unit in cents of the payment currency: subtotal / purchase, rounded to the cent.
  const subtotalCents = parseFiatAmount(session.payment_subtotal) ?? 0n
  const unit = 10n ** BigInt(session.decimals)
  const purchase = BigInt(session.purchase_amount)
  const priceCents = (subtotalCents * unit + purchase / 2n) / purchase
  const rows: [key: string, term: string, value: string][] = [
    ['asset', CHECKOUT_TEXT.youBuy, `${amount} ${session.asset}`],
    ['network', CHECKOUT_TEXT.network, networkName],
    ['destination', CHECKOUT_TEXT.deliveredTo, session.destination],
    ['price', CHECKOUT_TEXT.price, `1 ${session.asset} ≈ ${formatCents(priceCents)} ${currency}`],
    ['subtotal', CHECKOUT_TEXT.subtotal, `${session.payment_subtotal} ${currency}`],
    [
      'provider-fee',
      `${CHECKOUT_TEXT.providerFee} (${feeLabel})`,
      `${session.provider_fee} ${currency}`,
    ],
    ['network-fee', CHECKOUT_TEXT.networkFee, `${session.network_fee} ${currency}`],
    ['total', CHECKOUT_TEXT.total, `${session.payment_total} ${currency}`],
  ]
  return `<section aria-labelledby="order-heading">
<h2 id="order-heading">${escapeHtml(CHECKOUT_TEXT.orderHeading)}</h2>
<dl>
${rows
  .map(
    ([key, term, value]) =>
      `<dt class="${key}">${escapeHtml(term)}</dt><dd class="${key}" data-testid="order-${key}">${escapeHtml(value)}</dd>`,
  )
  .join('\n')}
</dl>
</section>`
}

/** The fields of the card form, in order, with their HTML attributes. */
const FIELDS = [
  {
    field: 'number',
    label: CHECKOUT_TEXT.cardNumber,
    autocomplete: 'cc-number',
    inputmode: 'numeric',
    maxlength: 23,
  },
  {
    field: 'expiry',
    label: CHECKOUT_TEXT.expiry,
    autocomplete: 'cc-exp',
    inputmode: 'numeric',
    maxlength: 7,
  },
  {
    field: 'cvc',
    label: CHECKOUT_TEXT.cvc,
    autocomplete: 'cc-csc',
    inputmode: 'numeric',
    maxlength: 4,
  },
  {
    field: 'name',
    label: CHECKOUT_TEXT.name,
    autocomplete: 'cc-name',
    inputmode: 'text',
    maxlength: 100,
  },
] as const

function input(
  { field, label, autocomplete, inputmode, maxlength }: (typeof FIELDS)[number],
  problem: CardProblem | undefined,
  value: string,
): string {
  const id = `card-${field}`
  const errorId = `${id}-error`
  return `<div>
<label for="${id}">${escapeHtml(label)}</label>
<input id="${id}" name="${field}" type="text" autocomplete="${autocomplete}" inputmode="${inputmode}" maxlength="${maxlength}" required value="${escapeHtml(value)}" data-testid="${id}"${problem ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''}>
${problem ? `<p class="field-error" id="${errorId}">${escapeHtml(CHECKOUT_TEXT[problem.reason])}</p>` : ''}
</div>`
}

/** What the page says above the form after a refused payment. */
export type CheckoutAlert = 'fixFields' | 'declinedCard' | 'notATestCard' | 'deliveryFailed'

/**
 * The checkout form: the order, the test-card notice and the card fields (labelled; errors tied to
 * their field and announced). It posts to its own URL and needs no script. The card number and CVC
 * are never written back into the page.
 */
export function renderCheckoutForm({
  session,
  networkName,
  feeLabel,
  alert,
  problems = [],
  values = {},
}: {
  session: SandboxSession
  networkName: string
  feeLabel: string
  alert?: CheckoutAlert | undefined
  problems?: CardProblem[] | undefined
  /** Fields kept after a refusal: only the expiry and the name. */
  values?: { expiry?: string; name?: string } | undefined
}): string {
  const byField = new Map(problems.map((p) => [p.field, p]))
  const [number, expiry, cvc, name] = FIELDS
  const payLabel = fill(CHECKOUT_TEXT.pay, {
    amount: `${session.payment_total} ${session.payment_currency}`,
  })
  return page(
    CHECKOUT_TEXT.title,
    `<h1>${escapeHtml(CHECKOUT_TEXT.title)}</h1>
<p class="notice">${escapeHtml(CHECKOUT_TEXT.sandboxNotice)} ${escapeHtml(CHECKOUT_TEXT.testCards)}</p>
${order(session, networkName, feeLabel)}
<form method="post" novalidate aria-labelledby="payment-heading">
<h2 id="payment-heading">${escapeHtml(CHECKOUT_TEXT.paymentHeading)}</h2>
${alert ? `<div class="alert" role="alert" data-testid="checkout-alert">${escapeHtml(CHECKOUT_TEXT[alert])}</div>` : ''}
${input(number, byField.get('number'), '')}
<div class="row">
${input(expiry, byField.get('expiry'), values.expiry ?? '')}
${input(cvc, byField.get('cvc'), '')}
</div>
${input(name, byField.get('name'), values.name ?? '')}
<button type="submit" data-testid="checkout-pay">${payLabel}</button>
</form>`,
  )
}

/** The page once the tokens were delivered: the amount, the transaction, and that the window can close. */
export function renderPaidPage(session: SandboxSession, networkName: string): string {
  const amount = formatUnits(BigInt(session.purchase_amount), session.decimals)
  return page(
    CHECKOUT_TEXT.paidHeading,
    `<h1>${escapeHtml(CHECKOUT_TEXT.paidHeading)}</h1>
<div class="success" role="status" data-testid="checkout-paid">
<p>${fill(CHECKOUT_TEXT.paid, { amount, asset: session.asset, address: session.destination, network: networkName })}</p>
<p>${escapeHtml(CHECKOUT_TEXT.transaction)}: <code data-testid="checkout-tx">${escapeHtml(session.tx_hash ?? '')}</code></p>
<p><strong>${escapeHtml(CHECKOUT_TEXT.closeWindow)}</strong></p>
</div>`,
  )
}

/** A page with a heading and one message: processing (refreshes itself), failed, expired, not found. */
export function renderMessagePage(
  kind: 'processing' | 'failed' | 'expired' | 'notFound',
  selfUrl?: string,
): string {
  const texts = {
    processing: [CHECKOUT_TEXT.processingHeading, CHECKOUT_TEXT.processing],
    failed: [CHECKOUT_TEXT.failedHeading, CHECKOUT_TEXT.failed],
    expired: [CHECKOUT_TEXT.expiredHeading, CHECKOUT_TEXT.expiredSession],
    notFound: [CHECKOUT_TEXT.notFoundHeading, CHECKOUT_TEXT.notFound],
  } as const
  const [heading, message] = texts[kind]
  return page(
    heading,
    `<h1>${escapeHtml(heading)}</h1>
<p role="status" data-testid="checkout-message">${escapeHtml(message)}</p>
${kind === 'processing' && selfUrl ? `<p><a href="${escapeHtml(selfUrl)}">${escapeHtml(CHECKOUT_TEXT.refresh)}</a></p>` : ''}`,
    kind === 'processing' ? { refreshS: 2 } : {},
  )
}
