import {
  createVisibilityGuard,
  supportsVisibilityTracking,
  type VisibilityGuard,
} from './createVisibilityGuard.js'

/**
 * How a screen with buttons that move value or show keys makes sure it is seen: its buttons armed
 * by a visibility guard (IntersectionObserver v2 in the frame, focus in the secure window), or —
 * where the browser cannot tell — the decision moved to the secure window.
 */
export type ScreenProtection =
  | { kind: 'guard'; createGuard(): VisibilityGuard }
  | { kind: 'secureWindow' }

/** The frame's protection in this browser: the IOv2 guard where it exists, else the secure window. */
export function frameScreenProtection(frameWindow: Window = window): ScreenProtection {
  return supportsVisibilityTracking(frameWindow)
    ? { kind: 'guard', createGuard: () => createVisibilityGuard({ window: frameWindow }) }
    : { kind: 'secureWindow' }
}
