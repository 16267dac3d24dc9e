import { useConnect, useConnection, useConnectors, useDisconnect } from 'wagmi'

/**
 * The dApp's own connect and disconnect, with wagmi's hooks and no Portico at all: a button per
 * browser wallet wagmi discovered (EIP-6963). Portico's button and stores follow (e2e "the other
 * way round"). Portico's WalletConnect and email connectors connect only through its modal, so
 * they are not offered here.
 */
export function DappConnect() {
  const connectors = useConnectors()
  const connect = useConnect()
  const disconnect = useDisconnect()
  const { isConnected } = useConnection()
  const injected = connectors.filter((connector) => connector.type === 'injected')
  return (
    <section className="card" aria-labelledby="dapp-connect-heading">
      <h2 id="dapp-connect-heading">The dApp's own wagmi connect</h2>
      {isConnected ? (
        <button
          type="button"
          data-testid="wagmi-disconnect"
          disabled={disconnect.isPending}
          onClick={() => disconnect.mutate()}
        >
          Disconnect (useDisconnect)
        </button>
      ) : (
        <ul className="wagmi-connectors">
          {injected.map((connector) => (
            <li key={connector.uid}>
              <button
                type="button"
                data-testid={`wagmi-connect-${connector.id}`}
                disabled={connect.isPending}
                onClick={() => connect.mutate({ connector })}
              >
                Connect {connector.name} (useConnect)
              </button>
            </li>
          ))}
        </ul>
      )}
      {connect.error ? (
        <p role="alert" data-testid="wagmi-connect-error">
          {connect.error.message}
        </p>
      ) : null}
    </section>
  )
}
