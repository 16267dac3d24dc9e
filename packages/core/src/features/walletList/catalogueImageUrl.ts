import { SDK_TYPE, SDK_VERSION } from '../../constants.js'
import type { PorticoContext } from '../../context.js'

/** The kinds of images the wallet catalogue serves, one route each (spec §7). */
export type CatalogueImageKind = 'wallet' | 'asset' | 'currency' | 'token'

/** spec §7 "/getWalletImage/{id}, /public/getAssetImage/{id}, /public/getCurrencyImage/{id}, /public/getTokenImage/{id}" */
const CATALOGUE_IMAGE_ROUTES: Readonly<Record<CatalogueImageKind, string>> = {
  wallet: '/getWalletImage',
  asset: '/public/getAssetImage',
  currency: '/public/getCurrencyImage',
  token: '/public/getTokenImage',
}

export type CatalogueImageUrlParameters = {
  kind: CatalogueImageKind
  /**
   * The image's id: a wallet's image_id, a network's CAIP-2 id or namespace (asset), a currency
   * code (currency, `USD`) or a token symbol (token, `USDC`).
   */
  id: string | undefined
}

/**
 * The URL of a catalogue image through the configured API, with the project query every route
 * asks for; undefined without an API, a project id or an id (the view shows its text fallback).
 */
export function catalogueImageUrl(
  context: PorticoContext,
  { kind, id }: CatalogueImageUrlParameters,
): string | undefined {
  const { apiUrl } = context.stores.options.getState().options
  if (!apiUrl || !context.projectId || !id) return undefined
  const query = new URLSearchParams({ projectId: context.projectId, st: SDK_TYPE, sv: SDK_VERSION })
  return `${apiUrl}${CATALOGUE_IMAGE_ROUTES[kind]}/${encodeURIComponent(id)}?${query}`
}
