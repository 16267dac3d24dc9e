import type { DevnetHandle } from '@portico/devnet'
import { startTestDevnet } from '@portico/devnet/testing'
import { type Address, createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { readNftMetadata } from './readNftMetadata.js'

let devnet: DevnetHandle
beforeAll(async () => {
  devnet = await startTestDevnet()
}, 60_000)
afterAll(() => devnet?.stop())

const setup = () => {
  const chain = devnet.config.chains[0]
  if (!chain) throw new Error('no chain')
  return {
    client: createPublicClient({ transport: http(chain.rpcUrl) }),
    contract: chain.contracts.nft as Address,
    assets: new URL(devnet.config.assetsUrl).origin,
  }
}

const reply = (body: string, init: ResponseInit = {}) => vi.fn(async () => new Response(body, init))

describe('readNftMetadata', () => {
  it('reads name and image from an allowed origin', async () => {
    const { client, contract, assets } = setup()
    expect(
      await readNftMetadata({ client, contract, tokenId: 3n, allowedOrigins: [assets] }),
    ).toEqual({
      name: 'Portico Pal #3',
      imageUrl: `${assets}/nft/3.svg`,
    })
  })

  it.each([
    ['no allowed origins', [] as string[], reply('{}')],
    [
      'a tokenURI on another origin (the server never calls it)',
      ['https://metadata.example'],
      reply('{}'),
    ],
  ])('fetches nothing with %s', async (_case, allowedOrigins, fetch) => {
    const { client, contract } = setup()
    expect(
      await readNftMetadata({ client, contract, tokenId: 3n, allowedOrigins, fetch }),
    ).toBeNull()
    expect(fetch).not.toHaveBeenCalled()
  })

  it.each([
    ['not JSON', reply('<html>'), null],
    ['an error status', reply('{}', { status: 500 }), null],
    [
      'too large (valid JSON beyond 64 KiB)',
      reply(JSON.stringify({ name: 'n', pad: 'x'.repeat(70_000) })),
      null,
    ],
    ['an announced size too large', reply('{}', { headers: { 'content-length': '999999' } }), null],
    [
      'a script as image',
      reply(JSON.stringify({ name: 'n', image: 'javascript:alert(1)' })),
      { name: 'n', imageUrl: null },
    ],
    [
      'an HTML data URL as image',
      reply(JSON.stringify({ name: 'n', image: 'data:text/html,<b>' })),
      { name: 'n', imageUrl: null },
    ],
    [
      'an SVG data URL',
      reply(JSON.stringify({ image: 'data:image/svg+xml;base64,PHN2Zy8+' })),
      { name: null, imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+' },
    ],
    [
      'a very long name',
      reply(JSON.stringify({ name: 'a'.repeat(500) })),
      { name: 'a'.repeat(200), imageUrl: null },
    ],
  ])('a document that is %s', async (_case, fetch, expected) => {
    const { client, contract, assets } = setup()
    expect(
      await readNftMetadata({ client, contract, tokenId: 3n, allowedOrigins: [assets], fetch }),
    ).toEqual(expected)
  })

  it('a token that does not exist has no metadata', async () => {
    const { client, contract, assets } = setup()
    expect(
      await readNftMetadata({ client, contract, tokenId: 999_999n, allowedOrigins: [assets] }),
    ).toBeNull()
  })
})
