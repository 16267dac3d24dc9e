import type { Page } from '@playwright/test'

/**
 * Collects what a page reports as an error while a test drives it: `console.error` messages and
 * uncaught exceptions. Returns the list, filled as they come; a test expects it empty at the end.
 */
export function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
  return errors
}
