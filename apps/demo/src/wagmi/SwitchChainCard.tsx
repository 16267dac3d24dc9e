import { useChains, useConnection, useSwitchChain } from 'wagmi'

/** Moves the wallet to another of the config's chains (useSwitchChain). */
export function SwitchChainCard() {
  const chains = useChains()
  const { chainId } = useConnection()
  const switchChain = useSwitchChain()
  return (
    <section className="card" aria-labelledby="switch-heading">
      <h2 id="switch-heading">Switch chain (useSwitchChain)</h2>
      <p>
        {chains.map((chain) => (
          <button
            key={chain.id}
            type="button"
            data-testid={`wagmi-switch-${chain.id}`}
            aria-pressed={chain.id === chainId}
            disabled={switchChain.isPending}
            onClick={() => switchChain.mutate({ chainId: chain.id })}
          >
            {chain.name}
          </button>
        ))}
      </p>
      {switchChain.error ? (
        <p role="alert" data-testid="wagmi-switch-error">
          {switchChain.error.message}
        </p>
      ) : null}
    </section>
  )
}
