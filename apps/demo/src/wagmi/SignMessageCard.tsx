import { useSignMessage } from 'wagmi'

/** What the page signs. */
const MESSAGE = 'Hello from the Portico wagmi demo'

/** Signs a message with the connected wallet (useSignMessage, personal_sign). */
export function SignMessageCard() {
  const sign = useSignMessage()
  const state = sign.isPending ? 'signing' : sign.isError ? 'failed' : sign.data ? 'done' : 'idle'
  return (
    <section className="card" aria-labelledby="sign-heading">
      <h2 id="sign-heading">Sign a message (useSignMessage)</h2>
      <p>
        <button
          type="button"
          data-testid="wagmi-sign-message"
          disabled={sign.isPending}
          onClick={() => sign.mutate({ message: MESSAGE })}
        >
          Sign “{MESSAGE}”
        </button>{' '}
        <span data-testid="wagmi-signature" data-state={state} aria-live="polite">
          {state === 'signing'
            ? 'Approve in your wallet…'
            : state === 'failed'
              ? sign.error?.message
              : (sign.data ?? '')}
        </span>
      </p>
    </section>
  )
}
