import { verifyMessage } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { DEVNET_MNEMONIC } from '../../anvil.js'
import {
  channelTokenFromConnectUrl,
  createFarcasterRelay,
  FARCASTER_CHANNEL_TTL_MS,
  FarcasterRelayError,
} from './createFarcasterRelay.js'

const request = { siweUri: 'http://127.0.0.1:4002/farcaster', domain: '127.0.0.1:4002' }

describe('createFarcasterRelay', () => {
  it('custody keys come from the devnet mnemonic, the same on every start', () => {
    const a = createFarcasterRelay({ mnemonic: DEVNET_MNEMONIC, issuer: 'http://idp.test' })
    const b = createFarcasterRelay({ mnemonic: DEVNET_MNEMONIC, issuer: 'http://idp.test' })
    expect(a.accounts.map((x) => x.custody.address)).toEqual(
      b.accounts.map((x) => x.custody.address),
    )
    expect(new Set(a.accounts.map((x) => x.custody.address)).size).toBe(a.accounts.length)
    expect(a.accounts.map((x) => [x.fid, x.username])).toEqual([
      [1001, 'alice'],
      [1002, 'bob'],
      [1003, 'carol'],
    ])
  })

  it('approving signs an EIP-4361 message with the custody key, for the channel’s domain, URI and nonce', async () => {
    const relay = createFarcasterRelay({ mnemonic: DEVNET_MNEMONIC, issuer: 'http://idp.test' })
    const channel = relay.open({ ...request, nonce: 'abcDEF123456' })
    expect(channel.url).toBe(
      `farcaster://connect?channelToken=${channel.channelToken}&nonce=abcDEF123456`,
    )
    expect(channelTokenFromConnectUrl(channel.url)).toBe(channel.channelToken)
    const done = await relay.approve(channel.channelToken, 'carol')
    const carol = relay.accounts[2]
    expect(done).toMatchObject({
      fid: 1003,
      username: 'carol',
      custody: carol?.custody.address,
      nonce: 'abcDEF123456',
    })
    expect(parseSiweMessage(done.message)).toMatchObject({
      domain: '127.0.0.1:4002',
      address: carol?.custody.address,
      statement: 'Farcaster Auth',
      uri: request.siweUri,
      version: '1',
      chainId: 10,
      nonce: 'abcDEF123456',
      resources: ['farcaster://fid/1003'],
    })
    expect(
      await verifyMessage({
        address: done.custody,
        message: done.message,
        signature: done.signature,
      }),
    ).toBe(true)
    // A second approval changes nothing.
    expect(await relay.approve(channel.channelToken, 'alice')).toEqual(done)
  })

  it('a channel is forgotten once FARCASTER_CHANNEL_TTL_MS passed', () => {
    let now = 1_000_000
    const relay = createFarcasterRelay({
      mnemonic: DEVNET_MNEMONIC,
      issuer: 'http://idp.test',
      now: () => now,
    })
    const channel = relay.open(request)
    now += FARCASTER_CHANNEL_TTL_MS - 1
    expect(relay.get(channel.channelToken)).toBeDefined()
    now += 1
    expect(relay.get(channel.channelToken)).toBeUndefined()
    return expect(relay.approve(channel.channelToken, 'alice')).rejects.toMatchObject({
      status: 404,
    })
  })

  it.each([
    ['siweUri is not a URL', { ...request, siweUri: 'not a url' }],
    ['domain has a path', { ...request, domain: '127.0.0.1:4002/x' }],
    ['domain is missing', { siweUri: request.siweUri } as never],
    ['nonce is too short', { ...request, nonce: 'abc' }],
    ['nonce has symbols', { ...request, nonce: 'abcdefgh!' }],
  ])('refuses a channel whose %s', (_, bad) => {
    const relay = createFarcasterRelay({ mnemonic: DEVNET_MNEMONIC, issuer: 'http://idp.test' })
    expect(() => relay.open(bad)).toThrow(FarcasterRelayError)
  })

  it.each([
    ['another scheme', 'https://connect?channelToken=0b9c7f5e-0000-4000-8000-000000000000'],
    ['no token', 'farcaster://connect?nonce=abcdefgh'],
    ['a token of the wrong shape', 'farcaster://connect?channelToken=../../x'],
  ])('channelTokenFromConnectUrl ignores %s', (_, url) => {
    expect(channelTokenFromConnectUrl(url)).toBeUndefined()
  })
})
