// The swap and account-name routes read a chain through every one of its `rpcUrls` (kit's
// createEvmRpcClient: spec §9's retry, then the next URL), not only the first: the devnet's
// operator file with a dead URL put before each chain's own.
import type { DevnetHandle } from '@portico/devnet'
import { getFreePorts, startTestDevnet } from '@portico/devnet/testing'
import type { ResolvedOperatorConfig } from '@portico/kit'
import { getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createChainServices } from '../chainServices.js'
import { createConvertOptions } from '../convert/createConvertOptions.js'
import { openTestDatabase } from '../testing/openTestDatabase.js'
import { readDevnetOperatorConfig } from '../testing/readDevnetOperatorConfig.js'
import { P1_QUERY, startTestApi } from '../testing/startTestApi.js'

let devnet: DevnetHandle
/** The devnet's operator file, each chain's RPC URLs a closed port first, then its own. */
let config: ResolvedOperatorConfig
let deadUrl = ''
beforeAll(async () => {
  devnet = await startTestDevnet()
  const [closed] = await getFreePorts(1)
  deadUrl = `http://127.0.0.1:${closed}`
  const read = (await readDevnetOperatorConfig(devnet.config)).config
  config = {
    ...read,
    evm: read.evm.map((chain) => ({ ...chain, rpcUrls: [deadUrl, ...chain.rpcUrls] })),
  }
}, 90_000)
afterAll(() => devnet?.stop())

describe('convert: the swap config carries every RPC URL of a chain', () => {
  it('createConvertOptions keeps the file’s rpcUrls in order; gas price is read past the dead first URL', async () => {
    const convert = createConvertOptions({ config, env: {} })
    expect(convert.rpcUrls[31337]).toEqual(config.evm[0]?.rpcUrls)
    const api = await startTestApi('sqlite', { convert })
    try {
      const response = await api.app.inject({
        url: `/v1/convert/gas-price?${P1_QUERY}&chainId=eip155:31337`,
      })
      expect(response.statusCode, response.body).toBe(200)
    } finally {
      await api.close()
    }
  })

  it('PORTICO_SWAP_RPC_URLS still replaces a chain’s URLs with its one', () => {
    const convert = createConvertOptions({
      config,
      env: { PORTICO_SWAP_RPC_URLS: '31338=http://127.0.0.1:1' },
    })
    expect(convert.rpcUrls[31338]).toEqual(['http://127.0.0.1:1'])
  })
})

describe('profile: the name routes’ chains carry every RPC URL', () => {
  it('a name held on chain is taken, read past the dead first URL', async () => {
    const database = await openTestDatabase('sqlite')
    const services = createChainServices({ db: database.db, config, env: {} })
    const chainA = config.evm[0]
    expect(services.profile.chains?.[0]).toEqual({
      chainId: 31337,
      rpcUrls: chainA?.rpcUrls,
      ensRegistry: getAddress(devnet.config.chains[0]?.contracts.ensRegistry ?? ''),
    })
    await database.destroy()
    const api = await startTestApi('sqlite', { profile: services.profile })
    try {
      const response = await api.app.inject({
        url: `/v1/profile/suggestions/alice?${P1_QUERY}&zone=portico.eth`,
      })
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json().suggestions[0]).toEqual({
        name: 'alice.portico.eth',
        registered: true,
      })
    } finally {
      await api.close()
    }
  })
})
