import type { PorticoContext } from '../context.js'
import {
  EmailLoginDependencyError,
  EmbeddedWalletNotConfiguredError,
} from '../errors/embeddedWallet.js'

/**
 * The gate of every email and social login until the embedded wallet is built: without an
 * `embeddedWalletUrl` it throws 'Embedded wallet not configured'; with one it throws spec §8's
 * 'Unable to load email login dependency', since the frame bridge that would talk to that site is
 * not part of this build yet. The embedded-wallet work replaces this with the bridge.
 */
export function requireEmbeddedWallet(context: PorticoContext): never {
  if (!context.options.embeddedWalletUrl) throw new EmbeddedWalletNotConfiguredError()
  throw new EmailLoginDependencyError({
    details: `No embedded-wallet bridge is available yet for ${context.options.embeddedWalletUrl}`,
  })
}
