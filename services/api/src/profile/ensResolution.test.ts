import { createAccountNameMessage } from '@portico/core/internal'
import { createDevnetChain, DEVNET_PROFILE_GATEWAY_SIGNER } from '@portico/devnet'
import {
  type Address,
  createPublicClient,
  decodeAbiParameters,
  encodeFunctionData,
  encodePacked,
  getAddress,
  type Hex,
  http,
  keccak256,
  namehash,
  parseAbi,
  recoverAddress,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { packetToBytes } from 'viem/ens'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENGINES } from '../testing/openTestDatabase.js'
import { startTestApi } from '../testing/startTestApi.js'
import { GATEWAY_SIGNATURE_TTL_S } from './answerCcipRequest.js'
import {
  type ProfileDevnet,
  QUERY,
  startProfileApi,
  startProfileDevnet,
} from './testing/profileTestWorld.js'

const COIN_A = (0x8000_0000 | 31337) >>> 0
const nowS = () => Math.floor(Date.now() / 1_000)

let world: ProfileDevnet
beforeAll(async () => {
  world = await startProfileDevnet()
}, 60_000)
afterAll(() => world?.stop())

/** Plain viem, as any ENS-aware app uses it: the chain object names the UniversalResolver. */
const viemClient = (index = 0) => {
  const chain = world.devnet.config.chains[index]
  if (!chain) throw new Error(`no chain ${index}`)
  return createPublicClient({ chain: createDevnetChain(chain), transport: http(chain.rpcUrl) })
}

describe.each(ENGINES)('names registered through the API resolve in plain viem (%s)', (engine) => {
  let api: Awaited<ReturnType<typeof startProfileApi>>
  const owner = privateKeyToAccount(generatePrivateKey())
  const name = `viem-${engine}-${Math.random().toString(36).slice(2, 8)}.portico.eth`
  let avatar = ''

  beforeAll(async () => {
    api = await startProfileApi(engine, world)
    // The port the devnet's OffchainResolver sends clients to (the gateway URL in devnet.json).
    await api.app.listen({ host: '127.0.0.1', port: world.apiPort })
    avatar = `${world.devnet.config.assetsUrl}/nft/3.svg`
    const message = createAccountNameMessage({ name, attributes: { avatar }, timestamp: nowS() })
    const response = await fetch(`http://127.0.0.1:${world.apiPort}/v1/profile/account?${QUERY}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        coin_type: COIN_A,
        address: owner.address,
        message,
        signature: await owner.signMessage({ message }),
      }),
    })
    expect(response.status).toBe(200)
  })
  afterAll(() => api?.close())

  it('getEnsAddress, getEnsName and getEnsText({ key: avatar }) return the name registered a moment before', async () => {
    const client = viemClient()
    expect(await client.getEnsAddress({ name })).toBe(owner.address)
    expect(await client.getEnsName({ address: owner.address })).toBe(name)
    expect(await client.getEnsText({ name, key: 'avatar' })).toBe(avatar)
    // ENSIP-11: the coin type it signed on; ENSIP-9 bytes come back lower-case.
    expect(getAddress((await client.getEnsAddress({ name, coinType: BigInt(COIN_A) })) ?? '')).toBe(
      owner.address,
    )
    // The other devnet chain resolves it through the same gateway.
    expect(await viemClient(1).getEnsAddress({ name })).toBe(owner.address)
  })

  it('getEnsAvatar fetches the avatar the name points at', async () => {
    expect(await viemClient().getEnsAvatar({ name })).toBe(avatar)
  })

  it('unknown names and records are null', async () => {
    const client = viemClient()
    expect(await client.getEnsAddress({ name: 'never-registered.portico.eth' })).toBeNull()
    expect(await client.getEnsText({ name, key: 'com.twitter' })).toBeNull()
    expect(
      await client.getEnsName({ address: privateKeyToAccount(generatePrivateKey()).address }),
    ).toBeNull()
  })

  it('a seed name keeps resolving from its PublicResolver records, both ways', async () => {
    const client = viemClient()
    const wallet1 = getAddress(world.devnet.config.accounts[0]?.address ?? '')
    expect(await client.getEnsAddress({ name: 'alice.portico.eth' })).toBe(wallet1)
    expect(await client.getEnsName({ address: wallet1 })).toBe('alice.portico.eth')
  })

  it('a contract account’s name resolves for the chain it proved itself on only', async () => {
    const contractName = `wallet-${engine}-${Math.random().toString(36).slice(2, 8)}.portico.eth`
    const message = createAccountNameMessage({ name: contractName, timestamp: nowS() + 1 })
    const response = await api.app.inject({
      method: 'POST',
      url: `/v1/profile/account?${QUERY}`,
      payload: {
        coin_type: COIN_A,
        address: world.smartWallet,
        message,
        signature: await world.walletOwner.signMessage({ message }),
      },
    })
    expect(response.statusCode).toBe(200)
    const client = viemClient()
    expect(
      getAddress(
        (await client.getEnsAddress({ name: contractName, coinType: BigInt(COIN_A) })) ?? '',
      ),
    ).toBe(world.smartWallet)
    expect(await client.getEnsAddress({ name: contractName })).toBeNull()
  })

  it('/v1/identity shows the registered name and avatar', async () => {
    const response = await api.app.inject({ url: `/v1/identity/${owner.address}?${QUERY}` })
    expect(response.json()).toEqual({ name, avatar })
  })
})

describe('the gateway route (EIP-3668)', () => {
  let api: Awaited<ReturnType<typeof startProfileApi>>
  beforeAll(async () => {
    api = await startProfileApi('sqlite', world)
  })
  afterAll(() => api?.close())

  const resolver = () => world.chain.contracts.ensOffchainResolver
  const resolveCall = (name: string, data: Hex) =>
    encodeFunctionData({
      abi: parseAbi(['function resolve(bytes name, bytes data) view returns (bytes)']),
      functionName: 'resolve',
      args: [toHex(packetToBytes(name)), data],
    })
  const addrCall = (name: string) =>
    encodeFunctionData({
      abi: parseAbi(['function addr(bytes32 node) view returns (address)']),
      functionName: 'addr',
      args: [namehash(name)],
    })

  it('answers GET {sender}/{data}.json and POST { sender, data } alike, signed by the gateway key, open to any origin', async () => {
    const callData = resolveCall('nobody-here.portico.eth', addrCall('nobody-here.portico.eth'))
    const get = await api.app.inject({
      url: `/v1/profile/ccip/${resolver().toLowerCase()}/${callData}.json`,
      headers: { origin: 'https://any.app.example' },
    })
    expect(get.statusCode).toBe(200)
    expect(get.headers['access-control-allow-origin']).toBe('*')
    const post = await api.app.inject({
      method: 'POST',
      url: `/v1/profile/ccip/${resolver()}`,
      payload: { sender: resolver(), data: callData },
    })
    const [result, expires, signature] = decodeAbiParameters(
      [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
      get.json().data,
    )
    expect(decodeAbiParameters([{ type: 'bytes' }], post.json().data)).toBeDefined()
    // An unknown name's address is the zero address, as on chain.
    expect(decodeAbiParameters([{ type: 'address' }], result)[0]).toBe(
      '0x0000000000000000000000000000000000000000',
    )
    expect(Number(expires) - nowS()).toBeGreaterThan(GATEWAY_SIGNATURE_TTL_S - 5)
    const hash = keccak256(
      encodePacked(
        ['bytes2', 'address', 'uint64', 'bytes32', 'bytes32'],
        ['0x1900', resolver() as Address, expires, keccak256(callData), keccak256(result)],
      ),
    )
    expect(await recoverAddress({ hash, signature })).toBe(DEVNET_PROFILE_GATEWAY_SIGNER)
  })

  it.each<[string, number, string, () => Hex]>([
    [
      'not resolve(bytes,bytes)',
      400,
      'Expected resolve(bytes name, bytes data)',
      () => '0x12345678',
    ],
    [
      'a name that is not DNS-encoded (a label longer than the bytes left)',
      400,
      'The name is not DNS-encoded',
      () =>
        encodeFunctionData({
          abi: parseAbi(['function resolve(bytes name, bytes data) view returns (bytes)']),
          functionName: 'resolve',
          args: ['0x0561626300', addrCall('abc')],
        }),
    ],
    [
      'a node that is not the name’s',
      400,
      'The node is not the namehash of the name',
      () => resolveCall('alice2.portico.eth', addrCall('bob2.portico.eth')),
    ],
    [
      'a resolver profile it does not answer (contenthash)',
      404,
      'Unsupported resolver profile: addr, text and name are answered',
      () =>
        resolveCall(
          'alice2.portico.eth',
          encodeFunctionData({
            abi: parseAbi(['function contenthash(bytes32 node) view returns (bytes)']),
            functionName: 'contenthash',
            args: [namehash('alice2.portico.eth')],
          }),
        ),
    ],
  ])('refuses %s with %i and a message', async (_case, status, message, data) => {
    const response = await api.app.inject({
      url: `/v1/profile/ccip/${resolver()}/${data()}.json`,
    })
    expect(response.statusCode).toBe(status)
    expect(response.json()).toMatchObject({ message, error: { message } })
  })

  it('is not served without a gateway key', async () => {
    const plain = await startTestApi('sqlite')
    try {
      const response = await plain.app.inject({
        url: `/v1/profile/ccip/${resolver()}/0x12345678.json`,
      })
      expect(response.statusCode).toBe(404)
    } finally {
      await plain.close()
    }
  })
})
