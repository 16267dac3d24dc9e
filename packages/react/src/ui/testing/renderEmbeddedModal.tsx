// Test-only. Renders the real modal with core's fake embedded-wallet adapter
// (createFakeAuthAdapter: no secure site or frame runs in a component test; the real adapter is
// tested against a real frame in packages/embedded and end to end in e2e/specs/embedded.spec.ts).
import type { CreatePorticoParameters, Portico } from '@portico/core'
import { createFakeAuthAdapter, testInstance, testNetwork, until } from '@portico/core/testing'
import { StrictMode } from 'react'
import { type RenderResult, render } from 'vitest-browser-react'
import { PorticoProvider } from '../../PorticoProvider.js'
import { FRAME_ATTACHED_ATTRIBUTE } from '../FrameSlot.js'

/** The modal's shadow root (the modal renders into one). */
export const modalRoot = () => document.querySelector('portico-modal')?.shadowRoot ?? null

/** An element of the modal by its data-testid, or null. */
export const byTestId = (id: string) =>
  modalRoot()?.querySelector<HTMLElement>(`[data-testid="${id}"]`) ?? null

/** Waits until the modal shows `id` (core's until: 15 s unless told), then returns it. */
export async function find(id: string, timeoutMs?: number): Promise<HTMLElement> {
  await until(() => byTestId(id) !== null, timeoutMs)
  return byTestId(id) as HTMLElement
}

/** Waits until `check` holds (core's until: 15 s unless told). */
export const waitFor = (check: () => boolean, timeoutMs?: number) => until(check, timeoutMs)

/** The modal's header title. */
export const title = () => modalRoot()?.querySelector('h2')?.textContent ?? ''

/** The view on top of the router. */
export const topView = (portico: Portico) => portico.stores.router.getState().history.at(-1)

/** The element that has focus, inside the modal's shadow root. */
export const focused = () => modalRoot()?.activeElement ?? null

export type RenderEmbeddedModalOptions = {
  fake?: Parameters<typeof createFakeAuthAdapter>[0]
  /** Options of the instance on top of the test's (networks, the fake adapter). */
  instance?: Partial<CreatePorticoParameters>
  /** Connected through the AUTH connector before the test starts. */
  connected?: boolean
  /** Rendered under React's StrictMode (effects run twice on mount). */
  strict?: boolean
}

/** What renderEmbeddedModal gives: the instance, the fake adapter and the rendered provider. */
export type EmbeddedModal = {
  portico: Portico
  fake: ReturnType<typeof createFakeAuthAdapter>
  screen: RenderResult
}

/** A mounted instance with the fake auth adapter, the modal rendered (closed unless connected). */
export async function renderEmbeddedModal(
  options: RenderEmbeddedModalOptions = {},
): Promise<EmbeddedModal> {
  const fake = createFakeAuthAdapter(options.fake)
  const portico = testInstance({
    networks: [testNetwork(31337), testNetwork('devnet', 'solana')],
    adapters: [fake.adapter],
    ...options.instance,
  })
  const provider = <PorticoProvider instance={portico} />
  const screen = await render(options.strict ? <StrictMode>{provider}</StrictMode> : provider)
  if (options.connected) await portico.connect({ connectorId: 'AUTH' })
  return { portico, fake, screen }
}

/**
 * What the bridge of @portico/embedded does when the frame asks to be shown: an iframe of the page
 * (never inside the modal) placed with fixed positioning over the slot, above everything, and the
 * slot marked. The real bridge is tested against a real frame in packages/embedded.
 */
export function placeFrameLikeTheBridge(slot: HTMLElement): HTMLIFrameElement {
  const iframe = document.createElement('iframe')
  iframe.title = 'Portico embedded wallet'
  iframe.srcdoc = '<input aria-label="Code">'
  const follow = () => {
    if (!iframe.isConnected) return
    const box = slot.getBoundingClientRect()
    Object.assign(iframe.style, {
      position: 'fixed',
      top: `${box.top}px`,
      left: `${box.left}px`,
      width: `${box.width}px`,
      height: `${box.height}px`,
      border: '0',
      zIndex: '2147483647',
    })
    requestAnimationFrame(follow)
  }
  document.body.append(iframe)
  follow()
  slot.setAttribute(FRAME_ATTACHED_ATTRIBUTE, '')
  return iframe
}
