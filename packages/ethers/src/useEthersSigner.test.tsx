import { createFakeAdapter, testInstance, testNetwork } from '@portico/core/testing'
import { PorticoProvider } from '@portico/react'
import type { BrowserProvider, JsonRpcSigner } from 'ethers'
import { expect, test } from 'vitest'
import { render } from 'vitest-browser-react'
import { useEthersProvider } from './useEthersProvider.js'
import { useEthersSigner } from './useEthersSigner.js'

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A wallet provider that only records what it is asked: the hooks must not ask it anything. */
function recordingProvider() {
  const asked: string[] = []
  return {
    asked,
    request: async ({ method }: { method: string }) => {
      asked.push(method)
      throw new Error(`not expected: ${method}`)
    },
  }
}

type Seen = { signer: JsonRpcSigner | undefined; provider: BrowserProvider | undefined }

/** Records each new signer or provider the hooks give. */
function Probe({ seen }: { seen: Seen[] }) {
  const signer = useEthersSigner()
  const provider = useEthersProvider()
  const last = seen.at(-1)
  if (!last || last.signer !== signer || last.provider !== provider) seen.push({ signer, provider })
  return null
}

function setup() {
  const provider = recordingProvider()
  const evm = createFakeAdapter('eip155', [{ id: 'w1', address: ALICE, chainId: 31337, provider }])
  const sol = createFakeAdapter('solana', [{ id: 's1', address: 'So1ana', chainId: 'devnet' }])
  const portico = testInstance({
    networks: [testNetwork(31337), testNetwork(1), testNetwork('devnet', 'solana')],
    adapters: [evm.adapter, sol.adapter],
  })
  const seen: Seen[] = []
  return { portico, evm, provider, seen }
}

test('issue 19 "useEthersProvider() / useEthersSigner() for ethers v6, rebuilt when the account or chain changes (a stale signer after an account switch is a known complaint with peers)"', async () => {
  const { portico, evm, provider, seen } = setup()
  await render(
    <PorticoProvider instance={portico}>
      <Probe seen={seen} />
    </PorticoProvider>,
  )
  // Nothing connected: nothing to sign with.
  expect(seen.at(-1)).toEqual({ signer: undefined, provider: undefined })

  await portico.connect({ connectorId: 'w1' })
  await expect.poll(() => seen.at(-1)?.signer?.address).toBe(ALICE)
  const first = seen.at(-1)!
  expect((await first.provider!.getNetwork()).chainId).toBe(31337n)
  // The signer is the connected wallet's, on its provider.
  expect(first.signer!.provider).toBeInstanceOf(Object)

  // The wallet switches account: a new signer, for the new account; the old one stays Alice's.
  evm.emit({ type: 'accountChanged', address: BOB, connectorId: 'w1' })
  await expect.poll(() => seen.at(-1)?.signer?.address).toBe(BOB)
  const second = seen.at(-1)!
  expect(second.signer).not.toBe(first.signer)
  expect(first.signer!.address).toBe(ALICE)

  // The wallet switches chain: a new provider and signer on the new chain.
  evm.emit({ type: 'chainChanged', chainId: 1, connectorId: 'w1' })
  await expect.poll(async () => (await seen.at(-1)?.provider?.getNetwork())?.chainId).toBe(1n)
  expect(seen.at(-1)!.provider).not.toBe(second.provider)
  expect(seen.at(-1)!.signer!.address).toBe(BOB)

  // Another namespace becoming active leaves the EVM signer as it is.
  const beforeSolana = seen.at(-1)!
  await portico.connect({ connectorId: 's1' })
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(seen.at(-1)).toBe(beforeSolana)

  // Disconnected: gone.
  await portico.disconnect({ namespace: 'eip155' })
  await expect.poll(() => seen.at(-1)?.signer).toBeUndefined()
  expect(seen.at(-1)!.provider).toBeUndefined()
  // Making providers and signers asked the wallet nothing (no eth_requestAccounts, no eth_chainId).
  expect(provider.asked).toEqual([])
})
