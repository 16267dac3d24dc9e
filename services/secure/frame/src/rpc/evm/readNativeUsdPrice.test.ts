import { NATIVE_TOKEN_ADDRESS } from '@portico/api'
import { startTestApi, startTestPriceProvider } from '@portico/api/testing'
import { startAnvil } from '@portico/devnet'
import { getFreePorts } from '@portico/devnet/testing'
import { type Address, parseEther, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestSecure, type TestSecure } from '../../../../src/testing/startTestSecure.js'
import { createAuthApi } from '../../api/createAuthApi.js'
import { createDpopProof } from '../../api/dpop/createDpopProof.js'
import type { FrameEvmNetwork } from '../../config/framePageConfig.js'
import { EN_SIGNING_SAFETY } from '../../ui/strings.js'
import { createPublicClients } from './evmClients.js'
import { prepareEvmSigning } from './prepareEvmSigning.js'
import { readNativeUsdPrice } from './readNativeUsdPrice.js'

/**
 * Issue 16 finding 4: "shows the maximum fee in the native unit and in USD". The frame asks its
 * own server for the native currency's price (which asks the Portico API's price route) and the
 * approval screen's fee line carries the USD amount; without a price it says so, never 0.
 */

const ADDRESS: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ETH_USD = 2_500

let anvil: Awaited<ReturnType<typeof startAnvil>>
let api: Awaited<ReturnType<typeof startTestApi>>
let provider: Awaited<ReturnType<typeof startTestPriceProvider>>
let secure: TestSecure
let network: FrameEvmNetwork

beforeAll(async () => {
  const [port] = await getFreePorts(1)
  // The API prices the chain's native currency from an HTTP price provider's stand-in.
  provider = await startTestPriceProvider({ chainId: 31337 })
  provider.setPrices({ [NATIVE_TOKEN_ADDRESS]: ETH_USD })
  ;[anvil, api] = await Promise.all([
    startAnvil({ chainId: 31337, port: port! }),
    startTestApi('sqlite', { prices: provider.prices }),
  ])
  network = {
    chainId: 31337,
    name: 'Fee Test Chain',
    rpcUrls: [anvil.rpcUrl],
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  }
  const apiUrl = (await api.app.listen({ host: '127.0.0.1', port: 0 })).replace(
    'localhost',
    '127.0.0.1',
  )
  secure = await startTestSecure({ apiUrl })
}, 60_000)

afterAll(async () => {
  await secure?.close()
  await api?.close()
  await provider?.close()
  await anvil?.stop()
})

/** The frame's auth API client with a device key of its own (WebCrypto, as in the browser). */
async function frameApi(baseUrl: string) {
  const key = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
    'sign',
    'verify',
  ])) as CryptoKeyPair
  return createAuthApi({
    baseUrl,
    getSession: () => undefined,
    proveDevice: (request) => createDpopProof({ key, ...request }),
  })
}

/** The approval screen's maximum fee line of an eth_sendTransaction with `nativeUsdPrice`. */
async function maxFeeLine(nativeUsdPrice: number | undefined) {
  const prepared = await prepareEvmSigning({
    method: 'eth_sendTransaction',
    params: [{ from: ADDRESS, to: OTHER, value: toHex(parseEther('0.1')) }],
    network,
    address: ADDRESS,
    publicClient: createPublicClients(),
    nativeUsdPrice,
  })
  return prepared.description.rows.find((row) => row.label === EN_SIGNING_SAFETY.maxFee)?.value
}

describe('"shows the maximum fee in the native unit and in USD"', () => {
  test('the API has a price: the fee line says about how many USD', async () => {
    const price = await readNativeUsdPrice({
      api: await frameApi(`${secure.url}/auth/v1`),
      chainId: network.chainId,
      projectId: 'p1',
    })
    expect(price).toBe(ETH_USD)
    const line = await maxFeeLine(price)
    const [, eth, usd] = /^([\d.]+) ETH \(about (\d+\.\d\d) USD\)$/.exec(line ?? '') ?? []
    expect(line).toMatch(/^[\d.]+ ETH \(about \d+\.\d\d USD\)$/)
    expect(usd).toBe((Number(eth) * ETH_USD).toFixed(2))
  })

  test.each([
    ['a chain the API has no price for', 'secure', 1],
    ['the secure server down', 'down', 31337],
  ])('%s: "(no trustworthy USD price)", never 0', async (_, where, chainId) => {
    const [closed] = await getFreePorts(1)
    const baseUrl =
      where === 'down' ? `http://127.0.0.1:${closed}/auth/v1` : `${secure.url}/auth/v1`
    const price = await readNativeUsdPrice({
      api: await frameApi(baseUrl),
      chainId,
      projectId: 'p1',
    })
    expect(price).toBeUndefined()
    expect(await maxFeeLine(price)).toMatch(/^[\d.]+ ETH \(no trustworthy USD price\)$/)
  })
})
