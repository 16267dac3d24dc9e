import { useAccount, useNetwork, usePortico } from '@portico/react'
import { useState } from 'react'
import { walletConnectAdapter } from './walletconnect.js'

/** What the demo signs in Polkadot and Cosmos (the EVM action signs the same text). */
export const SESSION_MESSAGE = 'Hello from the Portico demo'

type Outcome = { state: 'idle' | 'waiting' | 'done' | 'failed'; text?: string }

/**
 * "Sign message" in the active namespace when it is Polkadot or Cosmos, which the demo reaches
 * through WalletConnect only: the adapter's `signMessage` asks the wallet through the session
 * (`polkadot_signMessage`, or an ADR-36 `cosmos_signAmino`); the signature is shown as text.
 */
export function SessionSignMessage() {
  const portico = usePortico()
  const account = useAccount()
  const { network } = useNetwork()
  const [signature, setSignature] = useState<Outcome>({ state: 'idle' })
  const namespace = network.chainNamespace
  if (
    account.status !== 'connected' ||
    !account.address ||
    (namespace !== 'polkadot' && namespace !== 'cosmos')
  )
    return null
  const address = account.address

  async function sign() {
    setSignature({ state: 'waiting' })
    try {
      const connector = portico.stores.connectors
        .getState()
        .connectors.find((c) => c.id === account.connectorId)
      if (!connector || !walletConnectAdapter.signMessage)
        throw new Error('The wallet of this account cannot sign messages')
      const result = await walletConnectAdapter.signMessage({
        connector,
        network,
        address,
        message: SESSION_MESSAGE,
      })
      setSignature({ state: 'done', text: result })
    } catch (error) {
      setSignature({ state: 'failed', text: (error as Error).message })
    }
  }

  return (
    <section className="card" aria-labelledby="session-actions-heading">
      <h2 id="session-actions-heading">Wallet actions ({network.name})</h2>
      <p>
        <button
          type="button"
          data-testid="demo-sign-message"
          data-namespace={namespace}
          disabled={signature.state === 'waiting'}
          onClick={() => void sign()}
        >
          Sign message
        </button>{' '}
        <span data-testid="demo-signature" data-state={signature.state} aria-live="polite">
          {signature.state === 'waiting' ? 'Approve in your wallet…' : (signature.text ?? '')}
        </span>
      </p>
    </section>
  )
}
