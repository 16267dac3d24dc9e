import { useAccount, useConnections, useNetwork, usePortico } from '@portico/react'
import { useState } from 'react'
import { bitcoinAdapter } from './bitcoin.js'

/** The devnet's wallet-2 payment address (P2WPKH m/84'/1'/0'/0/1): the demo sends it sats. */
const RECIPIENT = 'bcrt1qlqj2pdsteppkcr8jkp9ms0wpvey89tna8v72sj'
const AMOUNT_SATS = 10_000n
const MESSAGE = 'Hello from the Portico demo'

type Outcome = { state: 'idle' | 'waiting' | 'done' | 'failed'; text?: string }

/**
 * What a dApp does with a connected Bitcoin wallet through the adapter: lists both accounts of
 * the connection (payment, the active one, and ordinal), signs a message (BIP-322) with either,
 * and sends 10,000 sats from the payment account to another demo account, then reads the
 * recipient's balance from the network's API.
 */
export function BitcoinActions() {
  const portico = usePortico()
  const account = useAccount()
  const { network } = useNetwork()
  const { activeConnection } = useConnections({ namespace: 'bip122' })
  const [signatures, setSignatures] = useState<Record<string, Outcome>>({})
  const [transfer, setTransfer] = useState<Outcome>({ state: 'idle' })
  if (
    account.status !== 'connected' ||
    !account.address ||
    network.chainNamespace !== 'bip122' ||
    !activeConnection
  )
    return null
  const from = account.address
  const connector = () => {
    const found = portico.stores.connectors
      .getState()
      .connectors.find((c) => c.id === activeConnection.connectorId)
    if (!found) throw new Error('The Bitcoin wallet is no longer available')
    return found
  }

  async function sign(address: string) {
    setSignatures((s) => ({ ...s, [address]: { state: 'waiting' } }))
    try {
      const signature = await bitcoinAdapter.signMessage!({
        connector: connector(),
        network,
        address,
        message: MESSAGE,
      })
      setSignatures((s) => ({ ...s, [address]: { state: 'done', text: signature } }))
    } catch (error) {
      setSignatures((s) => ({
        ...s,
        [address]: { state: 'failed', text: (error as Error).message },
      }))
    }
  }

  async function send() {
    setTransfer({ state: 'waiting' })
    try {
      const txid = await bitcoinAdapter.transfer!({
        connector: connector(),
        network,
        from,
        to: RECIPIENT,
        amount: AMOUNT_SATS,
      })
      const { value } = await bitcoinAdapter.getBalance({ address: RECIPIENT, network })
      setTransfer({ state: 'done', text: `${txid} · recipient holds ${value} sats` })
    } catch (error) {
      setTransfer({ state: 'failed', text: (error as Error).message })
    }
  }

  return (
    <section className="card" aria-labelledby="bitcoin-actions-heading">
      <h2 id="bitcoin-actions-heading">Bitcoin actions</h2>
      <ul data-testid="demo-bitcoin-accounts">
        {activeConnection.accounts.map((a) => {
          const outcome = signatures[a.address] ?? { state: 'idle' }
          return (
            <li key={a.address} data-testid={`demo-bitcoin-account-${a.type}`}>
              <strong>{a.type}</strong> <code>{a.address}</code>
              {a.address === from ? ' (active)' : ''}{' '}
              <button
                type="button"
                data-testid={`demo-bitcoin-sign-${a.type}`}
                disabled={outcome.state === 'waiting'}
                onClick={() => void sign(a.address)}
              >
                Sign message with the {a.type} account
              </button>{' '}
              <span
                data-testid={`demo-bitcoin-signature-${a.type}`}
                data-state={outcome.state}
                aria-live="polite"
              >
                {outcome.state === 'waiting' ? 'Approve in your wallet…' : (outcome.text ?? '')}
              </span>
            </li>
          )
        })}
      </ul>
      <p>
        <button
          type="button"
          data-testid="demo-bitcoin-send"
          disabled={transfer.state === 'waiting'}
          onClick={() => void send()}
        >
          Send 10,000 sats to wallet-2
        </button>{' '}
        <span data-testid="demo-bitcoin-transfer" data-state={transfer.state} aria-live="polite">
          {transfer.state === 'waiting' ? 'Approve in your wallet…' : (transfer.text ?? '')}
        </span>
      </p>
    </section>
  )
}
