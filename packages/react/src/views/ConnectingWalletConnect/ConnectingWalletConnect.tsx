import { useEffect } from 'react'
import { usePortico } from '../../hooks/usePortico.js'
import { useStoreState } from '../../hooks/useStoreState.js'
import { useT } from '../../hooks/useT.js'
import type { ViewProps } from '../../modal/ViewProps.js'
import { qrCodeCss } from '../../ui/QrCode.js'
import { WalletImage } from '../../ui/WalletImage.js'
import { WalletConnectPairing } from '../../ui/walletConnect/WalletConnectPairing.js'
import { walletConnectCss } from '../../ui/walletConnect/walletConnectCss.js'
import { WalletDeepLinks } from './WalletDeepLinks.js'

/**
 * ConnectingWalletConnect (spec §2): pairs with a mobile wallet over the relay. On show it makes
 * sure a pairing is under way (a live URI is kept, so a link made before the click stays valid;
 * none is started when the dApp drives WalletConnect itself, `manualWCControl`). Shows the QR code
 * and copy link, and for a wallet of the catalogue (router data `wallet`) its app links. Core
 * replaces the URI when it expires (4 min, expired at 10 s left) and closes the modal once the
 * wallet approves. The wallet's name is the catalogue's, rendered as text.
 */
export function ConnectingWalletConnect({ data }: ViewProps<'ConnectingWalletConnect'>) {
  const portico = usePortico()
  const { t } = useT()
  const manual = useStoreState(portico.stores.options, (s) => s.options.manualWCControl)
  const connectorId = data?.connectorId
  const wallet = data?.wallet
  useEffect(() => {
    if (!manual) portico.connection.ensurePairing({ connectorId })
  }, [portico, manual, connectorId])
  return (
    <div className="wc center" data-testid="portico-connecting-wc">
      <style>{qrCodeCss + walletConnectCss}</style>
      {wallet && (
        <div className="wallet-head" data-testid="portico-wc-wallet">
          <WalletImage
            name={wallet.name}
            src={portico.walletList.imageUrl({ imageId: wallet.image_id })}
          />
          <span>{t('continueIn', { name: wallet.name })}</span>
        </div>
      )}
      {wallet && <WalletDeepLinks wallet={wallet} />}
      <WalletConnectPairing connectorId={connectorId} />
    </div>
  )
}
