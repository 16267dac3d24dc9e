import { describe, expect, test } from 'vitest'
import { assertPortsFree, isPortFree, PortInUseError } from './portCheck.js'
import { getFreePorts, occupyPort } from './testing/freePorts.js'

describe('portCheck', () => {
  test('isPortFree tells a free port from a taken one', async () => {
    const [port] = (await getFreePorts(1)) as [number]
    expect(await isPortFree(port)).toBe(true)
    const blocker = await occupyPort(port)
    try {
      expect(await isPortFree(port)).toBe(false)
    } finally {
      await blocker.close()
    }
  })

  test('assertPortsFree names the taken port, its service and the hint', async () => {
    const [free, taken] = (await getFreePorts(2)) as [number, number]
    const blocker = await occupyPort(taken)
    try {
      const error = await assertPortsFree({
        ports: { chainA: free, devnetAssets: taken },
        hints: { devnetAssets: 'set PORTICO_DEVNET_ASSETS_PORT' },
      }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(PortInUseError)
      expect(error).toMatchObject({ port: taken, service: 'devnetAssets' })
      expect((error as Error).message).toBe(
        `port ${taken} (devnetAssets) is already in use — set PORTICO_DEVNET_ASSETS_PORT`,
      )
    } finally {
      await blocker.close()
    }
  })

  test('PortInUseError message without a hint', () => {
    expect(new PortInUseError(8545, 'chainA').message).toMatchInlineSnapshot(
      `"port 8545 (chainA) is already in use"`,
    )
  })
})
