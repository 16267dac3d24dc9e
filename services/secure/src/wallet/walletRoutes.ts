import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { type Static, Type } from '@sinclair/typebox'
import type { FastifyPluginAsync } from 'fastify'
import { getAddress, isAddress, isHex, verifyMessage } from 'viem'
import { walletProofMessage } from '../../frame/src/api/walletProofMessage.js'
import type { SecureContext } from '../server/context.js'
import { SecureError } from '../server/errors.js'
import { ErrorResponse } from '../server/schemas.js'
import { requireSession } from '../server/sessionAuth.js'

const CreateWalletBody = Type.Object(
  {
    evmAddress: Type.String({ pattern: '^0x[0-9a-fA-F]{40}$' }),
    solanaAddress: Type.String({ pattern: '^[1-9A-HJ-NP-Za-km-z]{32,44}$' }),
    /** A Shamir share, hex or base64 as the frame encodes it. */
    authShare: Type.String({ pattern: '^[A-Za-z0-9+/=_-]{16,2048}$' }),
    /** The recovery share encrypted in the frame; opaque printable text. */
    recoveryBlob: Type.String({ pattern: '^[\\x20-\\x7E]{16,8192}$' }),
    /** EIP-191 signature of walletProofMessage by the EVM key. */
    evmSignature: Type.String({ pattern: '^0x[0-9a-fA-F]{130}$' }),
    /** ed25519 signature of walletProofMessage by the Solana key, base58. */
    solanaSignature: Type.String({ pattern: '^[1-9A-HJ-NP-Za-km-z]{64,90}$' }),
  },
  { additionalProperties: false },
)

const WalletAddresses = Type.Object({ evmAddress: Type.String(), solanaAddress: Type.String() })

/** Associated data of a user's encrypted auth share: a row copied to another user does not decrypt. */
function shareContext(userId: string) {
  return `auth-share:${userId}`
}

function isSolanaAddress(address: string): boolean {
  try {
    return base58.decode(address).length === 32
  } catch {
    return false
  }
}

/** Whether `signature` is the EVM address's EIP-191 signature of `message`. */
async function proves(message: string, address: `0x${string}`, signature: string) {
  if (!isHex(signature)) return false
  try {
    return await verifyMessage({ address, message, signature })
  } catch {
    return false
  }
}

/** Whether `signature` (base58) is the Solana address's ed25519 signature of `message`. */
function provesSolana(message: string, address: string, signature: string) {
  try {
    return ed25519.verify(
      base58.decode(signature),
      new TextEncoder().encode(message),
      base58.decode(address),
    )
  } catch {
    return false
  }
}

/**
 * The wallet of the signed-in user: `GET /auth/v1/wallet/challenge` (what the new wallet's keys
 * sign), `POST /auth/v1/wallet` once per user (addresses, the auth share — encrypted at rest with
 * AES-256-GCM — the recovery blob, and both keys' signatures of walletProofMessage for this
 * session, so no client registers keys it does not hold), `GET /auth/v1/wallet/auth-share` and
 * `GET /auth/v1/wallet/recovery`, each for a live session only.
 */
export function walletRoutes(context: SecureContext): FastifyPluginAsync {
  return async (app) => {
    app.post<{ Body: Static<typeof CreateWalletBody> }>(
      '/auth/v1/wallet',
      {
        bodyLimit: 16 * 1024,
        schema: {
          body: CreateWalletBody,
          response: { 200: Type.Object({ wallet: WalletAddresses }), '4xx': ErrorResponse },
        },
      },
      async (request) => {
        const session = await requireSession(context, request)
        const { evmAddress, solanaAddress, authShare, recoveryBlob } = request.body
        if (!isAddress(evmAddress, { strict: false }) || !isSolanaAddress(solanaAddress))
          throw new SecureError('VALIDATION_ERROR', {
            details: [{ in: 'body', path: '/', message: 'not a valid EVM or Solana address' }],
          })
        const wallet = { evmAddress: getAddress(evmAddress), solanaAddress }
        const message = walletProofMessage({
          challenge: context.keys.walletChallenge(session.tokenHash),
          ...wallet,
        })
        if (
          !(await proves(message, wallet.evmAddress, request.body.evmSignature)) ||
          !provesSolana(message, solanaAddress, request.body.solanaSignature)
        )
          throw new SecureError('WALLET_PROOF_INVALID')
        const result = await context.db
          .insertInto('secure_wallets')
          .values({
            user_id: session.userId,
            evm_address: wallet.evmAddress,
            solana_address: wallet.solanaAddress,
            auth_share: context.keys.shares.encrypt(authShare, shareContext(session.userId)),
            recovery_blob: recoveryBlob,
            created_at: context.now(),
          })
          .onConflict((conflict) => conflict.column('user_id').doNothing())
          .executeTakeFirst()
        if (Number(result.numInsertedOrUpdatedRows ?? 0) !== 1)
          throw new SecureError('WALLET_EXISTS')
        return { wallet }
      },
    )

    app.get(
      '/auth/v1/wallet/challenge',
      {
        schema: {
          response: { 200: Type.Object({ challenge: Type.String() }), '4xx': ErrorResponse },
        },
      },
      async (request) => {
        const session = await requireSession(context, request)
        return { challenge: context.keys.walletChallenge(session.tokenHash) }
      },
    )

    async function readWallet(userId: string) {
      const row = await context.db
        .selectFrom('secure_wallets')
        .select(['auth_share', 'recovery_blob'])
        .where('user_id', '=', userId)
        .executeTakeFirst()
      if (!row) throw new SecureError('NOT_FOUND', { details: 'no wallet yet' })
      return row
    }

    app.get(
      '/auth/v1/wallet/auth-share',
      {
        schema: {
          response: { 200: Type.Object({ authShare: Type.String() }), '4xx': ErrorResponse },
        },
      },
      async (request) => {
        const session = await requireSession(context, request)
        const row = await readWallet(session.userId)
        return {
          authShare: context.keys.shares.decrypt(row.auth_share, shareContext(session.userId)),
        }
      },
    )

    app.get(
      '/auth/v1/wallet/recovery',
      {
        schema: {
          response: { 200: Type.Object({ recoveryBlob: Type.String() }), '4xx': ErrorResponse },
        },
      },
      async (request) => {
        const session = await requireSession(context, request)
        return { recoveryBlob: (await readWallet(session.userId)).recovery_blob }
      },
    )
  }
}
