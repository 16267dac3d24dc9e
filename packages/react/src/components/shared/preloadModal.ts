import { loadModal } from '../../modal/loadModal.js'

/** Starts loading the modal's code when the pointer or focus heads for a button. */
export function preloadModal(): void {
  void loadModal().catch(() => undefined)
}
