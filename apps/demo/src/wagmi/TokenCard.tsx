import { useEffect } from 'react'
import { erc20Abi, formatUnits, parseUnits } from 'viem'
import {
  useConnection,
  useReadContract,
  useWaitForTransactionReceipt,
  useWriteContract,
} from 'wagmi'
import { DEVNET_POLLING_INTERVAL_MS } from './devnetPolling.js'
import { DEVNET_USDC } from './devnetUsdc.js'

/** anvil account #2 ("wallet-3" of the devnet): receives the transfer. */
const RECIPIENT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const USDC_DECIMALS = 6
/** What the transfer sends: 1.5 USDC. */
const AMOUNT = parseUnits('1.5', USDC_DECIMALS)

/**
 * The account's USDC balance on its chain (useReadContract, ERC-20 balanceOf) and a transfer of
 * 1.5 USDC (useWriteContract), shown once mined (useWaitForTransactionReceipt); the balance is
 * read again then.
 */
export function TokenCard() {
  const { address, chainId } = useConnection()
  const balance = useReadContract({
    address: DEVNET_USDC,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: address ? [address] : undefined,
    chainId,
    query: { enabled: Boolean(address) },
  })
  const transfer = useWriteContract()
  const receipt = useWaitForTransactionReceipt({
    hash: transfer.data,
    chainId,
    pollingInterval: DEVNET_POLLING_INTERVAL_MS,
  })
  const mined = receipt.data?.transactionHash
  const { refetch } = balance
  useEffect(() => {
    if (mined) void refetch()
  }, [mined, refetch])

  const state = transfer.isPending
    ? 'signing'
    : transfer.isError || receipt.isError
      ? 'failed'
      : receipt.data
        ? receipt.data.status === 'success'
          ? 'mined'
          : 'reverted'
        : transfer.data
          ? 'mining'
          : 'idle'
  const text =
    state === 'signing'
      ? 'Approve in your wallet…'
      : state === 'failed'
        ? (transfer.error ?? receipt.error)?.message
        : receipt.data
          ? `${receipt.data.transactionHash} ${state} in block ${receipt.data.blockNumber}`
          : (transfer.data ?? '')

  return (
    <section className="card" aria-labelledby="token-heading">
      <h2 id="token-heading">USDC (useReadContract, useWriteContract)</h2>
      <dl>
        <dt>Balance</dt>
        <dd data-testid="wagmi-token-balance" data-value={balance.data?.toString()}>
          {balance.data !== undefined
            ? `${formatUnits(balance.data, USDC_DECIMALS)} USDC`
            : balance.isError
              ? balance.error.message
              : '…'}
        </dd>
      </dl>
      <p>
        <button
          type="button"
          data-testid="wagmi-transfer"
          disabled={state === 'signing' || state === 'mining'}
          onClick={() =>
            transfer.mutate({
              address: DEVNET_USDC,
              abi: erc20Abi,
              functionName: 'transfer',
              args: [RECIPIENT, AMOUNT],
            })
          }
        >
          Send 1.5 USDC
        </button>{' '}
        <span data-testid="wagmi-transfer-result" data-state={state} aria-live="polite">
          {text}
        </span>
      </p>
    </section>
  )
}
