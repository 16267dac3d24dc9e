import { parseTokenAmount } from '../../amounts/parseTokenAmount.js'
import type { PorticoContext } from '../../context.js'
import type {
  InsufficientBalanceError,
  InvalidAddressError,
  TokenNotFoundError,
  TransactionNotConfirmedError,
  UnsupportedTransferError,
} from '../../errors/adapter.js'
import { PorticoError } from '../../errors/PorticoError.js'
import type { WalletErrorType } from '../../errors/toRpcError.js'
import { toRpcError } from '../../errors/toRpcError.js'
import type { InvalidTransactionHashError } from '../../errors/validation.js'
import { assertTransactionHash } from '../../validation/assertTransactionHash.js'
import { isEvmAddress } from '../../validation/isEvmAddress.js'
import { isSolanaAddress } from '../../validation/isSolanaAddress.js'
import { validateSendParameters } from '../../validation/validateSendParameters.js'
import { backToAccount } from '../account/backToAccount.js'
import { syncBalance } from '../account/syncBalance.js'
import { notePendingTransaction } from '../activity/notePendingTransaction.js'
import { settlePendingTransactions } from '../activity/settlePendingTransactions.js'
import { reportError } from '../analytics/reportError.js'
import { showNotification } from '../modal/notifications.js'
import type {
  InvalidSendAmountError,
  SendChainRequiredError,
  SendTokenRequiredError,
} from './errors.js'
import {
  SendAmountAndReceiverRequiredError,
  SendRevertedError,
  SendUnsupportedChainError,
} from './errors.js'
import { estimateSendGas } from './estimateSendGas.js'
import { resetSend } from './resetSend.js'
import { evmTransferOf, sendingWallet, tokenContractAddress } from './sendTokensTransfer.js'

/** The success toast of a send. */
export const SEND_SUCCESS_MESSAGE = 'Transaction sent'

export type SendTokensReturnType = { hash: string }

/** A receiver address the namespace accepts (spec §5 address rules). */
function isReceiverAddress(namespace: string, address: string): boolean {
  return namespace === 'eip155' ? isEvmAddress(address) : isSolanaAddress(address)
}

/**
 * Sends the token of the send state (spec §4 "Token send: loading on, native, ERC20 or Solana
 * send, reset all send fields, loading off"). First the spec §5 checks: an amount and a receiver
 * address ('An amount and receiver address are required'), a token ('A token is required'), an
 * active chain namespace, and EVM or Solana ('Unsupported chain'). On EVM the gas is estimated
 * (spec §5: only there), then the wallet sends the native value or calls the ERC-20's
 * `transfer(to, amount)`, the amount parsed exactly from its decimal string; the receipt is
 * awaited when the adapter can. On Solana the adapter's `transfer` sends SOL or the SPL token
 * (its mint from the token's CAIP-10 address), without a gas estimate, and the confirmation is
 * awaited; an adapter without `transfer` answers 'Unsupported chain'. The wallet's answer must be
 * a transaction hash of the namespace (spec §5), else 'Invalid transaction hash'. After success every send field is reset, Account is shown
 * with a success toast and the balance is read again; on failure an error toast is shown, the
 * fields are kept, and the error (a PorticoError) is thrown.
 */
export async function sendTokens(context: PorticoContext): Promise<SendTokensReturnType> {
  const send = context.stores.send.getState()
  const { activeNamespace, activeNetwork } = context.stores.chains.getState()
  try {
    const { token, amount, receiverAddress, chainNamespace, estimateGas } = validateSendParameters({
      amount: send.sendTokenAmount,
      receiverAddress: send.receiverAddress,
      token: send.token,
      chainNamespace: activeNamespace,
    })
    const receiver = receiverAddress.trim()
    if (!isReceiverAddress(chainNamespace, receiver))
      throw new SendAmountAndReceiverRequiredError({
        details: `'${receiver}' is not a ${chainNamespace} address`,
      })
    const { address: from, connector, adapter } = sendingWallet(context)
    context.stores.send.setState({ loading: true })
    try {
      let hash: string
      if (chainNamespace === 'eip155') {
        if (!from || !connector || !adapter?.sendTransaction || !adapter.writeContract)
          throw new SendUnsupportedChainError(chainNamespace, {
            details: "The connected wallet's adapter cannot send transactions",
          })
        const gas = estimateGas ? (await estimateSendGas(context))?.gas : undefined
        const transfer = evmTransferOf({ token, amount: String(amount), receiver })
        const wallet = { connector, network: activeNetwork, from, gas }
        hash = assertTransactionHash({
          namespace: 'eip155',
          hash:
            transfer.kind === 'native'
              ? await adapter.sendTransaction({ ...transfer.transaction, ...wallet })
              : await adapter.writeContract({ ...transfer.transaction, ...wallet }),
        })
        notePendingTransaction(context, { hash, kind: 'send' })
        const receipt = await adapter.waitForTransaction?.({ network: activeNetwork, hash })
        if (receipt) settlePendingTransactions(context, { hashes: [hash] })
        if (receipt?.status === 'reverted') throw new SendRevertedError(hash)
      } else {
        // Solana (spec §4 "or Solana send"): SOL or an SPL token through the adapter's transfer;
        // no gas estimate (spec §5: EVM only).
        if (!from || !connector || !adapter?.transfer)
          throw new SendUnsupportedChainError(chainNamespace, {
            details: "The connected wallet's adapter cannot send on Solana",
          })
        const decimals = token.quantity.decimals
        hash = assertTransactionHash({
          namespace: 'solana',
          hash: await adapter.transfer({
            connector,
            network: activeNetwork,
            from,
            to: receiver,
            amount: parseTokenAmount(String(amount), decimals),
            token: token.address
              ? { address: tokenContractAddress(token.address), decimals }
              : undefined,
          }),
        })
        notePendingTransaction(context, { hash, kind: 'send' })
        const confirmed = await adapter.waitForTransaction?.({ network: activeNetwork, hash })
        if (confirmed) settlePendingTransactions(context, { hashes: [hash] })
        if (confirmed?.status === 'reverted') throw new SendRevertedError(hash)
      }
      resetSend(context)
      backToAccount(context)
      showNotification(context, { message: SEND_SUCCESS_MESSAGE, variant: 'success' })
      void syncBalance(context, { force: true })
      return { hash }
    } finally {
      context.stores.send.setState({ loading: false })
    }
  } catch (error) {
    const reported = error instanceof PorticoError ? error : toRpcError(error)
    showNotification(context, { message: reported.shortMessage, variant: 'error' })
    reportError(context, { event: 'SEND_ERROR', error: reported })
    throw reported
  }
}

/** the `sendTokens` action: spec §5's checks, a revert, or the wallet's and node's errors. */
export type SendTokensErrorType =
  | SendAmountAndReceiverRequiredError
  | SendTokenRequiredError
  | SendChainRequiredError
  | SendUnsupportedChainError
  | InvalidSendAmountError
  | SendRevertedError
  | InvalidAddressError
  | InsufficientBalanceError
  | UnsupportedTransferError
  | TokenNotFoundError
  | TransactionNotConfirmedError
  | InvalidTransactionHashError
  | WalletErrorType
