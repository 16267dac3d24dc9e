import { type Static, Type } from '@sinclair/typebox'

const nullableString = Type.Union([Type.String(), Type.Null()])

/** One wallet as `GET /getWallets` serves it: spec §3 "Wallet catalogue entry". */
export const WalletCatalogueEntry = Type.Object({
  id: Type.String(),
  name: Type.String(),
  image_id: Type.Optional(Type.String()),
  rdns: nullableString,
  /** CAIP-2 ids or namespaces the wallet supports. */
  chains: Type.Array(Type.String()),
  mobile_link: nullableString,
  desktop_link: nullableString,
  webapp_link: nullableString,
})
export type WalletCatalogueEntry = Static<typeof WalletCatalogueEntry>

/** A page of the wallet catalogue (spec §7 "GET /getWallets"): the entries and the total count. */
export const GetWalletsResponse = Type.Object({
  data: Type.Array(WalletCatalogueEntry),
  count: Type.Integer({ minimum: 0 }),
})
export type GetWalletsResponse = Static<typeof GetWalletsResponse>
