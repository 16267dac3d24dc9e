import { DEVNET_MNEMONIC, loadOwnArtifact, startAnvil } from '@portico/devnet'
import { getFreePorts } from '@portico/devnet/testing'
import {
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  getAddress,
  type Hex,
  http,
  keccak256,
  type LocalAccount,
  type PublicClient,
  serializeErc6492Signature,
  toHex,
} from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'

/**
 * A real anvil chain for sign-in tests: the devnet's deployer account, a deployed
 * TestSmartWallet (EIP-1271) owned by a test key, and the TestSmartWalletFactory that makes
 * counterfactual (EIP-6492) ones — the contracts of devnet/contracts, as the API's name tests use.
 */
export async function startSiwxChain(chainId = 31337): Promise<SiwxChain> {
  const [port] = await getFreePorts(1)
  if (!port) throw new Error('no free port')
  const anvil = await startAnvil({ chainId, port })
  const chain = defineChain({
    id: chainId,
    name: 'siwx test chain',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
  })
  const client: PublicClient = createPublicClient({ chain, transport: http(anvil.rpcUrl) })
  const deployer = mnemonicToAccount(DEVNET_MNEMONIC)
  const wallet = createWalletClient({ chain, transport: http(anvil.rpcUrl), account: deployer })
  const deploy = async (name: 'TestSmartWallet' | 'TestSmartWalletFactory', args: unknown[]) => {
    const artifact = loadOwnArtifact(name)
    const hash = await wallet.deployContract({ ...artifact, args } as never)
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (!receipt.contractAddress) throw new Error(`deploying ${name} failed`)
    return getAddress(receipt.contractAddress)
  }
  const owner = privateKeyToAccount(keccak256(toHex('portico siwx smart-wallet owner')))
  const smartWallet = await deploy('TestSmartWallet', [owner.address])
  const factory = await deploy('TestSmartWalletFactory', [])
  const factoryAbi = loadOwnArtifact('TestSmartWalletFactory').abi
  return {
    chain,
    client,
    rpcUrl: anvil.rpcUrl,
    /** The owner key of the smart wallets. */
    owner,
    /** A deployed EIP-1271 account owned by `owner`. */
    smartWallet,
    /** The address and EIP-6492 signature of an undeployed wallet of `signer` (salt `salt`). */
    async signAsCounterfactual(
      signer: LocalAccount,
      salt: Hex,
      message: string,
    ): Promise<{ address: Address; signature: Hex }> {
      const address = (await client.readContract({
        address: factory,
        abi: factoryAbi,
        functionName: 'walletAddress',
        args: [signer.address, salt],
      })) as Address
      const signature = serializeErc6492Signature({
        address: factory,
        data: encodeFunctionData({
          abi: factoryAbi,
          functionName: 'deploy',
          args: [signer.address, salt],
        }),
        signature: await signer.signMessage({ message }),
      })
      return { address: getAddress(address), signature }
    },
    stop: () => anvil.stop(),
  }
}

/** A running test chain of {@link startSiwxChain}. */
export type SiwxChain = {
  chain: Chain
  client: PublicClient
  rpcUrl: string
  /** The owner key of the smart wallets. */
  owner: LocalAccount
  /** A deployed EIP-1271 account owned by `owner`. */
  smartWallet: Address
  /** The address and EIP-6492 signature of an undeployed wallet of `signer` (salt `salt`). */
  signAsCounterfactual(
    signer: LocalAccount,
    salt: Hex,
    message: string,
  ): Promise<{ address: Address; signature: Hex }>
  stop(): Promise<unknown>
}
