/**
 * What reaches UniversalProvider for each relay choice (issue 19: "the parameters reaching
 * UniversalProvider for each mode (unit)"). WalletConnect's public relay cannot be reached from
 * this machine, so UniversalProvider.init is spied on and answers with an offline provider
 * (`offlineProvider`); the operator's relay is tested end to end with the real provider in
 * createWalletConnectAdapter.relay.test.ts.
 */
import { createMemoryStorage, createPortico } from '@portico/core'
import { testNetwork } from '@portico/core/testing'
import { UniversalProvider } from '@walletconnect/universal-provider'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { WALLETCONNECT_PUBLIC_RELAY_URL } from './chooseRelay.js'
import {
  type CreateWalletConnectAdapterParameters,
  createWalletConnectAdapter,
} from './createWalletConnectAdapter.js'

const PORTICO_PROJECT_ID = 'portico-demo'
const WC_PROJECT_ID = 'f0e1d2c3b4a5968778695a4b3c2d1e0f'

/** What the adapter touches of a started provider, with nothing behind it. */
function offlineProvider() {
  const register = vi.fn(async () => 'attestation')
  return {
    register,
    provider: {
      client: { core: { verify: { register } }, on: () => {} },
      on: () => {},
    },
  }
}

afterEach(() => {
  vi.restoreAllMocks()
})

async function startWith(parameters: CreateWalletConnectAdapterParameters) {
  const offline = offlineProvider()
  const init = vi
    .spyOn(UniversalProvider, 'init')
    .mockResolvedValue(
      offline.provider as unknown as Awaited<ReturnType<typeof UniversalProvider.init>>,
    )
  const adapter = createWalletConnectAdapter({ ...parameters, logLevel: 'silent' })
  const portico = createPortico({
    projectId: PORTICO_PROJECT_ID,
    networks: [testNetwork(1)],
    adapters: [adapter],
    storage: createMemoryStorage(),
  })
  const unmount = portico.mount()
  await adapter.getProvider()
  unmount()
  const options = init.mock.calls[0]?.[0]
  return {
    projectId: options?.projectId,
    relayUrl: options?.relayUrl,
    telemetryEnabled: options?.telemetryEnabled,
    // Replaced by a no-op unless the Verify API was chosen.
    verifyKept: offline.provider.client.core.verify.register === offline.register,
  }
}

describe('the relay choice reaches UniversalProvider', () => {
  test.each<[string, CreateWalletConnectAdapterParameters, Awaited<ReturnType<typeof startWith>>]>([
    [
      "the operator's relay: Portico's project id, no Verify iframe",
      { relayUrl: 'ws://127.0.0.1:4001' },
      {
        projectId: PORTICO_PROJECT_ID,
        relayUrl: 'ws://127.0.0.1:4001',
        telemetryEnabled: false,
        verifyKept: false,
      },
    ],
    [
      "a WalletConnect project id (default 'walletconnect-relay-only'): the public relay under that id, no Verify iframe",
      { walletConnectProjectId: WC_PROJECT_ID, relayUrl: 'ws://127.0.0.1:4001' },
      {
        projectId: WC_PROJECT_ID,
        relayUrl: WALLETCONNECT_PUBLIC_RELAY_URL,
        telemetryEnabled: false,
        verifyKept: false,
      },
    ],
    [
      "'walletconnect': the public relay and WalletConnect's Verify API",
      { relay: 'walletconnect', walletConnectProjectId: WC_PROJECT_ID },
      {
        projectId: WC_PROJECT_ID,
        relayUrl: WALLETCONNECT_PUBLIC_RELAY_URL,
        telemetryEnabled: false,
        verifyKept: true,
      },
    ],
  ])('%s', async (_case, parameters, expected) => {
    expect(await startWith(parameters)).toEqual(expected)
  })
})
