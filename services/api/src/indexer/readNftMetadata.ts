import { type Address, type PublicClient, parseAbi } from 'viem'

/** How long a metadata fetch may take. */
export const NFT_METADATA_TIMEOUT_MS = 2_000
/** The largest metadata document read. */
export const NFT_METADATA_MAX_BYTES = 64 * 1024
const MAX_NAME_CHARS = 200
const MAX_IMAGE_URL_CHARS = 2_048

const tokenUriAbi = parseAbi(['function tokenURI(uint256 tokenId) view returns (string)'])

export type ReadNftMetadataParameters = {
  client: PublicClient
  contract: Address
  tokenId: bigint
  /**
   * Origins the server may fetch metadata from (e.g. `http://127.0.0.1:8547`). A tokenURI is chosen
   * by whoever minted the token: fetching any of them would let a token make the server call
   * internal addresses, so only the operator's list is fetched.
   */
  allowedOrigins: readonly string[]
  fetch?: typeof fetch | undefined
}

/** An image a browser may show: http(s) or a data: image. */
function safeImageUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_IMAGE_URL_CHARS) return null
  if (/^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.test(value)) return value
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

/**
 * An ERC-721 token's name and image from its tokenURI metadata, or null when the token has no URI,
 * the URI is not on an allowed origin, or the document is missing, too large or not JSON. The
 * fetch follows no redirect and gives up after NFT_METADATA_TIMEOUT_MS.
 */
export async function readNftMetadata({
  client,
  contract,
  tokenId,
  allowedOrigins,
  fetch: fetchImpl = globalThis.fetch,
}: ReadNftMetadataParameters): Promise<{ name: string | null; imageUrl: string | null } | null> {
  if (allowedOrigins.length === 0) return null
  let uri: string
  try {
    uri = await client.readContract({
      address: contract,
      abi: tokenUriAbi,
      functionName: 'tokenURI',
      args: [tokenId],
    })
  } catch {
    return null
  }
  let url: URL
  try {
    url = new URL(uri)
  } catch {
    return null
  }
  if (!allowedOrigins.includes(url.origin)) return null
  try {
    const response = await fetchImpl(url, {
      redirect: 'error',
      signal: AbortSignal.timeout(NFT_METADATA_TIMEOUT_MS),
    })
    const length = Number(response.headers.get('content-length') ?? 0)
    if (!response.ok || length > NFT_METADATA_MAX_BYTES) return null
    const text = await response.text()
    if (text.length > NFT_METADATA_MAX_BYTES) return null
    const json = JSON.parse(text) as { name?: unknown; image?: unknown } | null
    const name = typeof json?.name === 'string' ? json.name.slice(0, MAX_NAME_CHARS) : null
    return { name, imageUrl: safeImageUrl(json?.image) }
  } catch {
    return null
  }
}
