import { useConnections, useNetwork, useSwitchNetwork } from '@portico/react'

/**
 * Network switching and multi-wallet from the hooks (no modal): the configured networks, each a
 * button that switches to it (useSwitchNetwork; the connected wallet follows), and the wallets
 * connected in the active namespace (useConnections) with a switch and a disconnect each.
 * Multi-wallet is on with `?multiWallet=1` (see main.tsx).
 */
export function SwitchPanel() {
  const { network, networks } = useNetwork()
  const { switchNetwork, status, error, isSwitching } = useSwitchNetwork()
  const { connections, isMultiWalletEnabled, switchConnection, disconnectConnection, ...wallets } =
    useConnections()
  return (
    <section className="card" aria-labelledby="switch-heading">
      <h2 id="switch-heading">Networks and wallets</h2>
      <p>
        {networks.map((n) => (
          <button
            key={n.caipNetworkId}
            type="button"
            data-testid={`demo-switch-network-${n.caipNetworkId}`}
            aria-pressed={n.caipNetworkId === network.caipNetworkId}
            disabled={isSwitching}
            onClick={() => switchNetwork(n)}
          >
            {n.name}
          </button>
        ))}{' '}
        <span data-testid="demo-switch-status" data-state={status} aria-live="polite">
          {status === 'error' ? error?.shortMessage : isSwitching ? 'Switching…' : ''}
        </span>
      </p>
      <p data-testid="demo-multi-wallet">Multi-wallet {isMultiWalletEnabled ? 'on' : 'off'}</p>
      {connections.length > 0 && (
        <ul className="connections">
          {connections.map((c) => (
            <li key={c.connectorId} data-testid={`demo-connection-${c.connectorId}`}>
              <span data-testid="demo-connection-text">
                {c.name} {c.accounts[0]?.address} {c.status}
              </span>{' '}
              {!c.isActive && (
                <button
                  type="button"
                  data-testid={`demo-connection-switch-${c.connectorId}`}
                  disabled={wallets.pendingConnectorId !== undefined}
                  onClick={() => void switchConnection(c.connectorId).catch(() => undefined)}
                >
                  Switch to {c.name}
                </button>
              )}{' '}
              <button
                type="button"
                data-testid={`demo-connection-disconnect-${c.connectorId}`}
                disabled={wallets.pendingConnectorId !== undefined}
                onClick={() => void disconnectConnection(c.connectorId).catch(() => undefined)}
              >
                Disconnect {c.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      {wallets.error && <p role="alert">{wallets.error.shortMessage}</p>}
    </section>
  )
}
