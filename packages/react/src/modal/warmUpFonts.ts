import { connectViewsCss } from '../ui/connectViewsCss.js'
import { modalCss } from './styles.js'

/** One piece of each kind of text the Connect view draws: its sizes and weights, and a text field. */
const SAMPLE =
  '<h2 class="title">Aa</h2><button class="icon-button">×</button><button class="primary">Aa</button><strong>Aa</strong><p class="separator">Aa</p><span class="tag">Aa</span><b class="wallet-initial">Aa</b><input class="search">'

/** Parameters of `warmUpFonts`: what the dialog would be drawn with. */
export type WarmUpFontsParameters = {
  variables: Readonly<Record<string, string>>
  locale: string
  dir: 'ltr' | 'rtl'
}

/**
 * Lays out once, invisible and out of the way, a sample of the modal's text in its theme, then
 * removes it, all in one task. The first layout of each font size and weight costs Chromium a
 * synchronous round trip to the browser process on Linux (seven on the first open, 3–50 ms on a
 * busy machine), and the first text field sets itself up: done while the browser is idle, the
 * opening click does not pay them. Nothing stays in the page and nothing is fetched.
 */
export function warmUpFonts({ variables, locale, dir }: WarmUpFontsParameters): void {
  const host = document.createElement('div')
  host.setAttribute(
    'style',
    'all: initial !important; position: fixed !important; width: 0 !important; height: 0 !important; contain: strict !important; visibility: hidden !important;',
  )
  host.setAttribute('aria-hidden', 'true')
  const root = host.attachShadow({ mode: 'open' })
  const style = document.createElement('style')
  style.textContent = `${modalCss}\n${connectViewsCss}`
  const overlay = document.createElement('div')
  overlay.className = 'overlay'
  for (const [name, value] of Object.entries(variables)) overlay.style.setProperty(name, value)
  const dialog = document.createElement('div')
  dialog.className = 'dialog'
  dialog.lang = locale
  dialog.dir = dir
  dialog.innerHTML = SAMPLE
  overlay.append(dialog)
  root.append(style, overlay)
  document.body.append(host)
  host.getBoundingClientRect()
  host.remove()
}
