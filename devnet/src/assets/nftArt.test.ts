import { describe, expect, test } from 'vitest'
import {
  getNftMetadata,
  getNftTraits,
  isKnownTokenId,
  NFT_MAX_TOKEN_ID,
  renderNftSvg,
} from './nftArt.js'

describe('nftArt', () => {
  test.each([
    { tokenId: 1, known: true },
    { tokenId: NFT_MAX_TOKEN_ID, known: true },
    { tokenId: 0, known: false },
    { tokenId: NFT_MAX_TOKEN_ID + 1, known: false },
    { tokenId: 1.5, known: false },
  ])('token id $tokenId known: $known', ({ tokenId, known }) => {
    expect(isKnownTokenId(tokenId)).toBe(known)
  })

  test('traits follow from the token id alone', () => {
    expect(getNftTraits(7)).toEqual(getNftTraits(7))
    const all = Array.from({ length: 200 }, (_, i) => getNftTraits(i + 1))
    // Every value of every trait shows up across 200 tokens: the picks are spread, not stuck.
    expect(new Set(all.map((t) => t.background.name)).size).toBe(6)
    expect(new Set(all.map((t) => t.body)).size).toBe(4)
    expect(new Set(all.map((t) => t.eyes)).size).toBe(3)
    expect(new Set(all.map((t) => t.mood)).size).toBe(3)
    expect(new Set(all.map((t) => t.level))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]))
  })

  test('metadata has the OpenSea shape', () => {
    expect(getNftMetadata(1, 'http://x/nft/1.svg')).toMatchInlineSnapshot(`
      {
        "attributes": [
          {
            "trait_type": "Background",
            "value": "Dusk",
          },
          {
            "trait_type": "Body",
            "value": "Square",
          },
          {
            "trait_type": "Eyes",
            "value": "Wide",
          },
          {
            "trait_type": "Mood",
            "value": "Surprised",
          },
          {
            "display_type": "number",
            "trait_type": "Level",
            "value": 8,
          },
        ],
        "description": "Portico Pals is the Portico devnet's NFT collection. Every pal is drawn from its token id.",
        "image": "http://x/nft/1.svg",
        "name": "Portico Pal #1",
      }
    `)
  })

  test('the image is one well-formed SVG element', () => {
    const svg = renderNftSvg(5)
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    expect(svg.endsWith('</svg>')).toBe(true)
    expect(svg.match(/<svg/g)).toHaveLength(1)
    expect(svg).toContain('>#5</text>')
  })
})
