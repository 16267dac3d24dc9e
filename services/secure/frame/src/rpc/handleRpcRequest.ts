import { classifyRpcMethod } from '@portico/core/internal'
import type { FrameRequestPayload } from '@portico/embedded/messages'
import type { Address } from 'viem'
import { ensureWallet } from '../flows/ensureWallet.js'
import type { FrameContext } from '../flows/FrameContext.js'
import { withSigningKeys } from '../flows/withSigningKeys.js'
import { assertWalletKeys } from '../keys/assertWalletKeys.js'
import { FrameRequestError } from '../messaging/FrameRequestError.js'
import { approvalScreen } from '../ui/screens/approvalScreen.js'
import { answerSafeEvmRequest } from './evm/answerSafeEvmRequest.js'
import { createKeyAccount } from './evm/createKeyAccount.js'
import { prepareEvmSigning } from './evm/prepareEvmSigning.js'
import { METHODS_WITH_FEES, readNativeUsdPrice } from './evm/readNativeUsdPrice.js'
import { parseEvmChainId, parseSolanaChainId } from './networks.js'
import type { RequestDescription } from './RequestDescription.js'
import { methodNotAllowed, unknownChain, userRejected } from './rpcErrors.js'
import { prepareSolanaSigning } from './solana/prepareSolanaSigning.js'
import { toRpcFailure } from './toRpcFailure.js'

/** Not-safe methods a wallet without smart accounts cannot carry out: refused without asking. */
const SMART_ACCOUNT_METHODS = new Set([
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
])

/** The tail of each frame's queue of not-safe EVM requests (see oneAtATime). */
const evmSigningQueues = new WeakMap<FrameContext, Promise<unknown>>()

/**
 * Runs `task` once the frame's not-safe EVM requests before it have ended (sent, rejected or
 * failed). A request aborted while it waits never starts.
 */
function oneAtATime<result>(
  context: FrameContext,
  signal: AbortSignal,
  task: () => Promise<result>,
): Promise<result> {
  const before = evmSigningQueues.get(context) ?? Promise.resolve()
  const run = before.then(() => {
    signal.throwIfAborted()
    return task()
  })
  evmSigningQueues.set(
    context,
    run.catch(() => undefined),
  )
  return run
}

/** Shows the approval screen (FrameShow ApproveTransaction) and waits for the user's decision. */
function approve(
  context: FrameContext,
  description: RequestDescription,
  { networkName, account, signal }: { networkName: string; account: string; signal: AbortSignal },
): Promise<boolean> {
  return context.screens.present(
    'ApproveTransaction',
    approvalScreen({
      description,
      origin: context.parentOrigin,
      dappName: context.state.dapp?.metadata?.name,
      networkName,
      account,
    }),
    signal,
  )
}

/**
 * RpcRequest (spec §6): unknown methods are refused ('Requested RPC call is not allowed'); safe
 * methods are answered through the chain's RPC; not-safe methods are checked, shown on the frame's
 * approval screen, and carried out only after a trusted click on Approve (else 4001) — with the
 * key combined for that one operation.
 */
export async function handleRpcRequest(
  context: FrameContext,
  { chainNamespace, chainId, method, params }: FrameRequestPayload<'RpcRequest'>,
  signal: AbortSignal,
): Promise<{ result: unknown }> {
  // The widget refuses these before they are sent (the modal's 'Action not allowed' after
  // 300 ms); the frame refuses them too, at once, for whatever else reaches it.
  const kind = classifyRpcMethod(method, chainNamespace)
  if (kind === 'unknown') throw methodNotAllowed()
  const account = await ensureWallet(context, signal)
  const wallet = account.wallet!
  try {
    if (chainNamespace === 'eip155') {
      const evmChainId = chainId === undefined ? context.state.evmChainId : parseEvmChainId(chainId)
      const network = evmChainId === undefined ? undefined : context.networks.evm.get(evmChainId)
      if (!network) throw unknownChain(chainId)
      const address = wallet.evmAddress as Address
      if (kind === 'safe')
        return {
          result: await answerSafeEvmRequest({
            method,
            params,
            network,
            networks: context.networks,
            address,
            publicClient: context.publicClient,
          }),
        }
      if (SMART_ACCOUNT_METHODS.has(method))
        throw new FrameRequestError(
          `${method} needs a smart account, which this wallet does not have`,
          4200,
        )
      // The fee's USD price is asked for at once (it needs no place in the queue); without one
      // the screen says so.
      const nativeUsdPrice = METHODS_WITH_FEES.has(method)
        ? readNativeUsdPrice({
            api: context.api,
            chainId: network.chainId,
            projectId: context.config.projectId,
            signal,
          })
        : undefined
      // One not-safe EVM request at a time, from reading the chain to broadcasting: each
      // transaction's screen shows the nonce and fees it is signed with, so the next one is
      // fixed only once the one before it is sent.
      return await oneAtATime(context, signal, async () => {
        const prepared = await prepareEvmSigning({
          method,
          params,
          network,
          address,
          publicClient: context.publicClient,
          nativeUsdPrice: await nativeUsdPrice,
        })
        if (
          !(await approve(context, prepared.description, {
            networkName: network.name,
            account: address,
            signal,
          }))
        )
          throw userRejected()
        return {
          result: await withSigningKeys(context, (keys) => {
            assertWalletKeys(keys, wallet)
            return prepared.execute(createKeyAccount(keys.evmPrivateKey))
          }),
        }
      })
    }
    const solanaChainId =
      chainId === undefined ? context.state.solanaChainId : parseSolanaChainId(chainId)
    const network =
      solanaChainId === undefined ? undefined : context.networks.solana.get(solanaChainId)
    if (!network) throw unknownChain(chainId)
    const prepared = prepareSolanaSigning({
      method,
      params,
      network,
      address: wallet.solanaAddress,
    })
    if (
      !(await approve(context, prepared.description, {
        networkName: network.name,
        account: wallet.solanaAddress,
        signal,
      }))
    )
      throw userRejected()
    return {
      result: await withSigningKeys(context, (keys) => {
        assertWalletKeys(keys, wallet)
        return prepared.execute(keys.solanaSeed)
      }),
    }
  } catch (error) {
    throw toRpcFailure(error)
  }
}
