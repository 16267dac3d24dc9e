import { expect, type Page } from '@playwright/test'

/** A session as the demo's backend reports it (apps/demo's SIWX backend). */
export type DemoSiwxSession = { accountAddress: string; chainId: string }

/** What the demo backend says about the browser's session cookie: its session, or null. */
export async function backendSession(page: Page): Promise<DemoSiwxSession | null> {
  const response = await page.request.get('/api/siwx/session')
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { session: DemoSiwxSession | null }).session
}
