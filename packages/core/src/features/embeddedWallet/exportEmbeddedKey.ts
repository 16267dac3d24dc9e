import type { PorticoContext } from '../../context.js'
import type { WalletErrorType } from '../../errors/toRpcError.js'
import type { AuthConnectorNotFoundError, NotConnectedToEmailOrSocialError } from './errors.js'
import { requireAuthAccount } from './requireAuthAccount.js'

/**
 * Key export of the embedded wallet: the frame re-authenticates the visitor and shows the private
 * key on its own screen (FrameShow EmbeddedWalletFrame). The key never reaches the dApp.
 */
export async function exportEmbeddedKey(context: PorticoContext): Promise<void> {
  const { adapter } = requireAuthAccount(context)
  await adapter.exportKey()
}

/** `portico.embeddedWallet.exportKey()`: no email or social account, or the frame's refusal. */
export type ExportEmbeddedKeyErrorType =
  | NotConnectedToEmailOrSocialError
  | AuthConnectorNotFoundError
  | WalletErrorType
