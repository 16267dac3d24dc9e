import { Type } from '@sinclair/typebox'

/** An EVM address (spec §5: 40 hex characters; the 0x prefix is required on the wire). */
export const EvmAddress = Type.String({ pattern: '^0x[0-9a-fA-F]{40}$' })
