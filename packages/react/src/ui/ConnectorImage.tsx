import type { Connector, WalletListState } from '@portico/core'
import { usePortico } from '../hooks/usePortico.js'
import { useStoreState } from '../hooks/useStoreState.js'
import { WalletImage } from './WalletImage.js'

/** The catalogue's image id of a wallet listed under `explorerId` in any list loaded so far. */
function catalogueImageId(state: WalletListState, explorerId: string): string | undefined {
  for (const list of [state.featured, state.recommended, state.wallets, state.filteredWallets]) {
    const entry = list.find((wallet) => wallet.id === explorerId)
    if (entry?.image_id) return entry.image_id
  }
  return undefined
}

export type ConnectorImageProps = {
  /** The wallet's name: the placeholder shows its initial. */
  name: string
  connector?: Connector | undefined
  /** The icon to show, when known better than the connector's (a connection's wallet info). @default connector.imageUrl */
  imageUrl?: string | undefined
  large?: boolean | undefined
}

/**
 * A connector's wallet icon: its own image URL, else the catalogue's wallet image (spec §7
 * `/getWalletImage/{id}`) by the connector's `imageId`, or by the image id of the catalogue wallet
 * its `explorerId` names (when that wallet is in a list loaded so far); else the initial.
 */
export function ConnectorImage({ name, connector, imageUrl, large }: ConnectorImageProps) {
  const portico = usePortico()
  const explorerId = connector?.explorerId
  const imageId = useStoreState(portico.stores.walletList, (state) =>
    explorerId ? catalogueImageId(state, explorerId) : undefined,
  )
  const src =
    imageUrl ??
    connector?.imageUrl ??
    portico.walletList.catalogueImageUrl({ kind: 'wallet', id: connector?.imageId ?? imageId })
  return <WalletImage name={name} src={src} large={large} />
}
