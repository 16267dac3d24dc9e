import { useEffect } from 'react'
import { usePortico } from '../../hooks/usePortico.js'
import { useStoreState } from '../../hooks/useStoreState.js'
import { useT } from '../../hooks/useT.js'
import type { ViewProps } from '../../modal/ViewProps.js'
import { qrCodeCss } from '../../ui/QrCode.js'
import { WalletImage } from '../../ui/WalletImage.js'
import { WalletConnectPairing } from '../../ui/walletConnect/WalletConnectPairing.js'
import { walletConnectCss } from '../../ui/walletConnect/walletConnectCss.js'

/** How many catalogue wallets the basic view lists under the QR code. */
const BASIC_WALLETS_SHOWN = 4

/**
 * ConnectingWalletConnectBasic (spec §2 opening rules: "if wallet-connect is manual or there are
 * no adapters and the user is not connected, show … the basic connecting view on desktop"): the
 * QR code and copy link, and a few catalogue wallets that open ConnectingWalletConnect with their
 * app links. It connects nothing by itself when the dApp drives WalletConnect (`manualWCControl`):
 * it shows the URI the dApp's own pairing produced. Without adapters it starts the pairing.
 */
export function ConnectingWalletConnectBasic({ data }: ViewProps<'ConnectingWalletConnectBasic'>) {
  const portico = usePortico()
  const { t } = useT()
  const manual = useStoreState(portico.stores.options, (s) => s.options.manualWCControl)
  const hasCatalogue = useStoreState(portico.stores.options, (s) => Boolean(s.options.apiUrl))
  const wallets = useStoreState(portico.stores.walletList, (s) => s.wallets)
  const connectorId = data?.connectorId
  useEffect(() => {
    if (!manual) portico.connection.ensurePairing({ connectorId })
  }, [portico, manual, connectorId])
  useEffect(() => {
    if (hasCatalogue) void portico.walletList.fetch().catch(() => undefined)
  }, [portico, hasCatalogue])
  const shown = wallets
    .filter((w) => w.mobile_link || w.desktop_link || w.webapp_link)
    .slice(0, BASIC_WALLETS_SHOWN)
  return (
    <div className="wc center" data-testid="portico-connecting-wc-basic">
      <style>{qrCodeCss + walletConnectCss}</style>
      <WalletConnectPairing connectorId={connectorId} />
      {shown.length > 0 && (
        <section className="wc-wallets" aria-labelledby="portico-wc-basic-wallets">
          <h3 id="portico-wc-basic-wallets">{t('wcChooseWallet')}</h3>
          <ul className="list">
            {shown.map((wallet) => (
              <li key={wallet.id}>
                <button
                  type="button"
                  className="option"
                  data-testid={`portico-wc-basic-wallet-${wallet.id}`}
                  onClick={() =>
                    portico.modal.pushView({
                      view: 'ConnectingWalletConnect',
                      data: { connectorId, wallet },
                    })
                  }
                >
                  <WalletImage
                    name={wallet.name}
                    src={portico.walletList.imageUrl({ imageId: wallet.image_id })}
                  />
                  <span>{wallet.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
