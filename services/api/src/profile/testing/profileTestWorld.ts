import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  createDevnetClient,
  type DevnetChainConfig,
  loadOwnArtifact,
  profileGatewayUrl,
  readDevnetConfig,
} from '@portico/devnet'
import { getFreePorts, startTestDevnet } from '@portico/devnet/testing'
import { PROFILE_GATEWAY_KEY_ENV } from '@portico/kit'
import {
  type Address,
  encodeDeployData,
  encodeFunctionData,
  getAddress,
  type Hex,
  keccak256,
  type LocalAccount,
  serializeErc6492Signature,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createChainServices } from '../../chainServices.js'
import type { Engine } from '../../db/createDatabase.js'
import { createProjectRepository } from '../../projects/createProjectRepository.js'
import { createServer } from '../../server/createServer.js'
import { openTestDatabase } from '../../testing/openTestDatabase.js'
import { readDevnetOperatorConfig } from '../../testing/readDevnetOperatorConfig.js'
import { P1_QUERY, TEST_PROJECTS } from '../../testing/startTestApi.js'

/** No limit, for tests that register many names from one address. */
export const NO_LIMIT = { max: 1e9, windowMs: 60_000 }

/**
 * A seeded devnet whose names' OffchainResolver points at `apiPort`, written to a devnet file the
 * API's chain services read (as `npm start` does), plus a deployed ERC-1271 test wallet and the
 * factory of counterfactual (ERC-6492) ones.
 */
export async function startProfileDevnet() {
  const [apiPort] = await getFreePorts(1)
  if (!apiPort) throw new Error('no free port')
  const dir = mkdtempSync(join(tmpdir(), 'portico-profile-'))
  const configPath = join(dir, 'devnet.json')
  const devnet = await startTestDevnet({
    configPath,
    profileGatewayUrl: profileGatewayUrl(`http://127.0.0.1:${apiPort}`),
  })
  const chain = devnet.config.chains[0] as DevnetChainConfig
  const client = createDevnetClient(chain)
  const deployer = getAddress(
    devnet.config.accounts.find((a) => a.label === 'deployer')?.address ?? '',
  )
  const deploy = async (name: 'TestSmartWallet' | 'TestSmartWalletFactory', args: unknown[]) => {
    const artifact = loadOwnArtifact(name)
    const hash = await client.request({
      method: 'eth_sendTransaction',
      params: [
        { from: deployer, data: encodeDeployData({ ...artifact, args } as never), gas: '0x4c4b40' },
      ],
    } as never)
    const receipt = await client.waitForTransactionReceipt({ hash: hash as Hex })
    if (!receipt.contractAddress) throw new Error(`deploying ${name} failed`)
    return getAddress(receipt.contractAddress)
  }
  const walletOwner = privateKeyToAccount(keccak256(toHex('portico test smart-wallet owner')))
  const smartWallet = await deploy('TestSmartWallet', [walletOwner.address])
  const factory = await deploy('TestSmartWalletFactory', [])
  return {
    devnet,
    apiPort,
    configPath,
    chain,
    client,
    walletOwner,
    /** A deployed ERC-1271 account owned by walletOwner. */
    smartWallet,
    factory,
    async stop() {
      await devnet.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export type ProfileDevnet = Awaited<ReturnType<typeof startProfileDevnet>>

/** The address and EIP-6492 signature of a counterfactual wallet of `owner` (not deployed). */
export async function signAsCounterfactualWallet(
  world: ProfileDevnet,
  { owner, salt, message }: { owner: LocalAccount; salt: Hex; message: string },
): Promise<{ address: Address; signature: Hex }> {
  const factoryAbi = loadOwnArtifact('TestSmartWalletFactory').abi
  const address = (await world.client.readContract({
    address: world.factory,
    abi: factoryAbi,
    functionName: 'walletAddress',
    args: [owner.address, salt],
  })) as Address
  const signature = serializeErc6492Signature({
    address: world.factory,
    data: encodeFunctionData({
      abi: factoryAbi,
      functionName: 'deploy',
      args: [owner.address, salt],
    }),
    signature: await owner.signMessage({ message }),
  })
  return { address: getAddress(address), signature }
}

/**
 * The API as `npm start` runs it — chain services from the devnet file (identity that knows the
 * registered names, the profile chains, the devnet's gateway key) — over a fresh database of
 * `engine` holding the test projects; not listening yet.
 */
export async function startProfileApi(
  engine: Engine,
  world: ProfileDevnet,
  { registerPerIp = NO_LIMIT }: { registerPerIp?: { max: number; windowMs: number } } = {},
) {
  const database = await openTestDatabase(engine)
  const projects = createProjectRepository(database.db)
  for (const project of TEST_PROJECTS) await projects.create(project)
  // The devnet's operator file and keys, as the launcher gives them to main.ts.
  const operator = await readDevnetOperatorConfig(readDevnetConfig(world.configPath))
  const services = createChainServices({ db: database.db, config: operator.config, env: {} })
  const app = await createServer({
    database,
    plugins: services.plugins,
    profile: {
      ...services.profile,
      gatewayKey: operator.env[PROFILE_GATEWAY_KEY_ENV] as Hex | undefined,
      registerPerIp,
    },
    rateLimit: { perIp: NO_LIMIT, perProject: NO_LIMIT },
  })
  return {
    app,
    database,
    services,
    async close() {
      await app.close()
      await database.destroy()
    },
  }
}

/** The query of project p1. */
export const QUERY = P1_QUERY
