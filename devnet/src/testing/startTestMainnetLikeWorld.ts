import {
  type MainnetLikeWorld,
  startMainnetLikeWorld,
} from '../mainnetLike/startMainnetLikeWorld.js'
import { getFreePorts } from './freePorts.js'

/** The mainnet-like world for a test: its three anvils on free ports, its files in `dir`. */
export async function startTestMainnetLikeWorld(
  dir: string,
  { avatar }: { avatar?: string } = {},
): Promise<MainnetLikeWorld> {
  const [mainnet, optimism, base] = (await getFreePorts(3)) as [number, number, number]
  return startMainnetLikeWorld(dir, {
    ports: { 1: mainnet, 10: optimism, 8453: base },
    ...(avatar ? { avatar } : {}),
  })
}
