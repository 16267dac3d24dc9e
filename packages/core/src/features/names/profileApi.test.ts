// The name API client against the real Portico API (services/api on SQLite, listening on a free
// port) checking signatures on a seeded devnet.
import type { AddressInfo } from 'node:net'
import { P1_QUERY, startTestApi } from '@portico/api/testing'
import type { DevnetHandle } from '@portico/devnet'
import { getFreePorts, startTestDevnet } from '@portico/devnet/testing'
import type { Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chainIdToCoinType } from '../../validation/chainIdToCoinType.js'
import {
  FetchNameSuggestionsError,
  FetchNamesForAddressError,
  RegisterNameError,
  ResolveNameError,
} from './errors.js'
import {
  createAccountNameMessage,
  readAccountName,
  readNameSuggestions,
  readReverseNames,
  registerAccountName,
} from './profileApi.js'

const projectId = P1_QUERY.match(/projectId=([^&]+)/)?.[1] ?? 'p1'
let devnet: DevnetHandle
let apiUrl: string
/** An address nothing listens on: the API is down. */
let downUrl: string
let closeApi: () => Promise<void>

beforeAll(async () => {
  devnet = await startTestDevnet()
  const chain = devnet.config.chains[0]
  if (!chain) throw new Error('the devnet has a chain')
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
  downUrl = `http://127.0.0.1:${(await getFreePorts(1))[0]}`
  closeApi = api.close
}, 60_000)
afterAll(async () => {
  await closeApi?.()
  await devnet?.stop()
})

const coinType = () => chainIdToCoinType(devnet.config.chains[0]?.chainId ?? 0)
const label = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`

async function register(name: string, attributes: Record<string, string> = {}) {
  const account = privateKeyToAccount(generatePrivateKey())
  const message = createAccountNameMessage({ name, attributes })
  const result = await registerAccountName({
    apiUrl,
    projectId,
    coinType: coinType(),
    address: account.address,
    message,
    signature: await account.signMessage({ message }),
  })
  return { account, result }
}

describe('createAccountNameMessage — spec §7 "JSON of name, attributes, timestamp in seconds"', () => {
  it('is JSON of exactly name, attributes and timestamp, in that order', () => {
    expect(
      createAccountNameMessage({ name: 'satoshi.portico.eth', timestamp: 1_800_000_000 }),
    ).toBe('{"name":"satoshi.portico.eth","attributes":{},"timestamp":1800000000}')
  })

  it('stamps the current time in whole seconds', () => {
    const before = Math.floor(Date.now() / 1_000)
    const { timestamp } = JSON.parse(createAccountNameMessage({ name: 'x' }))
    expect(timestamp).toBeGreaterThanOrEqual(before)
    expect(Number.isInteger(timestamp)).toBe(true)
    expect(timestamp).toBeLessThan(before + 5)
  })
})

describe('registerAccountName and readAccountName', () => {
  it('registers a signed name and reads it back (apiVersion 2: addresses, attributes)', async () => {
    const name = `${label('core')}.portico.eth`
    const { account, result } = await register(name, { bio: 'hello' })
    expect(result.success).toBe(true)
    expect(result.account?.name).toBe(name)
    const read = await readAccountName({ apiUrl, projectId, name })
    expect(read).toMatchObject({
      name,
      addresses: { [String(coinType())]: { address: account.address } },
      attributes: [{ bio: 'hello' }],
    })
    expect(await readReverseNames({ apiUrl, projectId, address: account.address })).toEqual([read])
  })

  it("spec §8: a refusal shows the API's first reason ('Name is already taken')", async () => {
    const name = `${label('taken')}.portico.eth`
    await register(name)
    const error = await register(name).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RegisterNameError)
    expect((error as RegisterNameError).shortMessage).toBe('Name is already taken')
    expect((error as RegisterNameError).defaultMessage).toBe(`Error registering name ${name}`)
  })

  it("spec §8: without a reason, 'Error registering name {name}'", async () => {
    const error = await registerAccountName({
      apiUrl: downUrl,
      projectId,
      coinType: coinType(),
      address: privateKeyToAccount(generatePrivateKey()).address,
      message: createAccountNameMessage({ name: 'nobody.portico.eth' }),
      signature: '0x00',
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RegisterNameError)
    expect((error as RegisterNameError).shortMessage).toBe(
      'Error registering name nobody.portico.eth',
    )
  })

  it('an unknown name is null, not an error', async () => {
    expect(await readAccountName({ apiUrl, projectId, name: 'never-seen.portico.eth' })).toBeNull()
  })

  it.each([
    [
      'the API refuses the name',
      () => apiUrl,
      'abc.portico.eth',
      'Account name must be at least 4 characters',
    ],
    ['the API is down', () => downUrl, 'alice2.portico.eth', 'Error resolving name'],
  ])("readAccountName: %s → ResolveNameError '%s'", async (_case, url, name, message) => {
    const error = await readAccountName({ apiUrl: url(), projectId, name }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ResolveNameError)
    expect((error as ResolveNameError).shortMessage).toBe(message)
  })
})

describe('readReverseNames', () => {
  it('[] for an address without names', async () => {
    const address = privateKeyToAccount(generatePrivateKey()).address
    expect(await readReverseNames({ apiUrl, projectId, address })).toEqual([])
  })

  it.each([
    ['the API refuses the address', () => apiUrl, '0x1234', 'Invalid request'],
    ['the API is down', () => downUrl, '0x'.padEnd(42, '1'), 'Error fetching names for address'],
  ])('%s → FetchNamesForAddressError', async (_case, url, address, message) => {
    const error = await readReverseNames({ apiUrl: url(), projectId, address }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(FetchNamesForAddressError)
    expect((error as FetchNamesForAddressError).shortMessage).toBe(message)
  })
})

describe('readNameSuggestions', () => {
  it('the typed name first with its availability, then free variants', async () => {
    const wanted = label('sugg')
    const suggestions = await readNameSuggestions({ apiUrl, projectId, name: wanted })
    expect(suggestions[0]).toEqual({ name: `${wanted}.portico.eth`, registered: false })
    expect(suggestions.slice(1).every((s) => !s.registered)).toBe(true)
    expect(suggestions.length).toBeGreaterThan(1)
    // A devnet seed name is taken.
    expect(
      (await readNameSuggestions({ apiUrl, projectId, name: 'alice', zone: 'portico.eth' }))[0],
    ).toEqual({ name: 'alice.portico.eth', registered: true })
  })

  it.each([
    ['a short name', () => apiUrl, 'abc', 'Account name must be at least 4 characters'],
    ['the API is down', () => downUrl, 'satoshi', 'Error fetching name suggestions'],
  ])('%s → FetchNameSuggestionsError', async (_case, url, name, message) => {
    const error = await readNameSuggestions({ apiUrl: url(), projectId, name }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(FetchNameSuggestionsError)
    expect((error as FetchNameSuggestionsError).shortMessage).toBe(message)
  })
})
