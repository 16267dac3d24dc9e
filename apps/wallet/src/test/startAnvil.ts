import { startAnvil as startDevnetAnvil } from '@portico/devnet'
import { getFreePorts } from '@portico/devnet/testing'

/** A free TCP port on 127.0.0.1, outside the ephemeral range. */
export async function getFreePort(): Promise<number> {
  const [port] = await getFreePorts(1)
  if (port === undefined) throw new Error('no free port')
  return port
}

/** A running anvil for a test. */
export type TestAnvil = { chainId: number; port: number; rpcUrl: string; stop(): Promise<void> }

/** Starts a plain (unseeded) anvil on a free port with the devnet's launcher; `stop()` kills exactly it. */
export async function startAnvil({ chainId }: { chainId: number }): Promise<TestAnvil> {
  const port = await getFreePort()
  const anvil = await startDevnetAnvil({ chainId, port })
  return {
    chainId,
    port,
    rpcUrl: anvil.rpcUrl,
    stop: async () => {
      await anvil.stop()
    },
  }
}
