/**
 * Deterministic art and metadata of the devnet NFT collection: everything follows from the token
 * id, so the asset server needs no storage and every start serves the same pictures.
 */
import { NFT_COLLECTION } from '../seed/plan.js'

/** Highest token id the asset server has metadata for (the contract itself has no cap). */
export const NFT_MAX_TOKEN_ID = 10_000

/** Edge of the square NFT images, in SVG user units. */
export const NFT_IMAGE_SIZE_PX = 256

const BACKGROUNDS = [
  { name: 'Dawn', from: '#FDE68A', to: '#F472B6' },
  { name: 'Lagoon', from: '#67E8F9', to: '#3B82F6' },
  { name: 'Meadow', from: '#BBF7D0', to: '#16A34A' },
  { name: 'Dusk', from: '#C4B5FD', to: '#4C1D95' },
  { name: 'Ember', from: '#FDBA74', to: '#B91C1C' },
  { name: 'Frost', from: '#F1F5F9', to: '#94A3B8' },
] as const
const BODIES = ['Round', 'Square', 'Hexagon', 'Diamond'] as const
const BODY_COLORS = ['#F59E0B', '#10B981', '#6366F1', '#EC4899', '#14B8A6', '#F97316'] as const
const EYES = ['Dots', 'Wide', 'Sleepy'] as const
const MOODS = ['Happy', 'Calm', 'Surprised'] as const

/** The traits of one token. */
export type NftTraits = {
  background: (typeof BACKGROUNDS)[number]
  body: (typeof BODIES)[number]
  bodyColor: string
  eyes: (typeof EYES)[number]
  mood: (typeof MOODS)[number]
  level: number
}

/** ERC-721 metadata JSON (the OpenSea shape wallets read). */
export type NftMetadata = {
  name: string
  description: string
  image: string
  attributes: (
    | { trait_type: string; value: string }
    | { trait_type: string; value: number; display_type: 'number' }
  )[]
}

/** True when the asset server has art for this token id. */
export function isKnownTokenId(tokenId: number): boolean {
  return Number.isInteger(tokenId) && tokenId >= 1 && tokenId <= NFT_MAX_TOKEN_ID
}

/** mulberry32: a tiny seeded PRNG, enough to pick traits reproducibly. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)] as T
}

/** The traits of a token, derived from its id alone. */
export function getNftTraits(tokenId: number): NftTraits {
  const random = createRandom(Math.imul(tokenId, 0x9e3779b1))
  return {
    background: pick(BACKGROUNDS, random),
    body: pick(BODIES, random),
    bodyColor: pick(BODY_COLORS, random),
    eyes: pick(EYES, random),
    mood: pick(MOODS, random),
    level: 1 + Math.floor(random() * 10),
  }
}

/** The metadata of a token; `imageUrl` is where the asset server serves its SVG. */
export function getNftMetadata(tokenId: number, imageUrl: string): NftMetadata {
  const traits = getNftTraits(tokenId)
  return {
    name: `${NFT_COLLECTION.itemName} #${tokenId}`,
    description: `${NFT_COLLECTION.name} is the Portico devnet's NFT collection. Every pal is drawn from its token id.`,
    image: imageUrl,
    attributes: [
      { trait_type: 'Background', value: traits.background.name },
      { trait_type: 'Body', value: traits.body },
      { trait_type: 'Eyes', value: traits.eyes },
      { trait_type: 'Mood', value: traits.mood },
      { trait_type: 'Level', value: traits.level, display_type: 'number' },
    ],
  }
}

function bodyShape(body: NftTraits['body'], color: string): string {
  const fill = `fill="${color}" stroke="#1F2937" stroke-width="6"`
  switch (body) {
    case 'Round':
      return `<circle cx="128" cy="140" r="76" ${fill}/>`
    case 'Square':
      return `<rect x="56" y="68" width="144" height="144" rx="28" ${fill}/>`
    case 'Hexagon':
      return `<polygon points="128,58 200,99 200,181 128,222 56,181 56,99" ${fill}/>`
    case 'Diamond':
      return `<polygon points="128,52 214,140 128,228 42,140" ${fill}/>`
  }
}

function eyes(kind: NftTraits['eyes']): string {
  switch (kind) {
    case 'Dots':
      return '<circle cx="104" cy="128" r="9" fill="#1F2937"/><circle cx="152" cy="128" r="9" fill="#1F2937"/>'
    case 'Wide':
      return [104, 152]
        .map(
          (x) =>
            `<circle cx="${x}" cy="126" r="17" fill="#FFFFFF" stroke="#1F2937" stroke-width="4"/><circle cx="${x + 3}" cy="129" r="7" fill="#1F2937"/>`,
        )
        .join('')
    case 'Sleepy':
      return '<path d="M90 130 q14 10 28 0 M138 130 q14 10 28 0" fill="none" stroke="#1F2937" stroke-width="6" stroke-linecap="round"/>'
  }
}

function mouth(mood: NftTraits['mood']): string {
  switch (mood) {
    case 'Happy':
      return '<path d="M102 164 q26 24 52 0" fill="none" stroke="#1F2937" stroke-width="6" stroke-linecap="round"/>'
    case 'Calm':
      return '<path d="M108 170 h40" stroke="#1F2937" stroke-width="6" stroke-linecap="round"/>'
    case 'Surprised':
      return '<ellipse cx="128" cy="172" rx="11" ry="14" fill="#1F2937"/>'
  }
}

/** The SVG image of a token. */
export function renderNftSvg(tokenId: number): string {
  const traits = getNftTraits(tokenId)
  const size = NFT_IMAGE_SIZE_PX
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 256 256" role="img" aria-label="${NFT_COLLECTION.itemName} #${tokenId}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${traits.background.from}"/><stop offset="1" stop-color="${traits.background.to}"/></linearGradient></defs>`,
    '<rect width="256" height="256" fill="url(#bg)"/>',
    bodyShape(traits.body, traits.bodyColor),
    eyes(traits.eyes),
    mouth(traits.mood),
    `<text x="240" y="242" text-anchor="end" font-family="ui-monospace, monospace" font-size="18" font-weight="700" fill="#1F2937">#${tokenId}</text>`,
    '</svg>',
  ].join('')
}
