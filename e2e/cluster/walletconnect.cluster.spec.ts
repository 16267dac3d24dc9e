import './clusterPortOffset.js'
import { expect, test } from '@playwright/test'
import { type Hex, verifyMessage } from 'viem'
import { E2E_PORTS } from '../ports.js'
import { approvePairingInSampleWallet, showPairingUri } from '../specs/walletConnectSteps.js'
import { killNode, nodesOf, relayConnections, reviveCluster } from './clusterControl.js'

/**
 * Issue 20, "Proven on a cluster": a WalletConnect pairing with the sample wallet and a signed
 * message while a relay node is killed with SIGKILL — "the flow completes (clients reconnect), no
 * relay message is lost". The steps are walletconnect.spec.ts's, on the cluster.
 */

/** The sample wallet page (apps/wallet, WalletKit), pointed at the balancer's relay port. */
const SAMPLE_WALLET_URL = `http://127.0.0.1:${E2E_PORTS.wallet}/`
/** The sample wallet's first EVM account: anvil account #0 of the devnet mnemonic. */
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** What the demo's "Sign message" button signs (apps/demo/src/WalletActions.tsx). */
const MESSAGE = 'Hello from the Portico demo'

const total = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0)

test('a WalletConnect pairing with the sample wallet and a signed message: the relay node holding the wallet’s socket is killed with SIGKILL after the pairing; the clients reconnect, the signature request still arrives (no relay message lost) and the signature verifies', async ({
  page,
  context,
}) => {
  await reviveCluster()
  // No client of an earlier test still holds a socket: the counts below are this test's clients.
  await expect.poll(async () => total(await relayConnections())).toBe(0)
  const uri = await showPairingUri(page)
  // The demo holds its socket now (it published the pairing's subscription); the wallet none.
  await expect.poll(async () => total(await relayConnections())).toBeGreaterThanOrEqual(1)
  const beforeWallet = await relayConnections()

  // The wallet, in a second tab: paste the URI, see the dApp, approve (walletconnect.spec.ts).
  const wallet = await approvePairingInSampleWallet(page, context, {
    walletUrl: SAMPLE_WALLET_URL,
    uri,
    address: ADDRESS,
  })

  // The wallet's socket is the one connection more, on the node nginx gave it.
  await expect.poll(async () => total(await relayConnections())).toBe(total(beforeWallet) + 1)
  const afterWallet = await relayConnections()
  const grown = [...afterWallet].filter(([name, n]) => n > (beforeWallet.get(name) ?? 0))
  expect(grown, 'exactly one relay node took the wallet’s socket').toHaveLength(1)
  const [walletNode] = grown[0] as [string, number]
  const survivor = (await nodesOf('relay')).find((node) => node.name !== walletNode)
  if (!survivor) throw new Error('no second relay node')

  // The relay node serving the wallet dies mid-session, before the signature request.
  await killNode(walletNode as 'relay-1' | 'relay-2')
  test.info().annotations.push({
    type: 'killed',
    description: `${walletNode}, holding the wallet's socket (connections before: ${JSON.stringify(Object.fromEntries(afterWallet))})`,
  })

  // personal_sign from the demo: published through the surviving node, kept in Redis until the
  // wallet's client has reconnected (through nginx, to the survivor) and subscribed again.
  await page.getByTestId('demo-sign-message').click()
  const signRequest = wallet.getByTestId('wc-request')
  await expect(signRequest.getByTestId('wc-request-method')).toContainText('personal_sign', {
    timeout: 60_000,
  })
  await signRequest.getByTestId('wc-request-approve').click()
  const signature = page.getByTestId('demo-signature')
  await expect(signature).toHaveAttribute('data-state', 'done', { timeout: 60_000 })
  const signed = ((await signature.textContent()) ?? '') as Hex
  expect(await verifyMessage({ address: ADDRESS, message: MESSAGE, signature: signed })).toBe(true)

  // Both clients reconnected: the survivor holds the demo's socket and the wallet's.
  const counts = await relayConnections()
  expect([...counts.keys()]).toEqual([survivor.name])
  expect(counts.get(survivor.name)).toBeGreaterThanOrEqual(2)
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
})
