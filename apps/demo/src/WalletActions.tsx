import { useAccount, useNetwork, usePortico } from '@portico/react'
import { useState } from 'react'
import { type EIP1193Provider, type Hex, parseEther, toHex } from 'viem'
import { SessionSignMessage } from './SessionSignMessage.js'

/** anvil account #2: the demo sends it a little ETH. */
const RECIPIENT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const MESSAGE = 'Hello from the Portico demo'

type Outcome = { state: 'idle' | 'waiting' | 'done' | 'failed'; text?: string }

/**
 * What a dApp does with a connected EVM wallet, through the connector's EIP-1193 provider —
 * whichever wallet it is (browser wallet or a phone over WalletConnect): sign a message
 * (personal_sign) and send a transaction on the devnet, shown once mined.
 */
export function WalletActions() {
  const portico = usePortico()
  const account = useAccount()
  const { network } = useNetwork()
  const [signature, setSignature] = useState<Outcome>({ state: 'idle' })
  const [transaction, setTransaction] = useState<Outcome>({ state: 'idle' })
  // Polkadot and Cosmos (WalletConnect sessions): sign a message in the active namespace.
  if (network.chainNamespace === 'polkadot' || network.chainNamespace === 'cosmos')
    return <SessionSignMessage key={network.caipNetworkId} />
  if (account.status !== 'connected' || !account.address || network.chainNamespace !== 'eip155')
    return null
  const address = account.address as Hex
  const provider = () =>
    portico.stores.connectors.getState().connectors.find((c) => c.id === account.connectorId)
      ?.provider as EIP1193Provider | undefined

  async function sign() {
    setSignature({ state: 'waiting' })
    try {
      const result = await provider()?.request({
        method: 'personal_sign',
        params: [toHex(MESSAGE), address],
      })
      setSignature({ state: 'done', text: String(result) })
    } catch (error) {
      setSignature({ state: 'failed', text: (error as Error).message })
    }
  }

  async function send() {
    setTransaction({ state: 'waiting' })
    try {
      const hash = (await provider()?.request({
        method: 'eth_sendTransaction',
        params: [{ from: address, to: RECIPIENT, value: toHex(parseEther('0.001')) }],
      })) as Hex
      setTransaction({ state: 'waiting', text: hash })
      // viem's public client loads only now (./waitForReceipt.ts), not with the page.
      const { waitForReceipt } = await import('./waitForReceipt.js')
      const blockNumber = await waitForReceipt({ rpcUrl: network.rpcUrls.default.http[0], hash })
      setTransaction({ state: 'done', text: `${hash} mined in block ${blockNumber}` })
    } catch (error) {
      setTransaction({ state: 'failed', text: (error as Error).message })
    }
  }

  return (
    <section className="card" aria-labelledby="actions-heading">
      <h2 id="actions-heading">Wallet actions</h2>
      <p>
        <button
          type="button"
          data-testid="demo-sign-message"
          disabled={signature.state === 'waiting'}
          onClick={() => void sign()}
        >
          Sign message
        </button>{' '}
        <span data-testid="demo-signature" data-state={signature.state} aria-live="polite">
          {signature.state === 'waiting' ? 'Approve in your wallet…' : (signature.text ?? '')}
        </span>
      </p>
      <p>
        <button
          type="button"
          data-testid="demo-send-transaction"
          disabled={transaction.state === 'waiting'}
          onClick={() => void send()}
        >
          Send 0.001 ETH
        </button>{' '}
        <span data-testid="demo-transaction" data-state={transaction.state} aria-live="polite">
          {transaction.text ?? (transaction.state === 'waiting' ? 'Approve in your wallet…' : '')}
        </span>
      </p>
    </section>
  )
}
