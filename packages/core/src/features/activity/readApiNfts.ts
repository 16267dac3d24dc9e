import type { NftItem } from '@portico/protocol'
import { SDK_TYPE, SDK_VERSION } from '../../constants.js'
import { createHttpClient } from '../../http/createHttpClient.js'

/**
 * An ERC-721 token an account holds, as `GET /v1/account/{address}/nfts` answers it
 * (@portico/protocol); `imageUrl` is an http(s) or data:image URL, absent when the token has none
 * (or an unsafe one).
 */
export type ApiNft = NftItem

export type ReadApiNftsParameters = {
  apiUrl: string
  projectId: string
  address: string
  /** CAIP-2 id of the chain, e.g. `eip155:1`. */
  chainId: string
  signal?: AbortSignal | undefined
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isString = (value: unknown): value is string => typeof value === 'string'

/**
 * Whether an image URL from outside may be shown: http(s), or a data: URL of an image. Others
 * (javascript:, blob:, relative) are dropped.
 */
function isSafeImageUrl(url: string): boolean {
  if (/^data:image\/(png|jpeg|gif|webp|svg\+xml|avif)[;,]/i.test(url)) return true
  try {
    const { protocol } = new URL(url)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}

function toNft(value: unknown): ApiNft | undefined {
  if (!isRecord(value) || !isRecord(value.collection)) return undefined
  const { chainId, contract, tokenId, name, imageUrl, collection } = value
  if (![chainId, contract, tokenId, name, collection.name, collection.symbol].every(isString))
    return undefined
  if (imageUrl !== undefined && !isString(imageUrl)) return undefined
  return {
    chainId: chainId as string,
    contract: contract as string,
    tokenId: tokenId as string,
    name: name as string,
    ...(imageUrl && isSafeImageUrl(imageUrl) ? { imageUrl } : {}),
    collection: { name: collection.name as string, symbol: collection.symbol as string },
  }
}

/**
 * The ERC-721 tokens `address` holds on a chain, from the Portico API (`GET
 * /v1/account/{address}/nfts?chainId=`; spam collections are left out by the API). Items without
 * the shape above are left out and unsafe image URLs dropped; an answer without an nfts array
 * throws. Loaded on demand.
 */
export async function readApiNfts({
  apiUrl,
  projectId,
  address,
  chainId,
  signal,
}: ReadApiNftsParameters): Promise<ApiNft[]> {
  const client = createHttpClient({
    baseUrl: apiUrl,
    baseQuery: { projectId, st: SDK_TYPE, sv: SDK_VERSION },
  })
  const answer = await client.get<unknown>({
    path: `/v1/account/${encodeURIComponent(address)}/nfts`,
    query: { chainId },
    signal,
  })
  if (!isRecord(answer) || !Array.isArray(answer.nfts))
    throw new TypeError('The NFT answer has no nfts array')
  return answer.nfts.flatMap((item) => {
    const nft = toNft(item)
    return nft ? [nft] : []
  })
}
