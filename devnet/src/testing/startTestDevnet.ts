import { type DevnetHandle, startDevnet } from '../startDevnet.js'
import { getFreePorts } from './freePorts.js'

/**
 * A devnet for a test: both chains, the asset server, the Solana node and the Bitcoin API on free ports (outside the ephemeral
 * range), quiet, writing its file only where asked (`configPath`, default none). A test that runs
 * the API's name gateway passes its URL (`profileGatewayUrl(\`http://127.0.0.1:${apiPort}\`)`).
 */
export async function startTestDevnet({
  configPath = false,
  profileGatewayUrl,
}: {
  configPath?: string | false
  /** The URL the names' OffchainResolver sends clients to. @default the API on port 4000 */
  profileGatewayUrl?: string | undefined
} = {}): Promise<DevnetHandle> {
  const [chainA, chainB, devnetAssets, solanaRpc, solanaWs, bitcoinApi] = await getFreePorts(6)
  return startDevnet({
    ports: { chainA, chainB, devnetAssets, solanaRpc, solanaWs, bitcoinApi },
    configPath,
    quiet: true,
    ...(profileGatewayUrl ? { profileGatewayUrl } : {}),
  })
}
