import type { EmbeddedFrameView } from '@portico/core'
import { useEffect, useRef, useState } from 'react'
import { usePortico } from '../hooks/usePortico.js'
import { useStoreState } from '../hooks/useStoreState.js'
import { useT } from '../hooks/useT.js'
import { useErrorText } from './useErrorText.js'

/** Marks the element the embedded wallet's frame is placed over. */
export const FRAME_SLOT_ATTRIBUTE = 'data-portico-frame-slot'
/**
 * Set by the embedded wallet's bridge (@portico/embedded) on the slot while its frame is shown
 * over it; the slot's loading state gives way then.
 */
export const FRAME_ATTACHED_ATTRIBUTE = 'data-portico-frame-attached'
/** How many animation frames the slot waits for the frame to be over it before focusing it. */
const FOCUS_TRIES = 20

/** The height the frame gets (its screens scroll inside it when taller). */
export const FRAME_SLOT_HEIGHT_PX = 480

export type FrameSlotProps = {
  /** The view this slot belongs to (the frame names the view it wants to be shown in). */
  view: EmbeddedFrameView
}

/**
 * The place of the embedded wallet's own screens (approval, recovery secret, key export, the code
 * and email-change steps) in the modal, shared by the views the frame is shown in. The frame is the secure origin's page: it is never moved into the modal (that would
 * reload it) but placed by the bridge over this slot, above the modal and the page, while core's
 * `stores.embeddedFrame` says it asked to be shown in `view`; attachEmbeddedFrame hands the slot
 * to it on mount and takes it back on unmount. The slot keeps the frame's size in the layout and
 * shows a loading state until the frame is over it.
 */
export function FrameSlot({ view }: FrameSlotProps) {
  const portico = usePortico()
  const { t } = useT()
  const errorText = useErrorText()
  const ref = useRef<HTMLDivElement>(null)
  const [attached, setAttached] = useState(false)
  const [error, setError] = useState<string | undefined>()
  const visible = useStoreState(portico.stores.embeddedFrame, (s) => s.visible && s.view === view)
  // The AUTH connector arrives when the instance mounts, which may be after this view.
  const hasAuthConnector = useStoreState(portico.stores.connectors, (s) =>
    s.connectors.some((c) => c.type === 'AUTH'),
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: tried again when the AUTH connector arrives (an attach before it fails).
  useEffect(() => {
    const slot = ref.current
    if (!slot) return
    let detach: () => void
    setError(undefined)
    try {
      detach = portico.embeddedWallet.attachFrame({ slot })
    } catch (reason) {
      setError(errorText(reason))
      return
    }
    const sync = () => setAttached(slot.hasAttribute(FRAME_ATTACHED_ATTRIBUTE))
    const observer = new MutationObserver(sync)
    observer.observe(slot, { attributes: true, attributeFilter: [FRAME_ATTACHED_ATTRIBUTE] })
    sync()
    return () => {
      observer.disconnect()
      detach()
    }
  }, [portico, errorText, hasAuthConnector])
  const shown = attached && visible
  // The frame's screen is what the visitor acts on now: focus goes into it (the modal's focus
  // trap counts the frame over its slot as inside the dialog). The frame is the element on top
  // at the slot's centre; anything else there is not focused.
  useEffect(() => {
    const slot = ref.current
    if (!shown || !slot) return
    // While the modal still animates the frame follows the slot a frame late: a few tries.
    let tries = FOCUS_TRIES
    let request = 0
    const focusFrame = () => {
      const box = slot.getBoundingClientRect()
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      if (top instanceof HTMLIFrameElement) top.focus({ preventScroll: true })
      else if (--tries > 0) request = requestAnimationFrame(focusFrame)
    }
    focusFrame()
    return () => cancelAnimationFrame(request)
  }, [shown])
  return (
    <div className="frame-box" data-testid="portico-frame-box">
      <style>{frameSlotCss}</style>
      <div
        ref={ref}
        className="frame-slot"
        {...{ [FRAME_SLOT_ATTRIBUTE]: view }}
        data-shown={shown || undefined}
        data-testid="portico-frame-slot"
      />
      {error ? (
        <p className="frame-state error" role="alert" data-testid="portico-frame-error">
          {error}
        </p>
      ) : (
        !shown && (
          <div className="frame-state" aria-busy="true" data-testid="portico-frame-loading">
            <span className="spinner small" aria-hidden="true" />
            <p className="muted" role="status">
              {t('approveTransactionLoading')}
            </p>
          </div>
        )
      )}
    </div>
  )
}

const frameSlotCss = `
.frame-box { position: relative; }
.frame-slot { width: 100%; height: min(${FRAME_SLOT_HEIGHT_PX}px, calc(100dvh - 120px)); border-radius: calc(var(--portico-border-radius-master) * 4); }
.frame-state { position: absolute; inset: 0; display: grid; place-content: center; justify-items: center; gap: 12px; text-align: center; padding: 16px; }
.frame-state .spinner.small, .frame-box .spinner.small { position: static; width: 20px; height: 20px; border-width: 2px; }
`
