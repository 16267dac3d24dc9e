import { describe, expect, test } from 'vitest'
import { resolveAnvilBinary, startAnvil } from './anvil.js'
import { getFreePorts, isProcessAlive, occupyPort } from './testing/freePorts.js'

describe('startAnvil', () => {
  test('resolves the binary from the platform package, not the npm bin wrapper', () => {
    expect(resolveAnvilBinary()).toMatch(
      /@foundry-rs\/anvil-[a-z0-9]+-[a-z0-9]+\/bin\/anvil(\.exe)?$/,
    )
  })

  test('starts a node with the chain id, and stop() ends the process', async () => {
    const [port] = (await getFreePorts(1)) as [number]
    const anvil = await startAnvil({ chainId: 31_999, port })
    expect(isProcessAlive(anvil.pid)).toBe(true)
    const response = await fetch(anvil.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    })
    expect(await response.json()).toMatchObject({ result: '0x7cff' })
    expect(await anvil.stop()).toEqual({ code: 0, signal: null })
    expect(isProcessAlive(anvil.pid)).toBe(false)
  })

  test('reports the error anvil prints when it cannot bind', async () => {
    const [port] = (await getFreePorts(1)) as [number]
    const blocker = await occupyPort(port)
    try {
      await expect(startAnvil({ chainId: 31_999, port })).rejects.toThrow(
        new RegExp(
          `anvil \\(chain 31999, port ${port}\\) exited with code 1\\n[^]*Address already in use`,
        ),
      )
    } finally {
      await blocker.close()
    }
  })
})
