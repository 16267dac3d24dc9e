import { type RefObject, useEffect, useRef } from 'react'

/** What Tab can reach (before the visibility and `inert` checks of focusableIn()). */
const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
]
  .map((selector) => `${selector}:not([tabindex^="-"])`)
  .join(', ')

/** The controls under `container` that Tab visits, in document order (hidden and inert ones left out). */
export function focusableIn(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      !element.closest('[inert]') &&
      (typeof element.checkVisibility !== 'function' ||
        element.checkVisibility({ visibilityProperty: true })),
  )
}

/**
 * Set by the embedded wallet's bridge on a view's slot while the wallet's frame (the secure
 * origin's page) is shown over it (ui/FrameSlot.tsx).
 */
const FRAME_ATTACHED_SELECTOR = '[data-portico-frame-attached]'

/**
 * Whether focus is in the embedded wallet's frame while a slot of `dialog` holds it: the frame is
 * part of the dialog then (its approval or recovery screen), though it is not in the dialog's DOM.
 */
function focusInAttachedFrame(dialog: HTMLElement): boolean {
  return (
    document.activeElement instanceof HTMLIFrameElement &&
    dialog.querySelector(FRAME_ATTACHED_SELECTOR) !== null
  )
}

/** The element that has focus, looking into shadow roots (the modal lives in one). */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active instanceof HTMLElement ? active : null
}

/**
 * While `active`: Tab and Shift+Tab cycle through the dialog's controls — inputs and controls
 * added after it opened included, since they are looked up at each key press — and focus that
 * leaves the dialog is brought back; Escape calls `onEscape` (unless a view handled it and
 * stopped it). Focus starts on the first meaningful control: a `[data-autofocus]` element, else
 * the first control of `contentRef` (the view, not the header's back/close buttons), else the
 * dialog itself; it moves there again when the view it was in goes away. When `active` ends,
 * focus returns to the element that had it before (the button that opened the modal).
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
  contentRef?: RefObject<HTMLElement | null>,
): void {
  // The latest callback without restarting the trap (a restart would move focus out and back).
  const escapeRef = useRef(onEscape)
  escapeRef.current = onEscape
  useEffect(() => {
    const dialog = ref.current
    if (!active || !dialog) return
    const root = dialog.getRootNode() as Document | ShadowRoot
    const opener = deepActiveElement()
    const inside = () => {
      const focused = root.activeElement
      return (focused !== null && dialog.contains(focused)) || focusInAttachedFrame(dialog)
    }
    // True while focus sits on the dialog only because its view had no control yet (lazy views).
    let waitingForControl = false
    const focusInitial = () => {
      const content = contentRef?.current ?? dialog
      const target =
        dialog.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(content)[0] ?? dialog
      target.focus({ preventScroll: true })
      waitingForControl = target === dialog
    }
    focusInitial()

    const onKeyDown = (event: KeyboardEvent) => {
      waitingForControl = false
      if (event.key === 'Escape') {
        if (event.defaultPrevented) return
        event.preventDefault()
        escapeRef.current()
        return
      }
      if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return
      const items = focusableIn(dialog)
      const head = items[0]
      const tail = items[items.length - 1]
      if (!head || !tail) {
        event.preventDefault()
        dialog.focus()
        return
      }
      const current = root.activeElement
      if (!inside()) {
        event.preventDefault()
        ;(event.shiftKey ? tail : head).focus()
      } else if (event.shiftKey && (current === head || current === dialog)) {
        event.preventDefault()
        tail.focus()
      } else if (!event.shiftKey && current === tail) {
        event.preventDefault()
        head.focus()
      }
    }
    // Focus lost with the element that had it (a view replaced), or content that arrived late.
    const observer = new MutationObserver(() => {
      if (!inside() || (waitingForControl && root.activeElement === dialog)) focusInitial()
    })
    observer.observe(dialog, { childList: true, subtree: true })
    // Focus moved out by a click or a script of the page comes back.
    const onFocusIn = (event: FocusEvent) => {
      if (!event.composedPath().includes(dialog) && !focusInAttachedFrame(dialog)) focusInitial()
    }
    const onPointerDown = () => {
      waitingForControl = false
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusin', onFocusIn)
    dialog.addEventListener('pointerdown', onPointerDown)
    return () => {
      observer.disconnect()
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFocusIn)
      dialog.removeEventListener('pointerdown', onPointerDown)
      if (opener?.isConnected) opener.focus({ preventScroll: true })
    }
  }, [ref, active, contentRef])
}
