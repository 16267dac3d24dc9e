import { describe, expect, it } from 'vitest'
import { TransactionsAccountRequiredError } from '../features/activity/errors.js'
import { filterTransactions } from './filterTransactions.js'
import type { TransactionHistoryItem, TransactionTransfer } from './types.js'

const ACCOUNT_RULE = 'spec §5: Transaction fetch requires an account address'
const SPAM_RULE = 'spec §5: Spam filter: drop a transaction if all transfers are spam NFTs'
const CHAIN_RULE = "spec §5: only the active chain's transactions are shown"

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ACTIVE = 'eip155:31337'

const fungible: TransactionTransfer = {
  quantity: { numeric: '1.5' },
  fungible_info: { symbol: 'USDC', icon: { url: 'http://127.0.0.1:8547/usdc.png' } },
}
function nft(isSpam: boolean): TransactionTransfer {
  return {
    quantity: { numeric: '1' },
    nft_info: { name: 'Punk', content: { preview: { url: '' } }, flags: { is_spam: isSpam } },
  }
}
function transaction(
  transfers: TransactionTransfer[],
  chain: string = ACTIVE,
): TransactionHistoryItem {
  return {
    id: `${chain}-${transfers.length}`,
    metadata: {
      minedAt: '2024-01-01T00:00:00Z',
      chain,
      operationType: 'send',
      status: 'confirmed',
      sentFrom: ACCOUNT,
      sentTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    },
    transfers,
  }
}

describe('filterTransactions', () => {
  it.each([
    [SPAM_RULE, 'a fungible transfer is kept', transaction([fungible]), true],
    [SPAM_RULE, 'a genuine NFT is kept', transaction([nft(false)]), true],
    [SPAM_RULE, 'one spam NFT is dropped', transaction([nft(true)]), false],
    [SPAM_RULE, 'all transfers spam NFTs: dropped', transaction([nft(true), nft(true)]), false],
    [SPAM_RULE, 'spam beside a genuine NFT: kept', transaction([nft(true), nft(false)]), true],
    [SPAM_RULE, 'spam beside a fungible transfer: kept', transaction([nft(true), fungible]), true],
    [SPAM_RULE, 'no transfers (a contract call): kept', transaction([]), true],
    [CHAIN_RULE, 'another EVM chain: dropped', transaction([fungible], 'eip155:31338'), false],
    [CHAIN_RULE, 'another namespace: dropped', transaction([fungible], 'solana:1'), false],
  ])('%s — %s', (_rule, _case, item, kept) => {
    expect(
      filterTransactions({ accountAddress: ACCOUNT, caipNetworkId: ACTIVE, transactions: [item] }),
    ).toEqual(kept ? [item] : [])
  })

  it.each([
    [ACCOUNT_RULE, 'undefined', undefined],
    [ACCOUNT_RULE, 'null', null],
    [ACCOUNT_RULE, 'empty', ''],
  ])("%s — an account address that is %s → 'Failed to fetch transactions'", (_r, _c, address) => {
    const run = () =>
      filterTransactions({ accountAddress: address, caipNetworkId: ACTIVE, transactions: [] })
    expect(run).toThrow(TransactionsAccountRequiredError)
    expect(run).toThrow('Failed to fetch transactions')
  })

  it('keeps the order of the transactions it keeps', () => {
    const first = transaction([fungible])
    const second = transaction([nft(false)])
    expect(
      filterTransactions({
        accountAddress: ACCOUNT,
        caipNetworkId: ACTIVE,
        transactions: [first, transaction([nft(true)]), second],
      }),
    ).toEqual([first, second])
  })
})
