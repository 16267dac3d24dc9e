import { describe, expect, test } from 'vitest'
import { isPortFree } from './portCheck.js'
import { type DevnetPorts, startDevnet } from './startDevnet.js'
import { getFreePorts, occupyPort } from './testing/freePorts.js'

describe('startDevnet with a port taken', () => {
  test.each([
    { taken: 'chainA', variable: 'PORTICO_CHAIN_A_PORT' },
    { taken: 'chainB', variable: 'PORTICO_CHAIN_B_PORT' },
    { taken: 'devnetAssets', variable: 'PORTICO_DEVNET_ASSETS_PORT' },
    { taken: 'solanaRpc', variable: 'PORTICO_SOLANA_RPC_PORT' },
    { taken: 'solanaWs', variable: 'PORTICO_SOLANA_WS_PORT' },
    { taken: 'bitcoinApi', variable: 'PORTICO_BITCOIN_API_PORT' },
  ] as const)('fails naming $taken before starting anything', async ({ taken, variable }) => {
    const [chainA, chainB, devnetAssets, solanaRpc, solanaWs, bitcoinApi] = (await getFreePorts(
      6,
    )) as [number, number, number, number, number, number]
    const ports: DevnetPorts = { chainA, chainB, devnetAssets, solanaRpc, solanaWs, bitcoinApi }
    const blocker = await occupyPort(ports[taken])
    try {
      const startedAtMs = performance.now()
      const error = await startDevnet({ ports, quiet: true, configPath: false }).then(
        () => undefined,
        (e: unknown) => e,
      )
      expect(error).toBeInstanceOf(Error)
      expect((error as Error).message).toBe(
        `port ${ports[taken]} (${taken}) is already in use — stop what listens there or set ${variable} to another port`,
      )
      expect(performance.now() - startedAtMs).toBeLessThan(1_000)
      // Nothing was started on the free ports.
      for (const [name, port] of Object.entries(ports))
        if (name !== taken) expect(await isPortFree(port)).toBe(true)
    } finally {
      await blocker.close()
    }
  })

  test('refuses one port for two services', async () => {
    const [port, other, solanaRpc, solanaWs, bitcoinApi] = (await getFreePorts(5)) as [
      number,
      number,
      number,
      number,
      number,
    ]
    await expect(
      startDevnet({
        ports: { chainA: port, chainB: port, devnetAssets: other, solanaRpc, solanaWs, bitcoinApi },
        quiet: true,
        configPath: false,
      }),
    ).rejects.toThrow(`port ${port} is configured for both chainA and chainB`)
  })
})
