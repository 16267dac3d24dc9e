// spec §6: "Certain Chinese, Hong Kong and Macau timezones are restricted" — visitors there are
// served by `restrictedRegionApiUrl`, as the upstream widget sent them to other API hosts.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createPortico } from '../createPortico.js'
import { InvalidConfigurationError } from '../errors/config.js'
import { createMemoryStorage } from '../storage/createStorage.js'
import { jsonAnswer, startJsonTestServer, testNetwork, until } from '../testing/index.js'
import { resolveOptions } from './resolveOptions.js'

const DEFAULT_API = 'https://api.portico.example'
const REGIONAL_API = 'https://api-cn.portico.example/'

const zoneBefore = process.env.TZ
/** Sets the runtime's time zone (Node reads TZ anew), as a visitor's browser would have it. */
function inTimeZone(zone: string) {
  process.env.TZ = zone
}
afterEach(() => {
  if (zoneBefore === undefined) delete process.env.TZ
  else process.env.TZ = zoneBefore
})

const resolve = (options: Record<string, unknown>) =>
  resolveOptions({ projectId: 'p1', networks: [testNetwork(31337)], ...options } as never)

describe('restrictedRegionApiUrl', () => {
  it.each([
    ['Asia/Shanghai', 'https://api-cn.portico.example'],
    ['Asia/Urumqi', 'https://api-cn.portico.example'],
    ['Asia/Hong_Kong', 'https://api-cn.portico.example'],
    ['Asia/Macau', 'https://api-cn.portico.example'],
    ['Asia/Taipei', DEFAULT_API],
    ['Asia/Tokyo', DEFAULT_API],
    ['Europe/Berlin', DEFAULT_API],
    ['UTC', DEFAULT_API],
  ])('a visitor in %s is served by %s', (zone, apiUrl) => {
    inTimeZone(zone)
    expect(resolve({ apiUrl: DEFAULT_API, restrictedRegionApiUrl: REGIONAL_API }).apiUrl).toBe(
      apiUrl,
    )
  })

  it('without it, a restricted time zone changes nothing', () => {
    inTimeZone('Asia/Shanghai')
    expect(resolve({ apiUrl: DEFAULT_API }).apiUrl).toBe(DEFAULT_API)
    expect(resolve({}).apiUrl).toBeUndefined()
  })

  it.each([
    [
      'not a URL',
      { apiUrl: DEFAULT_API, restrictedRegionApiUrl: 'api-cn' },
      '`restrictedRegionApiUrl` must be an absolute http(s) URL',
    ],
    [
      'without apiUrl',
      { restrictedRegionApiUrl: REGIONAL_API },
      '`restrictedRegionApiUrl` needs `apiUrl` for everyone else',
    ],
  ])('%s: a clear error', (_case, options, message) => {
    inTimeZone('Europe/Berlin')
    expect(() => resolve(options)).toThrow(InvalidConfigurationError)
    expect(() => resolve(options)).toThrow(message)
  })
})

describe('an instance in a restricted time zone calls the regional API, and no other', () => {
  let regional: Awaited<ReturnType<typeof startJsonTestServer>>
  let main: Awaited<ReturnType<typeof startJsonTestServer>>
  const calls = { regional: [] as string[], main: [] as string[] }
  // Every route's shape in one answer: the remote features, the origins, the analytics switch.
  const answer = () =>
    jsonAnswer(200, { features: [], allowedOrigins: ['*'], isAnalyticsEnabled: false })
  beforeAll(async () => {
    regional = await startJsonTestServer(answer, (url) => calls.regional.push(url))
    main = await startJsonTestServer(answer, (url) => calls.main.push(url))
  })
  afterAll(async () => {
    await regional.close()
    await main.close()
  })

  it.each([
    ['Asia/Hong_Kong', 'regional'],
    ['Europe/Paris', 'main'],
  ] as const)('%s → the %s API', async (zone, expected) => {
    calls.regional = []
    calls.main = []
    inTimeZone(zone)
    const portico = createPortico({
      projectId: 'p1',
      networks: [testNetwork(31337)],
      adapters: [],
      storage: createMemoryStorage(),
      apiUrl: main.client.baseUrl,
      restrictedRegionApiUrl: regional.client.baseUrl,
    })
    const unmount = portico.mount()
    await until(() => portico.stores.options.getState().featuresSource === 'remote', 5_000)
    unmount()
    const other = expected === 'regional' ? 'main' : 'regional'
    expect(calls[expected]).toContainEqual(expect.stringMatching(/^\/appkit\/v1\/config\?/))
    expect(calls[other]).toEqual([])
  })
})
