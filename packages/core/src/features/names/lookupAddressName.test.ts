// What an address is called, against the real Portico API (services/api on SQLite, listening on a
// free port, checking signatures on a seeded devnet). This API serves no identity route (it has no
// ENS chain configured, as `services/api` without a devnet): `/v1/identity` answers 404, so the
// name comes from `/v1/profile/reverse/{address}`.
import type { AddressInfo } from 'node:net'
import type { DevnetHandle } from '@portico/devnet'
import { startTestDevnet } from '@portico/devnet/testing'
import type { Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { IDENTITY_CACHE_TTL_MS } from '../../constants.js'
import { createFakeAdapter, testInstance, testNetwork, until } from '../../testing/index.js'
import { chainIdToCoinType } from '../../validation/chainIdToCoinType.js'
import { createAccountNameMessage, registerAccountName } from './profileApi.js'

const PROJECT = 'p1'
let devnet: DevnetHandle
let apiUrl: string
let closeApi: () => Promise<void>
/** An address with a registered name and avatar, and the name. */
let named: { address: Address; name: string; avatar: string }

beforeAll(async () => {
  devnet = await startTestDevnet()
  const chain = devnet.config.chains[0]
  if (!chain) throw new Error('the devnet has a chain')
  const { startTestApi } = await import('@portico/api/testing')
  const api = await startTestApi('sqlite', {
    profile: {
      chains: [
        {
          chainId: chain.chainId,
          rpcUrls: [chain.rpcUrl],
          ensRegistry: chain.contracts.ensRegistry as Address,
        },
      ],
    },
  })
  await api.app.listen({ host: '127.0.0.1', port: 0 })
  apiUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`
  closeApi = api.close
  const account = privateKeyToAccount(generatePrivateKey())
  const name = `reverse-${Math.random().toString(36).slice(2, 8)}.portico.eth`
  const avatar = `${devnet.config.assetsUrl}/nft/1.svg`
  const message = createAccountNameMessage({ name, attributes: { avatar } })
  await registerAccountName({
    apiUrl,
    projectId: PROJECT,
    coinType: chainIdToCoinType(chain.chainId),
    address: account.address,
    message,
    signature: await account.signMessage({ message }),
  })
  named = { address: account.address, name, avatar }
}, 60_000)
afterAll(async () => {
  await closeApi?.()
  await devnet?.stop()
})

const unmounts: (() => void)[] = []
afterEach(async () => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  for (const unmount of unmounts.splice(0)) unmount()
  await vi.dynamicImportSettled()
})

/** A mounted widget on the API, connected to a fake wallet at `address`. */
async function connected(address: string) {
  const portico = testInstance({
    projectId: PROJECT,
    networks: [testNetwork(31337)],
    adapters: [createFakeAdapter('eip155', [{ id: 'w1', address, chainId: 31337 }]).adapter],
    apiUrl,
  })
  unmounts.push(portico.mount())
  await portico.connect({ connectorId: 'w1' })
  return portico
}

/** The name requests made through `fetch` so far: identity and reverse paths. */
function nameRequests(spy: { mock: { calls: unknown[][] } }): string[] {
  return spy.mock.calls
    .map(([input]) => new URL(String(input instanceof Request ? input.url : input)).pathname)
    .filter((path) => path.startsWith('/v1/identity/') || path.startsWith('/v1/profile/reverse/'))
}

/** Whether every request made through `fetch` so far has answered. */
function settled(spy: { mock: { settledResults: { type: string }[] } }): boolean {
  return spy.mock.settledResults.every((r) => r.type !== 'incomplete')
}

describe('names shown for an address — spec §7 "GET /v1/profile/reverse/{address}"', () => {
  it('the account button and Account view: the connected account shows its registered name and avatar', async () => {
    const portico = await connected(named.address)
    await until(() => portico.getAccount().profileName === named.name, 5_000)
    expect(portico.getAccount().profileImage).toBe(named.avatar)
  })

  it('the WalletSend receiver: an address typed gets its registered name and avatar', async () => {
    const portico = await connected(privateKeyToAccount(generatePrivateKey()).address)
    const receiver = await portico.send.resolveReceiver({ input: named.address })
    expect(receiver).toEqual({ address: named.address })
    await until(() => portico.stores.send.getState().receiverProfileName === named.name, 5_000)
    expect(portico.stores.send.getState()).toMatchObject({
      receiverAddress: named.address,
      receiverProfileImageUrl: named.avatar,
    })
  })

  it('an address without a name shows none (the address stands in)', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const address = privateKeyToAccount(generatePrivateKey()).address
    const portico = await connected(address)
    await portico.send.resolveReceiver({ input: address })
    // Both lookups (the account's and the receiver's, one request each) have answered.
    await until(() => nameRequests(fetchSpy).length === 2 && settled(fetchSpy), 5_000)
    expect(portico.getAccount().profileName).toBeUndefined()
    expect(portico.stores.send.getState()).toMatchObject({
      receiverAddress: address,
      receiverProfileName: undefined,
    })
  })
})

describe('spec §9 "Caches: … ENS and identity 5 min"', () => {
  it('an address is looked up once per instance for IDENTITY_CACHE_TTL_MS (5 min), then again', async () => {
    expect(IDENTITY_CACHE_TTL_MS).toBe(300_000)
    vi.useFakeTimers({ toFake: ['Date'], now: 1_800_000_000_000 })
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const portico = await connected(privateKeyToAccount(generatePrivateKey()).address)
    await until(() => nameRequests(fetchSpy).length === 2 && settled(fetchSpy), 5_000)
    fetchSpy.mockClear()
    const receiverName = async () => {
      await portico.send.resolveReceiver({ input: '' })
      await portico.send.resolveReceiver({ input: named.address })
      await until(() => portico.stores.send.getState().receiverProfileName === named.name, 5_000)
    }
    await receiverName()
    // No identity route here: identity (404), then the registered names.
    expect(nameRequests(fetchSpy)).toEqual([
      `/v1/identity/${named.address}`,
      `/v1/profile/reverse/${named.address}`,
    ])
    vi.setSystemTime(Date.now() + IDENTITY_CACHE_TTL_MS - 1)
    await receiverName()
    expect(nameRequests(fetchSpy)).toHaveLength(2)
    vi.setSystemTime(Date.now() + 1)
    await receiverName()
    expect(nameRequests(fetchSpy)).toHaveLength(4)
    // Per instance: another widget on the page asks for itself.
    fetchSpy.mockClear()
    const other = await connected(privateKeyToAccount(generatePrivateKey()).address)
    await until(() => nameRequests(fetchSpy).length === 2 && settled(fetchSpy), 5_000)
    fetchSpy.mockClear()
    await other.send.resolveReceiver({ input: named.address })
    await until(() => other.stores.send.getState().receiverProfileName === named.name, 5_000)
    expect(nameRequests(fetchSpy)).toHaveLength(2)
  })
})
