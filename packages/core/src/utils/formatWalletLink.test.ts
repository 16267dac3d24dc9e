import { describe, expect, it } from 'vitest'
import { formatNativeUrl, formatUniversalUrl } from './formatWalletLink.js'

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1700000300'
const ENCODED = encodeURIComponent(URI)

describe("deep links as WalletConnect builds them (mobile_link / desktop_link: scheme + 'wc?uri=' + encoded URI)", () => {
  it.each([
    ['a bare scheme gains ://', 'trust:', `trust://wc?uri=${ENCODED}`, 'trust://'],
    ['a bare name gains ://', 'rainbow', `rainbow://wc?uri=${ENCODED}`, 'rainbow://'],
    [
      'scheme:// is kept, a / appended',
      'metamask://',
      `metamask://wc?uri=${ENCODED}`,
      'metamask://',
    ],
    [
      'a path gains a trailing /',
      'zerion://app',
      `zerion://app/wc?uri=${ENCODED}`,
      'zerion://app/',
    ],
    [
      'a trailing / is not doubled',
      'zerion://app/',
      `zerion://app/wc?uri=${ENCODED}`,
      'zerion://app/',
    ],
    [
      'slashes in a bare scheme are dropped',
      'cbwallet:/',
      `cbwallet://wc?uri=${ENCODED}`,
      'cbwallet://',
    ],
    [
      'an https link is a universal link',
      'https://link.trustwallet.com',
      `https://link.trustwallet.com/wc?uri=${ENCODED}`,
      'https://link.trustwallet.com/',
    ],
  ])('formatNativeUrl: %s', (_rule, link, redirect, href) => {
    expect(formatNativeUrl(link, URI)).toEqual({ redirect, href })
  })

  it.each([
    [
      'webapp_link with a trailing /',
      'https://app.wallet.example/',
      `https://app.wallet.example/wc?uri=${ENCODED}`,
    ],
    ['webapp_link without one', 'http://127.0.0.1:5174', `http://127.0.0.1:5174/wc?uri=${ENCODED}`],
    ['a custom scheme is formatted as native', 'trust:', `trust://wc?uri=${ENCODED}`],
  ])('formatUniversalUrl: %s', (_rule, link, redirect) => {
    expect(formatUniversalUrl(link, URI)?.redirect).toBe(redirect)
  })

  it('the pairing URI travels encoded: decoding the query gives it back byte for byte', () => {
    const link = formatNativeUrl('https://link.trustwallet.com', URI)
    expect(new URL(link?.redirect ?? '').searchParams.get('uri')).toBe(URI)
  })

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript://x'],
    ['data:text/html,<script>1</script>'],
    ['vbscript:x'],
    ['file:///etc/passwd'],
    [''],
    ['   '],
  ])('refuses a link that could run code or is empty: %j', (link) => {
    expect(formatNativeUrl(link, URI)).toBeUndefined()
    expect(formatUniversalUrl(link, URI)).toBeUndefined()
  })
})
