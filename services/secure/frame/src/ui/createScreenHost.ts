import type { FrameView } from '@portico/embedded/messages'

/** One screen of the frame: its element, what to focus first, and what to undo when it goes. */
export type Screen = {
  element: HTMLElement
  /** @default the screen's first heading */
  initialFocus?: HTMLElement | undefined
  dispose?: (() => void) | undefined
}

/** Builds a screen; `finish` settles the `present` call (and takes the screen away). */
export type ScreenBuilder<result> = (finish: {
  resolve(value: result): void
  reject(error: unknown): void
}) => Screen

/** Parameters of `createScreenHost`. */
export type CreateScreenHostParameters = {
  /** The element screens render into. */
  root: HTMLElement
  /** The frame must become visible in the modal's `view` (posts FrameShow). */
  onVisible(view: FrameView): void
  /** No screen left (posts FrameHide). */
  onHidden(): void
}

/** The frame's screens, one at a time. */
export type ScreenHost = {
  /**
   * Shows a screen once the screens before it are done; resolves with what the screen finishes
   * with. An aborted signal takes the screen away and rejects.
   */
  present<result>(
    view: FrameView,
    build: ScreenBuilder<result>,
    signal?: AbortSignal,
  ): Promise<result>
  /** Shows a screen that stays (the refusal states): no FrameShow, nothing after it. */
  showPermanent(screen: Screen): void
  /**
   * Runs `steps` (several `present` calls, one after another) with the frame kept visible between
   * them: no FrameHide until the last is done, so the dApp's view stays on the frame.
   */
  inSequence<result>(steps: () => Promise<result>): Promise<result>
}

/**
 * Presents the frame's screens one after another (an approval asked while the recovery screen is
 * open waits for it). Each screen is announced to the dApp with FrameShow and, when the last one
 * goes, FrameHide. Focus moves to the screen's first field or heading.
 */
export function createScreenHost({
  root,
  onVisible,
  onHidden,
}: CreateScreenHostParameters): ScreenHost {
  let queue: Promise<unknown> = Promise.resolve()
  let waiting = 0

  const mount = (screen: Screen) => {
    root.replaceChildren(screen.element)
    const focus = screen.initialFocus ?? screen.element.querySelector<HTMLElement>('h1')
    focus?.focus()
  }

  return {
    present(view, build, signal) {
      waiting++
      const run = queue.then(
        () =>
          new Promise((resolve, reject) => {
            if (signal?.aborted) return reject(signal.reason)
            let screen: Screen | undefined
            let settled = false
            const settle = (outcome: () => void) => {
              if (settled) return
              settled = true
              signal?.removeEventListener('abort', onAbort)
              screen?.dispose?.()
              root.replaceChildren()
              outcome()
            }
            const onAbort = () => settle(() => reject(signal?.reason))
            signal?.addEventListener('abort', onAbort, { once: true })
            screen = build({
              resolve: (value) => settle(() => resolve(value)),
              reject: (error) => settle(() => reject(error)),
            })
            if (settled) return
            mount(screen)
            onVisible(view)
          }),
      )
      const done = run.finally(() => {
        waiting--
        if (waiting === 0) onHidden()
      })
      queue = done.catch(() => {})
      return done as Promise<never>
    },
    showPermanent(screen) {
      mount(screen)
    },
    async inSequence(steps) {
      waiting++
      try {
        return await steps()
      } finally {
        waiting--
        if (waiting === 0) onHidden()
      }
    },
  }
}
