// fetchRemoteConfig and loadRemoteConfig against a real HTTP server on 127.0.0.1.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { createHttpClient } from '../http/createHttpClient.js'
import { HttpRequestError, HttpStatusError } from '../http/errors.js'
import { createMemoryStorage, type PorticoStorage } from '../storage/createStorage.js'
import { jsonAnswer, startJsonTestServer, type TestAnswer } from '../testing/index.js'
import { InvalidRemoteConfigError } from './errors.js'
import { fetchRemoteConfig } from './fetchRemoteConfig.js'
import { loadRemoteConfig, REMOTE_CONFIG_STORAGE_KEY } from './loadRemoteConfig.js'
import { DEFAULT_FEATURES, type FeatureToggle, type ResolvedFeatures } from './options.js'

const json = jsonAnswer

let server: Awaited<ReturnType<typeof startJsonTestServer>>
let answer: TestAnswer
let requests: string[] = []
let client: ReturnType<typeof createHttpClient>
/** A client of a port nothing listens on: the API cannot be reached. */
let unreachable: ReturnType<typeof createHttpClient>

beforeAll(async () => {
  server = await startJsonTestServer(
    () => answer,
    (url) => requests.push(url),
  )
  client = server.client
  unreachable = server.unreachable
})
afterAll(() => server.close())
beforeEach(() => {
  requests = []
  answer = json(200, { features: [] })
})

describe('fetchRemoteConfig — spec §7 "/appkit/v1/config (features)"', () => {
  it('GET /appkit/v1/config with projectId, st and sv', async () => {
    await fetchRemoteConfig({ client, projectId: 'p1' })
    expect(requests).toEqual(['/appkit/v1/config?projectId=p1&st=portico&sv=js-0.1.0'])
  })

  it.each<[string, unknown[], object]>([
    ['a toggle off', [{ id: 'swaps', isEnabled: false }], { swaps: false }],
    [
      'every toggle of spec §1',
      ['receive', 'send', 'swaps', 'onramp', 'email', 'activity', 'multiWallet', 'branding'].map(
        (id) => ({ id, isEnabled: true }),
      ),
      {
        receive: true,
        send: true,
        swaps: true,
        onramp: true,
        email: true,
        activity: true,
        multiWallet: true,
        branding: true,
      },
    ],
    [
      'socials with a list, in its order',
      [{ id: 'socials', isEnabled: true, config: ['github', 'google'] }],
      { socials: ['github', 'google'] },
    ],
    [
      'socials: unknown providers and repeats are skipped',
      [{ id: 'socials', isEnabled: true, config: ['myspace', 'x', 'x'] }],
      { socials: ['x'] },
    ],
    [
      'socials: only unknown providers is off',
      [{ id: 'socials', isEnabled: true, config: ['myspace'] }],
      { socials: false },
    ],
    ['socials on without a list', [{ id: 'socials', isEnabled: true }], { socials: true }],
    [
      'socials on with a config that is no list',
      [{ id: 'socials', isEnabled: true, config: 'x' }],
      { socials: true },
    ],
    [
      'socials off (its list is irrelevant)',
      [{ id: 'socials', isEnabled: false, config: ['x'] }],
      { socials: false },
    ],
    ['unknown ids are skipped (a newer server)', [{ id: 'headless', isEnabled: true }], {}],
    [
      'entries without a boolean isEnabled are skipped',
      [{ id: 'send', isEnabled: 'yes' }, null, 3, { isEnabled: true }],
      {},
    ],
    ['an empty list says nothing', [], {}],
  ])('%s', async (_rule, features, expected) => {
    answer = json(200, { features })
    expect(await fetchRemoteConfig({ client, projectId: 'p1' })).toEqual(expected)
  })

  it.each<[string, TestAnswer]>([
    ['not JSON', { status: 200, body: '<html>oops</html>' }],
    ['an empty body', { status: 200, body: '' }],
    ['null', json(200, null)],
    ['no features', json(200, {})],
    ['features as an object', json(200, { features: { swaps: false } })],
  ])('an answer of %s throws InvalidRemoteConfigError', async (_case, reply) => {
    answer = reply
    await expect(fetchRemoteConfig({ client, projectId: 'p1' })).rejects.toBeInstanceOf(
      InvalidRemoteConfigError,
    )
  })

  it.each([429, 500, 503, 404])('HTTP %i throws HttpStatusError', async (status) => {
    answer = json(status, { error: { code: 'X', message: 'no' } })
    const error = await fetchRemoteConfig({ client, projectId: 'p1' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpStatusError)
    expect((error as HttpStatusError).status).toBe(status)
  })

  it('an unreachable API throws HttpRequestError', async () => {
    await expect(
      fetchRemoteConfig({ client: unreachable, projectId: 'p1' }),
    ).rejects.toBeInstanceOf(HttpRequestError)
  })
})

describe('loadRemoteConfig — spec §1 "Defaults are controlled remotely with a local fallback"', () => {
  const options = (
    features: Partial<ResolvedFeatures> = {},
    explicitFeatures: FeatureToggle[] = [],
    extra: { projectId?: string; payMode?: boolean } = {},
  ) => ({
    projectId: 'p1',
    payMode: false,
    features: { ...DEFAULT_FEATURES, ...features },
    explicitFeatures,
    ...extra,
  })
  const cache = (projectId: string, features: object) => JSON.stringify({ projectId, features })
  const remoteSwapsOff = json(200, { features: [{ id: 'swaps', isEnabled: false }] })

  it.each<
    [string, TestAnswer | 'unreachable', string | null, 'remote' | 'cache' | 'local', boolean]
  >([
    ['the API answers: remote over local', remoteSwapsOff, null, 'remote', false],
    [
      'the API answers: a fresh answer beats the cache',
      remoteSwapsOff,
      cache('p1', { swaps: true }),
      'remote',
      false,
    ],
    [
      'unreachable, a cached answer: the last good remote config over local',
      'unreachable',
      cache('p1', { swaps: false }),
      'cache',
      false,
    ],
    [
      'HTTP 503, a cached answer: the cache',
      json(503, {}),
      cache('p1', { swaps: false }),
      'cache',
      false,
    ],
    [
      'HTTP 429, a cached answer: the cache',
      json(429, {}),
      cache('p1', { swaps: false }),
      'cache',
      false,
    ],
    [
      'garbage, a cached answer: the cache',
      { status: 200, body: 'garbage' },
      cache('p1', { swaps: false }),
      'cache',
      false,
    ],
    ['unreachable, nothing cached: local values', 'unreachable', null, 'local', true],
    ['HTTP 500, nothing cached: local values', json(500, {}), null, 'local', true],
    ['HTTP 404, nothing cached: local values', json(404, {}), null, 'local', true],
    [
      "unreachable, another project's cache is ignored: local",
      'unreachable',
      cache('p2', { swaps: false }),
      'local',
      true,
    ],
    ['unreachable, a corrupt cache is ignored: local', 'unreachable', '{not json', 'local', true],
    [
      'unreachable, a cache of the wrong shape is ignored',
      'unreachable',
      cache('p1', { swaps: 'no' }),
      'local',
      true,
    ],
    [
      'unreachable, a cache with an unknown key is ignored',
      'unreachable',
      cache('p1', { dance: true }),
      'local',
      true,
    ],
    [
      'unreachable, a cache with an unknown social is ignored',
      'unreachable',
      cache('p1', { socials: ['myspace'] }),
      'local',
      true,
    ],
    ['unreachable, a cache that is a list is ignored', 'unreachable', '[]', 'local', true],
  ])('%s', async (_rule, reply, cached, source, swaps) => {
    const storage = createMemoryStorage()
    if (cached !== null) storage.setItem(REMOTE_CONFIG_STORAGE_KEY, cached)
    if (reply !== 'unreachable') answer = reply
    const result = await loadRemoteConfig({
      client: reply === 'unreachable' ? unreachable : client,
      storage,
      options: options(),
    })
    expect(result.source).toBe(source)
    expect(result.features.swaps).toBe(swaps)
    expect(result.error === undefined).toBe(source === 'remote')
  })

  it('a fresh answer is cached for next time, per project', async () => {
    const storage = createMemoryStorage()
    answer = json(200, { features: [{ id: 'socials', isEnabled: true, config: ['x'] }] })
    await loadRemoteConfig({ client, storage, options: options() })
    expect(JSON.parse(storage.getItem(REMOTE_CONFIG_STORAGE_KEY)!)).toEqual({
      projectId: 'p1',
      features: { socials: ['x'] },
    })
    const offline = await loadRemoteConfig({ client: unreachable, storage, options: options() })
    expect([offline.source, offline.features.socials]).toEqual(['cache', ['x']])
  })

  it.each<[string, TestAnswer | 'unreachable', 'INVALID_PROJECT_ID' | undefined]>([
    [
      "spec §8 'Invalid Project ID': the API does not know the project (401)",
      json(401, { error: { code: 'INVALID_PROJECT_ID', message: 'Invalid Project ID' } }),
      'INVALID_PROJECT_ID',
    ],
    ['a server error is no project problem', json(500, { error: { code: 'X' } }), undefined],
    [
      'a refused origin (403) is no project problem',
      json(403, { error: { code: 'X' } }),
      undefined,
    ],
    ['an unreachable API is no project problem', 'unreachable', undefined],
    ['a good answer', json(200, { features: [] }), undefined],
  ])('%s → alert %s', async (_rule, reply, alert) => {
    if (reply !== 'unreachable') answer = reply
    const result = await loadRemoteConfig({
      client: reply === 'unreachable' ? unreachable : client,
      storage: createMemoryStorage(),
      options: options(),
    })
    expect(result.alert).toBe(alert)
    // The widget still works on its local configuration.
    if (alert) expect(result.source).toBe('local')
  })

  it("the key is under the '@portico/' prefix", () => {
    expect(REMOTE_CONFIG_STORAGE_KEY).toBe('@portico/remote_config')
  })

  it("remote over an explicit local value: the 'Local configuration ignored' warning", async () => {
    answer = remoteSwapsOff
    const result = await loadRemoteConfig({
      client,
      storage: createMemoryStorage(),
      options: options({ swaps: true }, ['swaps']),
    })
    expect(result.warning).toEqual({ message: 'Local configuration ignored', keys: ['swaps'] })
  })

  it('the cached config over an explicit local value warns too', async () => {
    const storage = createMemoryStorage()
    storage.setItem(REMOTE_CONFIG_STORAGE_KEY, cache('p1', { swaps: false }))
    const result = await loadRemoteConfig({
      client: unreachable,
      storage,
      options: options({ swaps: true }, ['swaps']),
    })
    expect([result.source, result.warning?.keys]).toEqual(['cache', ['swaps']])
  })

  it('local values alone never warn', async () => {
    const result = await loadRemoteConfig({
      client: unreachable,
      storage: createMemoryStorage(),
      options: options({ swaps: false }, ['swaps']),
    })
    expect([result.source, result.warning, result.features.swaps]).toEqual([
      'local',
      undefined,
      false,
    ])
    expect(result.error).toBeInstanceOf(HttpRequestError)
  })

  it.each<[string, TestAnswer | 'unreachable']>([
    [
      'from the API',
      json(200, {
        features: [
          { id: 'email', isEnabled: true },
          { id: 'socials', isEnabled: true },
        ],
      }),
    ],
    ['from local values', 'unreachable'],
  ])('§1 "When pay mode is on, email and socials are off" — %s', async (_case, reply) => {
    if (reply !== 'unreachable') answer = reply
    const result = await loadRemoteConfig({
      client: reply === 'unreachable' ? unreachable : client,
      storage: createMemoryStorage(),
      options: options({ email: true, socials: ['x'] }, [], { payMode: true }),
    })
    expect([result.features.email, result.features.socials]).toEqual([false, false])
  })

  it('without a project id: local values, nothing fetched', async () => {
    const result = await loadRemoteConfig({
      client,
      storage: createMemoryStorage(),
      options: options({}, [], { projectId: '' }),
    })
    expect([result.source, result.error, requests]).toEqual(['local', undefined, []])
  })

  it('storage that refuses writes and reads costs only the offline fallback', async () => {
    const broken: PorticoStorage = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('quota')
      },
      removeItem: () => {},
    }
    answer = remoteSwapsOff
    expect((await loadRemoteConfig({ client, storage: broken, options: options() })).source).toBe(
      'remote',
    )
    const offline = await loadRemoteConfig({
      client: unreachable,
      storage: broken,
      options: options(),
    })
    expect(offline.source).toBe('local')
  })

  it('never rejects', async () => {
    answer = { status: 200, body: 'garbage' }
    const result = await loadRemoteConfig({
      client,
      storage: createMemoryStorage(),
      options: options(),
    })
    expect(result.error).toBeInstanceOf(InvalidRemoteConfigError)
  })
})
