import { parseEther, parseTransaction, recoverTransactionAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { createKeyAccount } from './createKeyAccount.js'

const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const keyBytes = () => Uint8Array.from(Buffer.from(KEY.slice(2), 'hex'))

const TYPED = {
  domain: {
    name: 'Mail',
    version: '1',
    chainId: 31337,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
  },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    contents: 'Hello',
  },
} as const

describe('key account: signs like viem privateKeyToAccount, from key bytes', () => {
  const reference = privateKeyToAccount(KEY)

  test('address', () => {
    expect(createKeyAccount(keyBytes()).address).toBe(reference.address)
  })

  test.each([
    ['text', 'hello world'],
    ['raw bytes', { raw: '0xdeadbeef' as const }],
  ])('personal_sign (EIP-191) of %s', async (_, message) => {
    expect(await createKeyAccount(keyBytes()).signMessage({ message })).toBe(
      await reference.signMessage({ message }),
    )
  })

  test('eth_signTypedData_v4 (EIP-712)', async () => {
    expect(await createKeyAccount(keyBytes()).signTypedData(TYPED)).toBe(
      await reference.signTypedData(TYPED),
    )
  })

  test.each([
    [
      'EIP-1559',
      { type: 'eip1559', maxFeePerGas: 2n * 10n ** 9n, maxPriorityFeePerGas: 10n ** 9n } as const,
    ],
    ['legacy', { type: 'legacy', gasPrice: 10n ** 9n } as const],
  ])('a signed %s transaction recovers to the account', async (_, fees) => {
    const tx = {
      chainId: 31337,
      nonce: 3,
      gas: 21_000n,
      to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      value: parseEther('1'),
      ...fees,
    } as const
    const signed = await createKeyAccount(keyBytes()).signTransaction(tx)
    expect(signed).toBe(await reference.signTransaction(tx))
    expect(await recoverTransactionAddress({ serializedTransaction: signed as never })).toBe(
      reference.address,
    )
    expect(parseTransaction(signed).nonce).toBe(3)
  })
})
