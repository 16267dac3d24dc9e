import { createPublicClient, http, keccak256, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSiwxMessage } from '../message/createSiwxMessage.js'
import { type SiwxChain, startSiwxChain } from '../testing/startSiwxChain.js'
import { createEvmVerifier } from './createEvmVerifier.js'

let world: SiwxChain
beforeAll(async () => {
  world = await startSiwxChain()
}, 60_000)
afterAll(() => world?.stop())

const message = (accountAddress: string, chainId = 'eip155:31337') =>
  createSiwxMessage({
    accountAddress,
    chainId,
    domain: 'app.example.org',
    uri: 'https://app.example.org/login',
    version: '1',
    nonce: 'evmNonce123',
    statement: 'Sign in to the test dApp.',
  })

describe('EVM verifier: viem verifyMessage on the chain (EOA, EIP-1271, EIP-6492)', () => {
  const verifier = () => createEvmVerifier({ clients: { 31337: world.client } })

  it('an EOA: its personal_sign signature is accepted; another key’s is refused', async () => {
    const eoa = privateKeyToAccount(generatePrivateKey())
    const signed = message(eoa.address)
    const signature = await eoa.signMessage({ message: signed.serializedMessage })
    expect(await verifier().verify({ message: signed, signature })).toBe(true)
    const stranger = privateKeyToAccount(generatePrivateKey())
    const forged = await stranger.signMessage({ message: signed.serializedMessage })
    expect(await verifier().verify({ message: signed, signature: forged })).toBe(false)
  })

  it('EIP-1271: a deployed contract account accepts its owner’s signature, refuses another’s', async () => {
    const signed = message(world.smartWallet)
    const signature = await world.owner.signMessage({ message: signed.serializedMessage })
    expect(await verifier().verify({ message: signed, signature })).toBe(true)
    const other = privateKeyToAccount(generatePrivateKey())
    const forged = await other.signMessage({ message: signed.serializedMessage })
    expect(await verifier().verify({ message: signed, signature: forged })).toBe(false)
  })

  it('EIP-6492: a counterfactual account (not deployed) signs through its factory’s wrapper', async () => {
    const salt = keccak256(toHex(`siwx-${Math.random()}`))
    const owner = privateKeyToAccount(generatePrivateKey())
    // The address is only known from the factory; sign the message for that address.
    const probe = await world.signAsCounterfactual(owner, salt, 'probe')
    const signed = message(probe.address)
    const { signature } = await world.signAsCounterfactual(owner, salt, signed.serializedMessage)
    expect(await world.client.getCode({ address: probe.address })).toBeUndefined()
    expect(await verifier().verify({ message: signed, signature })).toBe(true)
    const wrongOwner = privateKeyToAccount(generatePrivateKey())
    const forged = await world.signAsCounterfactual(wrongOwner, salt, signed.serializedMessage)
    expect(await verifier().verify({ message: signed, signature: forged.signature })).toBe(false)
  })

  it('a signature that is not hex is refused; a chain without a client is an error', async () => {
    const eoa = privateKeyToAccount(generatePrivateKey())
    expect(await verifier().verify({ message: message(eoa.address), signature: 'hello' })).toBe(
      false,
    )
    await expect(
      verifier().verify({ message: message(eoa.address, 'eip155:1'), signature: '0x00' }),
    ).rejects.toThrow('No client configured for chain eip155:1')
  })

  it('a node that does not answer rejects instead of refusing the signature', async () => {
    const eoa = privateKeyToAccount(generatePrivateKey())
    const signed = message(eoa.address)
    const signature = await eoa.signMessage({ message: signed.serializedMessage })
    // A contract-account check needs the node; port 9 (discard) answers nothing.
    const down = createPublicClient({ transport: http('http://127.0.0.1:9', { retryCount: 0 }) })
    const smart = message(world.smartWallet)
    await expect(
      createEvmVerifier({ clients: { 31337: down } }).verify({ message: smart, signature }),
    ).rejects.toThrow()
  })
})
