import { parseEther } from 'viem'
import { useSendCalls, useWaitForCallsStatus } from 'wagmi'
import { DEVNET_POLLING_INTERVAL_MS } from './devnetPolling.js'

/** anvil accounts #2 and #3: each receives one of the calls. */
const CALLS = [
  { to: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', value: parseEther('0.001') },
  { to: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', value: parseEther('0.002') },
] as const

/**
 * Two transfers in one request (EIP-5792 wallet_sendCalls, useSendCalls), followed until the
 * wallet reports them done (wallet_getCallsStatus, useWaitForCallsStatus); each receipt's
 * transaction is listed.
 */
export function SendCallsCard() {
  const send = useSendCalls()
  const status = useWaitForCallsStatus({
    id: send.data?.id,
    pollingInterval: DEVNET_POLLING_INTERVAL_MS,
  })
  const state = send.isPending
    ? 'approving'
    : send.isError || status.isError
      ? 'failed'
      : status.data
        ? status.data.status
        : send.data
          ? 'pending'
          : 'idle'
  return (
    <section className="card" aria-labelledby="calls-heading">
      <h2 id="calls-heading">Send calls (useSendCalls, EIP-5792)</h2>
      <p>
        <button
          type="button"
          data-testid="wagmi-send-calls"
          disabled={state === 'approving' || state === 'pending'}
          onClick={() => send.mutate({ calls: CALLS })}
        >
          Send 0.001 and 0.002 ETH in one request
        </button>{' '}
        <span data-testid="wagmi-calls-status" data-state={state} aria-live="polite">
          {state === 'approving'
            ? 'Approve in your wallet…'
            : state === 'failed'
              ? (send.error ?? status.error)?.message
              : state === 'idle'
                ? ''
                : state}
        </span>
      </p>
      {status.data?.receipts?.length ? (
        <ol aria-label="Transactions of the calls">
          {status.data.receipts.map((receipt) => (
            <li key={receipt.transactionHash} data-testid="wagmi-calls-receipt">
              {receipt.transactionHash}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  )
}
