import { type Address, zeroAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deriveDevnetAccounts, getAccount } from '../accounts.js'
import { DEVNET_MNEMONIC } from '../anvil.js'
import { DEVNET_CHAINS } from '../chains.js'
import { createDevnetClient, type DevnetClient } from '../client.js'
import { loadOwnArtifact } from '../contracts/artifacts.js'
import { createFarcasterRelay } from '../identityProvider/farcaster/createFarcasterRelay.js'
import {
  startTestFarcasterIdRegistry,
  type TestFarcasterIdRegistry,
} from '../testing/startTestFarcasterIdRegistry.js'

// The devnet's Farcaster IdRegistry on a real anvil: the read interface of Farcaster's registry
// (custodyOf, idOf) and who may register what.
const { abi } = loadOwnArtifact('FarcasterIdRegistry')
let registry: TestFarcasterIdRegistry
let client: DevnetClient
beforeAll(async () => {
  registry = await startTestFarcasterIdRegistry()
  const chain = DEVNET_CHAINS[0] as (typeof DEVNET_CHAINS)[number]
  client = createDevnetClient({ chainId: chain.chainId, name: chain.name, rpcUrl: registry.rpcUrl })
}, 30_000)
afterAll(() => registry?.stop())

const read = (functionName: 'custodyOf' | 'idOf', arg: bigint | Address) =>
  client.readContract({ address: registry.address, abi, functionName, args: [arg] } as never)
const deployer = () => getAccount(deriveDevnetAccounts(DEVNET_MNEMONIC), 'deployer').address
const stranger = privateKeyToAccount(`0x${'33'.repeat(32)}`).address

describe('FarcasterIdRegistry', () => {
  it('holds each Farcaster test user’s fid at the custody address the relay stand-in signs with', async () => {
    const { accounts } = createFarcasterRelay({
      mnemonic: DEVNET_MNEMONIC,
      issuer: 'http://idp.test',
    })
    expect(accounts.map((a) => a.fid)).toEqual([1001, 1002, 1003])
    for (const account of accounts) {
      expect(await read('custodyOf', BigInt(account.fid))).toBe(account.custody.address)
      expect(await read('idOf', account.custody.address)).toBe(BigInt(account.fid))
    }
  })

  it('answers the zero address for an unregistered fid and 0 for an address without one', async () => {
    expect(await read('custodyOf', 999_999n)).toBe(zeroAddress)
    expect(await read('idOf', stranger)).toBe(0n)
  })

  it('registers another fid for the deployer', async () => {
    await registry.register({ fid: 2001, custody: stranger })
    expect(await read('custodyOf', 2001n)).toBe(stranger)
  })

  it.each([
    [
      'a register call by anyone but the deployer',
      { from: 'stranger', fid: 2002n },
      /Unauthorized/,
    ],
    ['fid 0', { fid: 0n }, /InvalidFid/],
    ['a taken fid', { fid: 1001n }, /FidTaken/],
    ['the zero address as custody', { fid: 2003n, to: zeroAddress }, /InvalidCustody/],
    ['a second fid for one address', { fid: 2004n, to: stranger }, /HasId/],
  ] as const)('refuses %s', async (_name, call, error) => {
    const from = 'from' in call ? stranger : deployer()
    const to = 'to' in call ? call.to : privateKeyToAccount(`0x${'44'.repeat(32)}`).address
    await expect(
      client.simulateContract({
        account: from,
        address: registry.address,
        abi,
        functionName: 'register',
        args: [call.fid, to],
      } as never),
    ).rejects.toThrow(error)
  })
})
