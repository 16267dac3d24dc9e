/** Host names the devnet's servers may listen on: loopback only, never a public interface. */
export const LOOPBACK_HOSTS = ['127.0.0.1', '::1', 'localhost'] as const

/** Throws unless `host` is a loopback address, so a devnet server never listens on the network. */
export function assertLoopbackHost(host: string, service: string): void {
  if (!(LOOPBACK_HOSTS as readonly string[]).includes(host))
    throw new Error(
      `${service} listens on loopback only (${LOOPBACK_HOSTS.join(', ')}), not on '${host}'`,
    )
}
