import { type DevnetHandle, startDevnet } from '../startDevnet.js'
import { getFreePorts } from './freePorts.js'

/**
 * A devnet for a test: both chains and the asset server on free ports (outside the ephemeral
 * range), quiet, writing its file only where asked (`configPath`, default none).
 */
export async function startTestDevnet({
  configPath = false,
}: {
  configPath?: string | false
} = {}): Promise<DevnetHandle> {
  const [chainA, chainB, devnetAssets] = await getFreePorts(3)
  return startDevnet({ ports: { chainA, chainB, devnetAssets }, configPath, quiet: true })
}
