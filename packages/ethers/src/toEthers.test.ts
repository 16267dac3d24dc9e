/**
 * ethers v6 over a wallet's EIP-1193 provider, against the devnet: anvil is the wallet here (its
 * accounts are unlocked, so it signs `eth_sendTransaction` and `personal_sign` itself), reached
 * through a plain EIP-1193 object over its JSON-RPC, as a browser wallet's provider would be.
 */
import { devnetNetwork, startTestDevnet } from '@portico/devnet/testing'
import { Contract, type Eip1193Provider, verifyMessage } from 'ethers'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { toEthersProvider, toEthersSigner } from './toEthers.js'

type Devnet = Awaited<ReturnType<typeof startTestDevnet>>

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const CAROL = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const ERC20 = [
  'function balanceOf(address) view returns (uint256)',
  'function transfer(address to, uint256 amount) returns (bool)',
  'function decimals() view returns (uint8)',
]

let devnet: Devnet

/** A wallet's EIP-1193 provider: every request goes to the devnet node, which holds the keys. */
function anvilWallet(rpcUrl: string): Eip1193Provider & { asked: string[] } {
  const asked: string[] = []
  let id = 0
  return {
    asked,
    async request({ method, params }) {
      asked.push(method)
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params: params ?? [] }),
      })
      const body = (await response.json()) as { result?: unknown; error?: { message: string } }
      if (body.error) throw Object.assign(new Error(body.error.message), body.error)
      return body.result
    },
  }
}

beforeAll(async () => {
  devnet = await startTestDevnet()
}, 120_000)

afterAll(async () => {
  await devnet?.stop()
})

describe('issue 19 "@portico/ethers … tested with a contract call on the devnet"', () => {
  test('an ERC-20 transfer signed by the connected account is mined; balances read through the provider; the wallet is asked nothing to make them', async () => {
    const chain = devnet.config.chains[0]!
    const wallet = anvilWallet(devnetNetwork(chain).rpcUrls.default.http[0]!)
    const provider = toEthersProvider(wallet, chain.chainId)
    const signer = toEthersSigner(wallet, chain.chainId, ALICE)
    expect(wallet.asked).toEqual([])
    expect((await provider.getNetwork()).chainId).toBe(BigInt(chain.chainId))

    const usdc = new Contract(chain.contracts.usdc!, ERC20, signer)
    const amount = 1_250_000n // 1.25 USDC (6 decimals)
    expect(await usdc.getFunction('decimals')()).toBe(6n)
    const before = (await usdc.getFunction('balanceOf')(CAROL)) as bigint
    const sent = await usdc.getFunction('transfer')(CAROL, amount)
    const receipt = await sent.wait()
    expect(receipt?.status).toBe(1)
    expect(receipt?.from).toBe(ALICE)
    expect(await usdc.getFunction('balanceOf')(CAROL)).toBe(before + amount)
    expect(wallet.asked).toContain('eth_sendTransaction')
    expect(wallet.asked).not.toContain('eth_requestAccounts')
  })

  test('a signer signs as its account and no other: after a switch, a signer made for the new account', async () => {
    const chain = devnet.config.chains[0]!
    const wallet = anvilWallet(devnetNetwork(chain).rpcUrls.default.http[0]!)
    const alice = toEthersSigner(wallet, chain.chainId, ALICE)
    const bob = toEthersSigner(wallet, chain.chainId, BOB)
    expect(verifyMessage('hello', await alice.signMessage('hello'))).toBe(ALICE)
    expect(verifyMessage('hello', await bob.signMessage('hello'))).toBe(BOB)
  })

  test("a provider made for the devnet's second chain reads that chain", async () => {
    const chain = devnet.config.chains[1]!
    const wallet = anvilWallet(devnetNetwork(chain).rpcUrls.default.http[0]!)
    const provider = toEthersProvider(wallet, chain.chainId)
    expect((await provider.getNetwork()).chainId).toBe(BigInt(chain.chainId))
    expect(await provider.getBalance(ALICE)).toBeGreaterThan(0n)
  })
})
