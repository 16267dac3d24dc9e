import type { ComponentType } from 'react'

let pending: Promise<ComponentType> | undefined

/**
 * Loads the modal's code once. Called when the modal first opens and, earlier, when the pointer or
 * focus reaches the connect button, so the chunk is usually there before the click. (A cache of an
 * immutable module, like import() itself: no instance state lives here.)
 */
export function loadModal(): Promise<ComponentType> {
  pending ??= import('./Modal.js').then((module) => module.default)
  // A failed load (offline, deploy in progress) may be retried on the next open.
  pending.catch(() => {
    pending = undefined
  })
  return pending
}
