import { type Connector, ERC20_TRANSFER_ABI, type Network } from '@portico/core/internal'
import { encodeFunctionData, erc20Abi, numberToHex, parseEther } from 'viem'
import { describe, expect, test } from 'vitest'
import { createEvmSendMethods, type EvmRpcTransaction } from './createEvmSendMethods.js'

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TO = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const HASH = `0x${'ab'.repeat(32)}`

const connector: Connector = { id: 'w', type: 'ANNOUNCED', name: 'W', chain: 'eip155' }
const network = (id: number | string, chainNamespace: Network['chainNamespace']): Network => ({
  id,
  name: `chain ${id}`,
  chainNamespace,
  caipNetworkId: `${chainNamespace}:${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

/** The send methods over a wallet that records what it is handed and answers `answer`. */
function recordingWallet(answer: unknown) {
  const handed: { network: Network; transaction: EvmRpcTransaction }[] = []
  const methods = createEvmSendMethods(async ({ network, transaction }) => {
    handed.push({ network, transaction })
    return answer
  })
  return { methods, handed }
}

describe('createEvmSendMethods', () => {
  test('sendTransaction hands the wallet eth_sendTransaction fields in hex, with the network chain id', async () => {
    const { methods, handed } = recordingWallet(HASH)
    const value = parseEther('1.5')
    await expect(
      methods.sendTransaction({
        connector,
        network: network(31337, 'eip155'),
        from: FROM,
        to: TO,
        value,
        gas: 21_000n,
      }),
    ).resolves.toBe(HASH)
    expect(handed[0]?.transaction).toEqual({
      from: FROM,
      to: TO,
      data: undefined,
      value: numberToHex(value),
      gas: numberToHex(21_000n),
      chainId: numberToHex(31337),
    })
  })

  test("writeContract encodes the call from its ABI (spec §4 'ERC20 send': transfer(to, amount)) to the contract", async () => {
    const { methods, handed } = recordingWallet(HASH)
    await methods.writeContract({
      connector,
      network: network(1, 'eip155'),
      from: FROM,
      address: TOKEN,
      abi: ERC20_TRANSFER_ABI,
      functionName: 'transfer',
      args: [TO, 12_345_678n],
    })
    expect(handed[0]?.transaction).toMatchObject({
      to: TOKEN,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [TO, 12_345_678n],
      }),
      value: undefined,
      chainId: '0x1',
    })
  })

  test.each([
    { answer: undefined, why: 'nothing' },
    { answer: '0x1234', why: 'a short hex string' },
    { answer: { hash: HASH }, why: 'an object' },
    { answer: `${HASH}00`, why: 'too long a hash' },
  ])('an answer that is no transaction hash ($why) is refused', async ({ answer }) => {
    const { methods } = recordingWallet(answer)
    await expect(
      methods.sendTransaction({ connector, network: network(1, 'eip155'), from: FROM, to: TO }),
    ).rejects.toThrow('The wallet did not answer with a transaction hash')
  })

  test('a non-EVM network is refused before the wallet is asked', async () => {
    const { methods, handed } = recordingWallet(HASH)
    await expect(
      methods.sendTransaction({
        connector,
        network: network('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana'),
        from: FROM,
        to: TO,
      }),
    ).rejects.toThrow('Not an EVM network: solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(handed).toEqual([])
  })
})
