// Test-only.
import { vi } from 'vitest'

/** The popups a test opened (real windows of the test browser); close them with closePopups. */
export const popups: Window[] = []

/** Records every window core opens, as the browser opened it. */
export function watchPopups() {
  const open = window.open.bind(window)
  return vi.spyOn(window, 'open').mockImplementation((...args) => {
    const popup = open(...args)
    if (popup) popups.push(popup)
    return popup
  })
}

/** Closes the popups the test opened (call it after each test). */
export function closePopups() {
  for (const popup of popups.splice(0)) popup.close()
}
