import type { Address, Hex } from 'viem'
import type { DevnetClient } from '../client.js'
import { loadOwnArtifact } from '../contracts/artifacts.js'

/** Where Multicall3 lives on every EVM chain, and where viem and wallets look for it. */
export const MULTICALL3_ADDRESS: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'

/**
 * Puts Multicall3 at its canonical address. Its canonical deployment came from a presigned
 * transaction that cannot be replayed here, so the creation code is run in an `eth_call` to get
 * the runtime code, which `anvil_setCode` then places at the address.
 */
export async function installMulticall3(client: DevnetClient): Promise<Address> {
  const { bytecode } = loadOwnArtifact('Multicall3')
  const runtime = (await client.request({
    method: 'eth_call',
    params: [{ data: bytecode }, 'latest'],
  })) as Hex
  if (runtime === '0x')
    throw new Error(`chain ${client.chain.id}: Multicall3 creation code returned no code`)
  await client.setCode({ address: MULTICALL3_ADDRESS, bytecode: runtime })
  return MULTICALL3_ADDRESS
}
