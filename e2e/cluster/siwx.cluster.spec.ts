import './clusterPortOffset.js'
import { expect, test } from '@playwright/test'
import { backendSession } from '../specs/siwxSession.js'
import { accessLog, killNode, nodesOf, reviveCluster } from './clusterControl.js'
import type { AccessLogEntry } from './readNginxAccessLog.js'

/**
 * Issue 20, "Proven on a cluster": a SIWX sign-in while an API node is killed with SIGKILL — "the
 * flow completes" and "the user stays signed in". The steps are siwx.spec.ts's, on the cluster.
 */

/** The demo's test browser wallet (injected from the sample wallet's server) holding anvil account #0. */
const WALLET = { rdns: 'xyz.portico.testwallet' }
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

test('a SIWX sign-in with the API node that answered the widget last killed with SIGKILL mid-flow: the sign-in completes, the widget’s API requests go to the other node, and the user stays signed in after a reload', async ({
  page,
}) => {
  await reviveCluster()
  const apiNodes = await nodesOf('api')
  const apiRequests = (entries: AccessLogEntry[]) =>
    entries.filter((entry) => apiNodes.some((node) => entry.upstreams.includes(node.address)))
  const mark = (await accessLog()).length

  // Sign-in required: connect → SIWXSignMessage (siwx.spec.ts's steps).
  await page.goto('/?siwx=required')
  await expect(page.getByTestId('demo-siwx-session')).toHaveText('Not signed in')
  await page.getByTestId('connect-button').click()
  await page.getByTestId(`wallet-option-${WALLET.rdns}`).click()
  const dialog = page.getByRole('dialog', { name: 'Sign In' })
  await expect(dialog).toBeVisible()

  // The API node that answered the widget's last request through the balancer dies.
  await expect
    .poll(async () => apiRequests((await accessLog()).slice(mark)).length, {
      message: 'the widget asked the API through the balancer',
    })
    .toBeGreaterThan(0)
  const last = apiRequests((await accessLog()).slice(mark)).at(-1) as AccessLogEntry
  const victim = apiNodes.find((node) => node.address === last.upstreams.at(-1))
  const survivor = apiNodes.find((node) => node !== victim)
  if (!victim || !survivor) throw new Error(`no API node answered ${last.path}`)
  await killNode(victim.name)
  test.info().annotations.push({
    type: 'killed',
    description: `${victim.name}, which answered ${last.method} ${last.path}`,
  })
  const killedAt = (await accessLog()).length

  // The sign-in completes: signed, the backend's session set.
  await page.getByTestId('portico-siwx-sign').click()
  await expect(dialog).toBeHidden({ timeout: 30_000 })
  await expect(page.getByTestId('demo-siwx-session')).toHaveAttribute('data-state', 'signed-in')
  await expect(page.getByTestId('demo-siwx-session')).toContainText(
    `Signed in as ${ADDRESS} on eip155:31337`,
  )
  expect(await backendSession(page)).toMatchObject({
    accountAddress: ADDRESS,
    chainId: 'eip155:31337',
  })

  // The user stays signed in after a reload: connected, no new prompt.
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('connected', { timeout: 30_000 })
  await expect(page.getByTestId('demo-siwx-session')).toHaveAttribute('data-state', 'signed-in')
  await expect(dialog).toBeHidden()

  // The widget's API requests since the kill (the reload's at least) were answered, by the
  // survivor — after a failed try on the dead node where nginx picked it first.
  await expect
    .poll(async () => apiRequests((await accessLog()).slice(killedAt)).length, {
      message: 'the reloaded widget asked the API through the balancer',
    })
    .toBeGreaterThan(0)
  const afterKill = apiRequests((await accessLog()).slice(killedAt))
  test.info().annotations.push({
    type: 'answered after the kill',
    description: afterKill
      .map((e) => `${e.method} ${e.path} ${e.status} by ${e.upstreams.join(' → ')}`)
      .join('; '),
  })
  for (const entry of afterKill) {
    expect(entry.upstreams.at(-1), `${entry.method} ${entry.path}`).toBe(survivor.address)
    expect(entry.status, `${entry.method} ${entry.path}`).toBeLessThan(500)
  }
})
