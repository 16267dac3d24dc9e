import { describe, expect, it } from 'vitest'
import type { WalletCatalogueEntry } from '../../state/types.js'
import type { Connector } from '../../types/connector.js'
import { walletTarget } from './walletTarget.js'

const connectors: Connector[] = [
  { id: 'io.metamask', type: 'ANNOUNCED', name: 'MetaMask', chain: 'eip155' },
  { id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', chain: 'eip155' },
]
const linked: WalletCatalogueEntry = { id: 'trust', name: 'Trust', mobile_link: 'trust://' }
const unlinked: WalletCatalogueEntry = { id: 'paper', name: 'Paper' }

describe('walletTarget', () => {
  it.each([
    [
      'an installed wallet connects through its connector',
      { id: 'io.metamask', name: 'MetaMask', connectorId: 'io.metamask' },
      true,
      { kind: 'connector', connectorId: 'io.metamask' },
    ],
    [
      'the WalletConnect connector opens ConnectingWalletConnect',
      { id: 'walletConnect', name: 'WalletConnect', connectorId: 'walletConnect' },
      true,
      { kind: 'walletConnect', connectorId: 'walletConnect' },
    ],
    [
      'a wallet with mobile_link/desktop_link/webapp_link and no injected connector goes to ConnectingWalletConnect',
      { id: 'trust', name: 'Trust', wallet: linked },
      true,
      { kind: 'walletConnect', wallet: linked },
    ],
    [
      'a catalogue wallet without a link cannot be connected here',
      { id: 'paper', name: 'Paper', wallet: unlinked },
      true,
      undefined,
    ],
    [
      'with WalletConnect off, a wallet that is not installed cannot be connected',
      { id: 'trust', name: 'Trust', wallet: linked },
      false,
      undefined,
    ],
    [
      'a recent wallet last connected over the relay opens the WalletConnect flow again',
      { id: 'rainbow', name: 'Rainbow', imageId: 'img', group: 'recent' as const },
      true,
      { kind: 'walletConnect', wallet: { id: 'rainbow', name: 'Rainbow', image_id: 'img' } },
    ],
    [
      'a connector that is gone has no target',
      { id: 'gone', name: 'Gone', connectorId: 'gone' },
      true,
      undefined,
    ],
  ])('%s', (_rule, item, enableWalletConnect, expected) => {
    expect(walletTarget({ item, connectors, enableWalletConnect })).toEqual(expected)
  })
})
