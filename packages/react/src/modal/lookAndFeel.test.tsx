import {
  DEFAULT_Z_INDEX,
  HEADER_TEXT_ANIMATION_MS,
  MODAL_HEIGHT_ANIMATION_MS,
  MODAL_WIDTH_PX,
  VIEW_TRANSITION_MS,
} from '@portico/core/internal'
import { createFakeAdapter, testInstance, until } from '@portico/core/testing'
import { afterEach, describe, expect, test } from 'vitest'
import { cdp, page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../PorticoProvider.js'
import { PALETTES } from '../theme/palettes.js'
import { parseColor } from '../theme/parseColor.js'
import { BOTTOM_SHEET_MAX_WIDTH_PX } from './styles.js'

const shadow = () => document.querySelector('portico-modal')?.shadowRoot ?? null
const query = (selector: string) => shadow()?.querySelector<HTMLElement>(selector) ?? null
const dialog = () => query('[role="dialog"]')

/** Emulates media features in this browser through the DevTools protocol. */
async function emulate(features: { name: string; value: string }[]) {
  await cdp().send('Emulation.setEmulatedMedia', { features })
}

afterEach(async () => {
  await emulate([])
  await page.viewport(1024, 768)
})

async function openModal(options: Parameters<typeof testInstance>[0] = {}) {
  const wallets = createFakeAdapter('eip155', [{ id: 'w1', address: '0x1', chainId: 31337 }])
  const portico = testInstance({ adapters: [wallets.adapter], ...options })
  await render(<PorticoProvider instance={portico} />)
  portico.open()
  await until(() => dialog() !== null, 5_000)
  return portico
}

/** Waits for the modal's running animations (its entrance) to end. */
async function settled() {
  await Promise.all((dialog() as HTMLElement).getAnimations().map((a) => a.finished))
}

/** `#rrggbb` as the `rgb(r, g, b)` getComputedStyle reports. */
function computed(hex: string): string {
  const [r, g, b] = parseColor(hex)?.rgba ?? []
  return `rgb(${r}, ${g}, ${b})`
}

describe('themes (spec §2: light and dark; system follows prefers-color-scheme)', () => {
  test("'system' follows the colour scheme live, while the modal is open", async () => {
    await emulate([{ name: 'prefers-color-scheme', value: 'light' }])
    await openModal({ themeMode: 'system' })
    const bg = () => getComputedStyle(dialog() as HTMLElement).backgroundColor
    expect(dialog()?.dataset.theme).toBe('light')
    expect(bg()).toBe(computed(PALETTES.light.bg))
    await emulate([{ name: 'prefers-color-scheme', value: 'dark' }])
    await until(() => dialog()?.dataset.theme === 'dark')
    expect(bg()).toBe(computed(PALETTES.dark.bg))
  })

  test('setThemeMode and setThemeVariables restyle the open modal; unsafe values fall back', async () => {
    const portico = await openModal({ themeMode: 'light' })
    const overlay = query('.overlay') as HTMLElement
    expect(getComputedStyle(overlay).zIndex).toBe(String(DEFAULT_Z_INDEX))
    portico.theme.setMode({ themeMode: 'dark' })
    portico.theme.setVariables({
      themeVariables: { zIndex: 5000, fontFamily: 'monospace', fontSizeMaster: '12px' },
    })
    await until(() => dialog()?.dataset.theme === 'dark')
    await until(() => getComputedStyle(overlay).zIndex === '5000')
    expect(getComputedStyle(overlay).fontFamily).toBe('monospace')
    expect(getComputedStyle(dialog() as HTMLElement).fontSize).toBe('18px')
    portico.theme.setVariables({ themeVariables: { accent: 'red; } .dialog { display: none' } })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(getComputedStyle(dialog() as HTMLElement).display).toBe('flex')
    expect(overlay.style.getPropertyValue('--portico-accent')).toBe(PALETTES.dark.accent)
  })
})

describe('layout: modal width 360 px, a bottom sheet on narrow screens', () => {
  test(`${MODAL_WIDTH_PX} px wide and centred on a wide screen`, async () => {
    await page.viewport(1024, 768)
    await openModal()
    await settled()
    const box = (dialog() as HTMLElement).getBoundingClientRect()
    expect(box.width).toBe(MODAL_WIDTH_PX)
    expect(Math.abs(box.left + box.width / 2 - 512)).toBeLessThanOrEqual(1)
  })

  test(`at ${BOTTOM_SHEET_MAX_WIDTH_PX} px or less: full width, at the bottom, rounded top corners only`, async () => {
    await page.viewport(375, 700)
    await openModal()
    await settled()
    const box = dialog() as HTMLElement
    expect(box.getBoundingClientRect().width).toBe(375)
    expect(box.getBoundingClientRect().bottom).toBeCloseTo(700, 0)
    const style = getComputedStyle(box)
    expect(style.borderBottomLeftRadius).toBe('0px')
    expect(style.borderBottomRightRadius).toBe('0px')
    expect(Number.parseFloat(style.borderTopLeftRadius)).toBeGreaterThan(0)
  })
})

describe('animations (spec §9: header text 120 ms, modal height 150 ms, view transition 150 ms)', () => {
  test('the durations are the spec’s, and the height follows the view', async () => {
    const portico = await openModal()
    const seconds = (ms: number) => `${ms / 1000}s`
    expect(getComputedStyle(query('h2') as HTMLElement).animationDuration).toBe(
      seconds(HEADER_TEXT_ANIMATION_MS),
    )
    expect(getComputedStyle(query('.view') as HTMLElement).animationDuration).toBe(
      seconds(VIEW_TRANSITION_MS),
    )
    const body = query('.body') as HTMLElement
    const transition = getComputedStyle(body)
    expect(transition.transitionProperty).toBe('height')
    expect(transition.transitionDuration).toBe(seconds(MODAL_HEIGHT_ANIMATION_MS))
    // The box is given the height of what it holds, so a change of view animates it.
    const content = body.firstElementChild as HTMLElement
    await until(() => body.style.height === `${content.offsetHeight}px`)
    portico.modal.pushView({ view: 'AllWallets' })
    await until(() => query('h2')?.textContent === 'All wallets', 5_000)
    await until(() => body.style.height === `${content.offsetHeight}px`, 5_000)
  })

  test('the old title fades out under the new one, aria-hidden, then goes', async () => {
    const portico = await openModal()
    portico.modal.pushView({ view: 'AllWallets' })
    await until(() => query('.title-out') !== null, 2_000)
    expect(query('.title-out')?.getAttribute('aria-hidden')).toBe('true')
    expect(query('h2')?.textContent).toBe('All wallets')
    await until(() => query('.title-out') === null)
  })

  test('prefers-reduced-motion turns every animation and transition off', async () => {
    await emulate([{ name: 'prefers-reduced-motion', value: 'reduce' }])
    const portico = await openModal()
    for (const selector of ['.dialog', 'h2', '.view']) {
      expect(getComputedStyle(query(selector) as HTMLElement).animationName, selector).toBe('none')
    }
    expect(getComputedStyle(query('.body') as HTMLElement).transitionDuration).toBe('0s')
    portico.modal.pushView({ view: 'AllWallets' })
    await until(() => query('h2')?.textContent === 'All wallets', 5_000)
    const out = query('.title-out')
    expect(out === null || getComputedStyle(out).display === 'none').toBe(true)
  })
})
