import { createAccountNameMessage } from '@portico/core/internal'
import {
  AccountName,
  NameSuggestionsResponse,
  RegisterNameBody,
  RegisterNameResponse,
  ReverseNamesResponse,
} from '@portico/protocol'
import { schemaErrors } from '@portico/protocol/testing'
import type { TSchema } from '@sinclair/typebox'
import { type Address, getAddress, type Hex, keccak256, type LocalAccount, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENGINES } from '../testing/openTestDatabase.js'
import {
  type ProfileDevnet,
  QUERY,
  signAsCounterfactualWallet,
  startProfileApi,
  startProfileDevnet,
} from './testing/profileTestWorld.js'

/** ENSIP-11 coin type of the devnet's chain A (31337). */
const COIN_A = (0x8000_0000 | 31337) >>> 0
const nowS = () => Math.floor(Date.now() / 1_000)

let world: ProfileDevnet
beforeAll(async () => {
  world = await startProfileDevnet()
}, 60_000)
afterAll(() => world?.stop())

/** A fresh EOA: no seed reverse record, no earlier messages. */
const freshAccount = () => privateKeyToAccount(generatePrivateKey())

type Registration = {
  coin_type: number
  address: string
  message: string
  signature: string
}

async function signed(
  account: LocalAccount,
  {
    name,
    attributes = {},
    timestamp = nowS(),
    coinType = COIN_A,
  }: {
    name: string
    attributes?: Record<string, string>
    timestamp?: number
    coinType?: number
  },
): Promise<Registration> {
  const message = createAccountNameMessage({ name, attributes, timestamp })
  return {
    coin_type: coinType,
    address: account.address,
    message,
    signature: await account.signMessage({ message }),
  }
}

describe.each(ENGINES)('account names on %s (spec §7 /v1/profile)', (engine) => {
  let api: Awaited<ReturnType<typeof startProfileApi>>
  beforeAll(async () => {
    api = await startProfileApi(engine, world)
  })
  afterAll(() => api?.close())

  const post = (body: unknown, query = QUERY) =>
    api.app.inject({ method: 'POST', url: `/v1/profile/account?${query}`, payload: body as never })
  const get = (path: string, query = QUERY) =>
    api.app.inject({ url: `${path}${path.includes('?') ? '&' : '?'}${query}` })
  const unique = (label: string) => `${label}-${engine}-${Math.random().toString(36).slice(2, 8)}`

  describe('POST /v1/profile/account refuses, with the reason as reasons[0].description', () => {
    const taker = freshAccount()
    const takenName = () => `taken-${engine}.portico.eth`
    beforeAll(async () => {
      const response = await post(await signed(taker, { name: takenName() }))
      expect(response.statusCode).toBe(200)
    })

    it.each<[string, () => Promise<unknown>, number, string | RegExp]>([
      [
        "spec §5 'letters, digits, hyphens only'",
        async () => signed(freshAccount(), { name: 'bad_name.portico.eth' }),
        400,
        'Account name can only contain letters, digits and hyphens',
      ],
      [
        "spec §5 'at least 4 characters'",
        async () => signed(freshAccount(), { name: 'abc.portico.eth' }),
        400,
        'Account name must be at least 4 characters',
      ],
      [
        'name = <label>.<zone>: another zone',
        async () => signed(freshAccount(), { name: 'alice2.eth' }),
        400,
        'Name must end with .portico.eth',
      ],
      [
        "spec §5 'EVM chain id must be below 2^31 as coin type, else Invalid chainId' (0x80000000 | 2^31)",
        async () =>
          signed(freshAccount(), { name: `${unique('chain')}.portico.eth`, coinType: 2 ** 32 }),
        400,
        'Invalid chainId',
      ],
      [
        'ENSIP-11: coin type 0x80000000 is chain 0, not a chain',
        async () =>
          signed(freshAccount(), { name: `${unique('chain')}.portico.eth`, coinType: 0x8000_0000 }),
        400,
        'Invalid chainId',
      ],
      [
        'ENSIP-11: a non-EVM coin type (0, bitcoin)',
        async () => signed(freshAccount(), { name: `${unique('chain')}.portico.eth`, coinType: 0 }),
        400,
        /^Invalid chainId: coin type 0 is not an EVM coin type/,
      ],
      [
        'the chain of the coin type must be one the API knows (Optimism, 10)',
        async () =>
          signed(freshAccount(), {
            name: `${unique('chain')}.portico.eth`,
            coinType: (0x8000_0000 | 10) >>> 0,
          }),
        400,
        'Unsupported chain: chain 10 (coin type 2147483658) is not one this API serves',
      ],
      [
        'the signature must be the address’s (signed by another key)',
        async () => ({
          ...(await signed(freshAccount(), { name: `${unique('sig')}.portico.eth` })),
          address: freshAccount().address,
        }),
        401,
        'Invalid signature',
      ],
      [
        'the signature must be of this message (the message changed after signing)',
        async () => {
          const body = await signed(freshAccount(), { name: `${unique('sig')}.portico.eth` })
          return {
            ...body,
            message: body.message.replace('"attributes":{}', '"attributes":{"bio":"x"}'),
          }
        },
        401,
        'Invalid signature',
      ],
      [
        'a stale timestamp (older than 10 min)',
        async () =>
          signed(freshAccount(), { name: `${unique('old')}.portico.eth`, timestamp: nowS() - 601 }),
        400,
        'Message timestamp is too old',
      ],
      [
        // 90 s, not 61: a second may pass between this clock and the API's.
        'a future timestamp (more than 1 min ahead: 90 s)',
        async () =>
          signed(freshAccount(), { name: `${unique('new')}.portico.eth`, timestamp: nowS() + 90 }),
        400,
        'Message timestamp is in the future',
      ],
      [
        'a timestamp in milliseconds is stale… in the future',
        async () =>
          signed(freshAccount(), { name: `${unique('ms')}.portico.eth`, timestamp: Date.now() }),
        400,
        'Message timestamp is in the future',
      ],
      [
        'the message is JSON of name, attributes, timestamp (not JSON)',
        async () => {
          const account = freshAccount()
          return {
            coin_type: COIN_A,
            address: account.address,
            message: 'register alice2',
            signature: await account.signMessage({ message: 'register alice2' }),
          }
        },
        400,
        'Invalid message: not JSON',
      ],
      [
        'attributes are text (a number)',
        async () => {
          const account = freshAccount()
          const message = JSON.stringify({
            name: `${unique('attr')}.portico.eth`,
            attributes: { avatar: 1 },
            timestamp: nowS(),
          })
          return {
            coin_type: COIN_A,
            address: account.address,
            message,
            signature: await account.signMessage({ message }),
          }
        },
        400,
        'Invalid message: attribute avatar must be text of at most 2048 characters',
      ],
      [
        "a taken name → 'Name is already taken'",
        async () => signed(freshAccount(), { name: takenName() }),
        409,
        'Name is already taken',
      ],
      [
        "a name held on chain (the devnet's seed name) → 'Name is already taken'",
        async () => signed(freshAccount(), { name: 'alice.portico.eth' }),
        409,
        'Name is already taken',
      ],
    ])('%s', async (_rule, body, status, reason) => {
      const response = await post(await body())
      expect(response.statusCode).toBe(status)
      const answer = response.json() as { reasons: { description: string }[]; error: object }
      if (typeof reason === 'string') expect(answer.reasons[0]?.description).toBe(reason)
      else expect(answer.reasons[0]?.description).toMatch(reason)
      expect(answer.error).toMatchObject({ message: answer.reasons[0]?.description })
    })

    it.each<[string, Record<string, unknown>]>([
      ['an address that is not one', { address: '0x1234' }],
      ['a signature that is not hex', { signature: 'hello' }],
      ['no message', { message: undefined }],
      ['a coin type that is not a number', { coin_type: 'sixty' }],
    ])('validates input: %s → 400 with reasons', async (_case, change) => {
      const body = {
        ...(await signed(freshAccount(), { name: `${unique('x')}.portico.eth` })),
        ...change,
      }
      const response = await post(body)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({
        error: { code: 'VALIDATION_ERROR' },
        reasons: [{ description: 'Invalid request' }],
      })
    })

    it('needs a project like every route (401 Invalid Project ID, with reasons)', async () => {
      const response = await post(
        await signed(freshAccount(), { name: `${unique('p')}.portico.eth` }),
        'st=x&sv=y',
      )
      expect(response.statusCode).toBe(401)
      expect(response.json()).toMatchObject({ reasons: [{ description: 'Invalid Project ID' }] })
    })

    it('rejects replays: the same message and signature twice', async () => {
      const body = await signed(freshAccount(), { name: `${unique('replay')}.portico.eth` })
      expect((await post(body)).statusCode).toBe(200)
      const again = await post(body)
      expect(again.statusCode).toBe(409)
      expect(again.json().reasons[0].description).toBe('Message was already used')
    })

    it('rejects a timestamp not newer than the last one accepted for that address', async () => {
      const account = freshAccount()
      const t = nowS()
      expect(
        (await post(await signed(account, { name: `${unique('a')}.portico.eth`, timestamp: t })))
          .statusCode,
      ).toBe(200)
      for (const timestamp of [t, t - 5]) {
        const response = await post(
          await signed(account, { name: `${unique('b')}.portico.eth`, timestamp }),
        )
        expect(response.statusCode).toBe(409)
        expect(response.json().reasons[0].description).toBe(
          'Message timestamp is not newer than the last accepted one',
        )
      }
      expect(
        (
          await post(
            await signed(account, { name: `${unique('c')}.portico.eth`, timestamp: t + 1 }),
          )
        ).statusCode,
      ).toBe(200)
    })

    it('two copies of one message racing register it once', async () => {
      const body = await signed(freshAccount(), { name: `${unique('race')}.portico.eth` })
      const statuses = (await Promise.all([post(body), post(body), post(body)])).map(
        (r) => r.statusCode,
      )
      expect(statuses.sort()).toEqual([200, 409, 409])
    })
  })

  describe('the three kinds of signature (EOA, ERC-1271, ERC-6492)', () => {
    it('an EOA: its name resolves for every EVM coin type, its address for the one it signed on', async () => {
      const account = freshAccount()
      const name = `${unique('eoa')}.portico.eth`
      const response = await post(await signed(account, { name, attributes: { bio: 'hi' } }))
      expect(response.statusCode).toBe(200)
      const { success, account: stored } = response.json()
      expect(success).toBe(true)
      expect(stored).toMatchObject({
        name,
        addresses: { [String(COIN_A)]: { address: account.address } },
        attributes: [{ bio: 'hi' }],
      })
    })

    it('a deployed ERC-1271 contract account (its owner signs)', async () => {
      const name = `${unique('erc1271')}.portico.eth`
      const message = createAccountNameMessage({ name, timestamp: nowS() })
      const response = await post({
        coin_type: COIN_A,
        address: world.smartWallet,
        message,
        signature: await world.walletOwner.signMessage({ message }),
      })
      expect(response.statusCode).toBe(200)
      expect(response.json().account.addresses[String(COIN_A)].address).toBe(world.smartWallet)
    })

    it('a deployed ERC-1271 account refuses a signature of someone else than its owner', async () => {
      const name = `${unique('erc1271')}.portico.eth`
      // Newer than the wallet's last accepted message, so the signature is what is checked.
      const message = createAccountNameMessage({ name, timestamp: nowS() + 5 })
      const response = await post({
        coin_type: COIN_A,
        address: world.smartWallet,
        message,
        signature: await freshAccount().signMessage({ message }),
      })
      expect(response.statusCode).toBe(401)
    })

    it('a counterfactual ERC-6492 account, which stays undeployed', async () => {
      const name = `${unique('erc6492')}.portico.eth`
      const message = createAccountNameMessage({ name, timestamp: nowS() })
      const salt = keccak256(toHex(name))
      const { address, signature } = await signAsCounterfactualWallet(world, {
        owner: world.walletOwner,
        salt,
        message,
      })
      expect(await world.client.getCode({ address })).toBeUndefined()
      const response = await post({ coin_type: COIN_A, address, message, signature })
      expect(response.statusCode).toBe(200)
      expect(response.json().account.addresses[String(COIN_A)].address).toBe(address)
      expect(await world.client.getCode({ address })).toBeUndefined()
      // Someone else's key wrapped the same way is refused.
      const later = createAccountNameMessage({
        name: `${unique('erc6492')}.portico.eth`,
        timestamp: nowS() + 5,
      })
      const forged = await signAsCounterfactualWallet(world, {
        owner: freshAccount(),
        salt,
        message: later,
      })
      expect(forged.address).not.toBe(address)
      const refused = await post({
        coin_type: COIN_A,
        address,
        message: later,
        signature: forged.signature,
      })
      expect(refused.statusCode).toBe(401)
    })
  })

  it("answers @portico/protocol's schemas, to the body core sends (register, account, reverse, suggestions)", async () => {
    const owner = freshAccount()
    const label = unique('wire')
    const name = `${label}.portico.eth`
    const body = await signed(owner, { name, attributes: { avatar: 'https://example.com/a.png' } })
    expect(schemaErrors(RegisterNameBody, body)).toEqual([])
    const registered = await post(body)
    expect(registered.statusCode, registered.body).toBe(200)
    expect(schemaErrors(RegisterNameResponse, registered.json())).toEqual([])
    const answers: [TSchema, string][] = [
      [AccountName, `/v1/profile/account/${name}?apiVersion=2`],
      [ReverseNamesResponse, `/v1/profile/reverse/${owner.address}`],
      [NameSuggestionsResponse, `/v1/profile/suggestions/${label}`],
    ]
    for (const [schema, path] of answers) {
      const response = await get(path)
      expect(response.statusCode, path).toBe(200)
      expect(schemaErrors(schema, response.json()), path).toEqual([])
    }
  })

  describe('reading names', () => {
    const owner = freshAccount()
    let first: string
    let second: string
    beforeAll(async () => {
      first = `${unique('first')}.portico.eth`
      second = `${unique('second')}.portico.eth`
      const t = nowS()
      expect(
        (
          await post(
            await signed(owner, {
              name: first,
              timestamp: t - 2,
              attributes: { avatar: 'https://example.com/a.png' },
            }),
          )
        ).statusCode,
      ).toBe(200)
      // Registered a moment later: newest first in reverse.
      await new Promise((resolve) => setTimeout(resolve, 5))
      expect((await post(await signed(owner, { name: second, timestamp: t - 1 }))).statusCode).toBe(
        200,
      )
    })

    it('GET /v1/profile/account/:name?apiVersion=2: name, registered, updated, addresses, attributes', async () => {
      const response = await get(`/v1/profile/account/${first}?apiVersion=2`)
      expect(response.statusCode).toBe(200)
      const body = response.json()
      expect(body).toEqual({
        name: first,
        registered: expect.any(Number),
        updated: body.registered,
        addresses: { [String(COIN_A)]: { address: owner.address, created: body.registered } },
        attributes: [{ avatar: 'https://example.com/a.png' }],
      })
      expect(Math.abs(body.registered - nowS())).toBeLessThan(60)
      // Names are case-insensitive (ENS normalises ASCII to lower case).
      expect((await get(`/v1/profile/account/${first.toUpperCase()}`)).json().name).toBe(first)
    })

    it.each([
      ['an unknown name', 'nobody-here.portico.eth', 404, 'Name not found'],
      ['a name of another zone', 'vitalik.eth', 404, 'Name not found'],
      ['a short name', 'abc.portico.eth', 400, 'Account name must be at least 4 characters'],
    ])('GET account: %s (%s) → %i with reasons', async (_case, name, status, reason) => {
      const response = await get(`/v1/profile/account/${name}?apiVersion=2`)
      expect(response.statusCode).toBe(status)
      expect(response.json().reasons).toEqual([{ description: reason }])
    })

    it('GET account refuses apiVersion 1', async () => {
      expect((await get(`/v1/profile/account/${first}?apiVersion=1`)).statusCode).toBe(400)
    })

    it('GET /v1/profile/reverse/:address: every name of the address, newest first; [] if none', async () => {
      const response = await get(`/v1/profile/reverse/${owner.address.toLowerCase()}`)
      expect(response.statusCode).toBe(200)
      expect(response.json().map((n: { name: string }) => n.name)).toEqual([second, first])
      expect((await get(`/v1/profile/reverse/${freshAccount().address}`)).json()).toEqual([])
      expect((await get('/v1/profile/reverse/0x1234')).statusCode).toBe(400)
    })

    it('the owner updates its name’s attributes with a newer message; updated moves', async () => {
      const response = await post(
        await signed(owner, { name: first, attributes: { avatar: 'https://example.com/b.png' } }),
      )
      expect(response.statusCode).toBe(200)
      const body = (await get(`/v1/profile/account/${first}`)).json()
      expect(body.attributes).toEqual([{ avatar: 'https://example.com/b.png' }])
      expect(body.updated).toBeGreaterThanOrEqual(body.registered)
    })
  })

  describe('GET /v1/profile/suggestions/:name?zone=', () => {
    it('the typed name first with its availability, then free variants', async () => {
      const label = unique('sugg')
      const response = await get(`/v1/profile/suggestions/${label}?zone=portico.eth`)
      expect(response.statusCode).toBe(200)
      const { suggestions } = response.json()
      expect(suggestions[0]).toEqual({ name: `${label}.portico.eth`, registered: false })
      expect(suggestions.length).toBeGreaterThan(1)
      for (const s of suggestions.slice(1)) {
        expect(s.registered).toBe(false)
        expect(s.name).toMatch(new RegExp(`^[a-z0-9-]*${label}[a-z0-9-]*\\.portico\\.eth$`))
      }
    })

    it('a taken name says so, and its taken variants are left out', async () => {
      const label = unique('busy')
      const account = freshAccount()
      expect((await post(await signed(account, { name: `${label}.portico.eth` }))).statusCode).toBe(
        200,
      )
      expect(
        (
          await post(
            await signed(account, { name: `${label}1.portico.eth`, timestamp: nowS() + 1 }),
          )
        ).statusCode,
      ).toBe(200)
      const { suggestions } = (await get(`/v1/profile/suggestions/${label}.portico.eth`)).json()
      expect(suggestions[0]).toEqual({ name: `${label}.portico.eth`, registered: true })
      expect(suggestions.map((s: { name: string }) => s.name)).not.toContain(
        `${label}1.portico.eth`,
      )
      expect(suggestions[1]).toEqual({ name: `${label}2.portico.eth`, registered: false })
    })

    it('a name held on chain (alice) is registered', async () => {
      const { suggestions } = (await get('/v1/profile/suggestions/alice')).json()
      expect(suggestions[0]).toEqual({ name: 'alice.portico.eth', registered: true })
    })

    it.each([
      ['a short name', 'abc', '', 400, 'Account name must be at least 4 characters'],
      [
        'bad characters',
        'a_b_c',
        '',
        400,
        'Account name can only contain letters, digits and hyphens',
      ],
      [
        'another zone',
        'alice',
        '?zone=example.eth',
        400,
        'Unknown zone: names are registered in portico.eth',
      ],
    ])('%s (%s%s) → %i', async (_case, name, query, status, reason) => {
      const response = await get(`/v1/profile/suggestions/${name}${query}`)
      expect(response.statusCode).toBe(status)
      expect(response.json().reasons[0].description).toBe(reason)
    })
  })

  it('/v1/identity/:address shows a registered name and its avatar; a seed name still wins for its address', async () => {
    const account = freshAccount()
    const name = `${unique('ident')}.portico.eth`
    const avatar = `${world.devnet.config.assetsUrl}/nft/2.svg`
    expect((await post(await signed(account, { name, attributes: { avatar } }))).statusCode).toBe(
      200,
    )
    expect((await get(`/v1/identity/${account.address}`)).json()).toEqual({ name, avatar })
    const wallet1 = getAddress(world.devnet.config.accounts[0]?.address as Address)
    expect(
      (
        await post(
          await signed(privateKeyToAccount(world.devnet.config.accounts[0]?.privateKey as Hex), {
            name: `${unique('w1')}.portico.eth`,
          }),
        )
      ).statusCode,
    ).toBe(200)
    expect((await get(`/v1/identity/${wallet1}`)).json()).toMatchObject({
      name: 'alice.portico.eth',
    })
  })
})

describe('POST /v1/profile/account is rate-limited per client address, like the other write routes', () => {
  let api: Awaited<ReturnType<typeof startProfileApi>>
  beforeAll(async () => {
    api = await startProfileApi('sqlite', world, { registerPerIp: { max: 2, windowMs: 60_000 } })
  })
  afterAll(() => api?.close())

  it('the third request within the window gets 429 Rate Limited with Retry-After and reasons', async () => {
    const statuses: number[] = []
    let last: Awaited<ReturnType<typeof api.app.inject>> | undefined
    for (const label of ['limit-one', 'limit-two', 'limit-three']) {
      last = await api.app.inject({
        method: 'POST',
        url: `/v1/profile/account?${QUERY}`,
        payload: await signed(freshAccount(), { name: `${label}.portico.eth` }),
      })
      statuses.push(last.statusCode)
    }
    expect(statuses).toEqual([200, 200, 429])
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0)
    expect(last?.json()).toMatchObject({ reasons: [{ description: 'Rate Limited' }] })
    // Reading is not limited by it.
    expect(
      (await api.app.inject({ url: `/v1/profile/account/limit-one.portico.eth?${QUERY}` }))
        .statusCode,
    ).toBe(200)
  })
})
