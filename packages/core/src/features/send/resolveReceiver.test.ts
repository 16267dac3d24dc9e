import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testInstance, testNetwork } from '../../testing/index.js'
import { chainIdToCoinType } from '../../validation/chainIdToCoinType.js'
import { ResolveNameError } from '../names/errors.js'
import type { AccountName } from '../names/profileApi.js'
import { InvalidReceiverError } from './errors.js'

const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const AVATAR = 'http://127.0.0.1:8547/avatars/bob.svg'

/** bob.portico.eth has an address on chain 31337 only. */
const bob: AccountName = {
  name: 'bob.portico.eth',
  registered: 1_700_000_000,
  updated: 1_700_000_000,
  addresses: { [String(chainIdToCoinType(31337))]: { address: BOB, created: 1_700_000_000 } },
  attributes: [{ avatar: AVATAR }],
}

/** A real HTTP server standing in for the Portico API's names route. */
let server: Server
let apiUrl: string
const requests: string[] = []
let profileStatus = 200

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '', 'http://x')
    requests.push(url.pathname)
    const json = (status: number, body: unknown) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'access-control-allow-origin': '*',
      })
      response.end(JSON.stringify(body))
    }
    if (url.pathname === '/v1/profile/account/bob.portico.eth')
      return profileStatus === 200
        ? json(200, bob)
        : json(profileStatus, { reasons: [{ description: 'Names are resting' }] })
    if (url.pathname.startsWith('/v1/profile/account/'))
      return json(404, { error: { code: 'NOT_FOUND', message: 'no such name' } })
    return json(404, { error: { code: 'NOT_FOUND', message: 'not here' } })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('resolveReceiver: an address, or a name resolved through the names API (spec §7)', () => {
  it.each([
    ['an EVM address, as typed', BOB, BOB],
    ['an EVM address without 0x gets it (spec §5: optional prefix)', BOB.slice(2), BOB],
    ['spaces around are dropped', `  ${BOB} `, BOB],
  ])('%s', async (_case, input, address) => {
    const portico = testInstance({ apiUrl })
    expect(await portico.send.resolveReceiver({ input })).toEqual({ address })
    expect(portico.stores.send.getState()).toMatchObject({
      receiverAddress: address,
      receiverProfileName: undefined,
      receiverProfileImageUrl: undefined,
    })
  })

  it("a name: the address for the chain's ENSIP-11 coin type, with the name and avatar", async () => {
    profileStatus = 200
    const portico = testInstance({ apiUrl })
    await portico.send.resolveReceiver({ input: 'bob.portico.eth' })
    expect(portico.stores.send.getState()).toMatchObject({
      receiverAddress: BOB,
      receiverProfileName: 'bob.portico.eth',
      receiverProfileImageUrl: AVATAR,
    })
    expect(requests).toContain('/v1/profile/account/bob.portico.eth')
  })

  it.each([
    ['an unknown name', 'nobody.portico.eth', 31337, 200],
    ['a name without an address on this chain', 'bob.portico.eth', 31338, 200],
    ['the API fails', 'bob.portico.eth', 31337, 500],
  ])(
    "'Error resolving name' for %s, and no old address stays",
    async (_case, input, chainId, status) => {
      profileStatus = status
      const portico = testInstance({
        apiUrl,
        networks: [testNetwork(chainId), testNetwork(1)],
      })
      portico.send.setReceiver({ receiver: { address: BOB, profileName: 'old' } })
      const error = await portico.send.resolveReceiver({ input }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ResolveNameError)
      expect(portico.stores.send.getState().receiverAddress).toBeUndefined()
      expect(portico.stores.send.getState().receiverProfileName).toBeUndefined()
    },
  )

  it("spec §8: a name API error shows the API's first reason", async () => {
    profileStatus = 503
    const portico = testInstance({ apiUrl })
    const error = (await portico.send
      .resolveReceiver({ input: 'bob.portico.eth' })
      .catch((e: unknown) => e)) as ResolveNameError
    expect(error.shortMessage).toBe('Names are resting')
  })

  it('input that is neither an address nor a name is refused without asking the API', async () => {
    const portico = testInstance({ apiUrl })
    const before = requests.length
    await expect(portico.send.resolveReceiver({ input: '0x1234' })).rejects.toBeInstanceOf(
      InvalidReceiverError,
    )
    expect(requests.length).toBe(before)
  })

  it('an answer that arrives after the user typed on (aborted) is dropped', async () => {
    profileStatus = 200
    const portico = testInstance({ apiUrl })
    const controller = new AbortController()
    const pending = portico.send.resolveReceiver({
      input: 'bob.portico.eth',
      signal: controller.signal,
    })
    controller.abort()
    await pending.catch(() => undefined)
    expect(portico.stores.send.getState().receiverAddress).toBeUndefined()
  })

  it("'' clears the receiver", async () => {
    const portico = testInstance({ apiUrl })
    portico.send.setReceiver({ receiver: { address: BOB, profileName: 'bob.portico.eth' } })
    await portico.send.resolveReceiver({ input: ' ' })
    expect(portico.stores.send.getState().receiverAddress).toBeUndefined()
  })
})
