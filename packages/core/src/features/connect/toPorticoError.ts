import { PorticoError } from '../../errors/PorticoError.js'
import { ConnectionRejectedError, FailedToConnectError } from './errors.js'

/** Turns what a wallet threw into the spec's error: 4001 → 'Connection rejected', else 'Failed to connect'. */
export function toConnectError(error: unknown): PorticoError {
  if (error instanceof PorticoError) return error
  const code = (error as { code?: unknown } | null)?.code
  if (code === ConnectionRejectedError.code) return new ConnectionRejectedError({ cause: error })
  return new FailedToConnectError({ cause: error })
}
