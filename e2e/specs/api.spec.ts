import { expect, test } from '@playwright/test'
import { E2E_PORTS } from '../ports.js'

const API_URL = `http://127.0.0.1:${E2E_PORTS.api}`

test('the demo reads its remote features from the API and its analytics reach it', async ({
  page,
}) => {
  const config = page.waitForResponse((r) => r.url().startsWith(`${API_URL}/appkit/v1/config?`))
  await page.goto('/')
  const configResponse = await config
  expect(configResponse.status()).toBe(200)
  // CORS answers the demo's origin, which the development project allows (http://127.0.0.1:*).
  expect(configResponse.headers()['access-control-allow-origin']).toBe(new URL(page.url()).origin)
  expect(await configResponse.json()).toHaveProperty('features')

  const event = page.waitForResponse(
    (r) => r.url().startsWith(`${API_URL}/e?`) && r.request().method() === 'POST',
  )
  await page.getByTestId('connect-button').click()
  const eventResponse = await event
  expect(eventResponse.status()).toBe(200)
  expect(eventResponse.request().postDataJSON()).toMatchObject({
    props: { type: 'track', event: 'MODAL_OPEN' },
  })
})
