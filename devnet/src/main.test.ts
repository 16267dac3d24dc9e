import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { readDevnetConfig } from './devnetFile.js'
import { READY_LINE } from './formatSummary.js'
import { getFreePorts, isProcessAlive, occupyPort } from './testing/freePorts.js'
import { listChildren, spawnMain, waitForExit, waitForLine } from './testing/runMain.js'

const READY_TIMEOUT_MS = 20_000
const dir = mkdtempSync(join(tmpdir(), 'portico-devnet-main-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function portEnv() {
  const [chainA, chainB, assets, solanaRpc, solanaWs, bitcoinApi] = (await getFreePorts(6)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  return {
    ports: { chainA, chainB, assets },
    env: {
      PORTICO_CHAIN_A_PORT: String(chainA),
      PORTICO_CHAIN_B_PORT: String(chainB),
      PORTICO_DEVNET_ASSETS_PORT: String(assets),
      PORTICO_SOLANA_RPC_PORT: String(solanaRpc),
      PORTICO_SOLANA_WS_PORT: String(solanaWs),
      PORTICO_BITCOIN_API_PORT: String(bitcoinApi),
    },
  }
}

describe.runIf(process.platform === 'linux')('npm run devnet (src/main.ts)', () => {
  test.each([
    { signal: 'SIGINT', to: 'main.ts' },
    { signal: 'SIGTERM', to: 'main.ts' },
    // Ctrl+C in a terminal, or a launcher stopping a process group: anvil gets it too.
    { signal: 'SIGINT', to: 'its process group' },
  ] as const)(
    'prints the deployment, then "devnet ready"; on $signal to $to stops both anvils and exits 0',
    async ({ signal, to }) => {
      const { ports, env } = await portEnv()
      const toGroup = to === 'its process group'
      const configPath = join(dir, `${signal}-${toGroup}.json`)
      const main = spawnMain(
        { ...env, PORTICO_DEVNET_CONFIG: configPath },
        { ownProcessGroup: toGroup },
      )
      let anvils: { pid: number }[] = []
      try {
        await waitForLine(main, READY_LINE, READY_TIMEOUT_MS)
        const config = readDevnetConfig(configPath)
        const stdout = main.output.stdout
        expect(stdout).toContain(
          `chain A: Portico Devnet A, chain id 31337, http://127.0.0.1:${ports.chainA}`,
        )
        expect(stdout).toContain(
          `chain B: Portico Devnet B, chain id 31338, http://127.0.0.1:${ports.chainB}`,
        )
        expect(stdout).toMatch(new RegExp(`usdc +${config.chains[0]?.contracts.usdc}`))
        expect(stdout).toMatch(
          new RegExp(`pair USDC/WETH +${config.chains[0]?.contracts.pairs['USDC/WETH']}`),
        )
        expect(stdout).toContain(`http://127.0.0.1:${ports.assets}`)
        expect(stdout.trimEnd().split('\n').at(-1)).toBe(READY_LINE)

        anvils = listChildren(main.pid!).filter((child) => child.name === 'anvil')
        expect(anvils).toHaveLength(2)
        process.kill(toGroup ? -main.pid! : main.pid!, signal)
        expect(await waitForExit(main)).toBe(0)
        expect(main.output.stderr).toBe('')
        for (const { pid } of anvils) expect(isProcessAlive(pid)).toBe(false)
      } finally {
        // If an assertion failed, still leave nothing running.
        anvils = [...anvils, ...listChildren(main.pid!).filter((child) => child.name === 'anvil')]
        main.kill('SIGTERM')
        await waitForExit(main)
        for (const { pid } of anvils) if (isProcessAlive(pid)) process.kill(pid, 'SIGKILL')
      }
    },
  )

  test('when an anvil dies, stops the other one and exits 1 naming the chain', async () => {
    const { env } = await portEnv()
    const main = spawnMain({ ...env, PORTICO_DEVNET_CONFIG: join(dir, 'crash.json') })
    const anvils: { pid: number }[] = []
    try {
      await waitForLine(main, READY_LINE, READY_TIMEOUT_MS)
      anvils.push(...listChildren(main.pid!).filter((child) => child.name === 'anvil'))
      expect(anvils).toHaveLength(2)
      process.kill(anvils[0]!.pid, 'SIGKILL')
      expect(await waitForExit(main)).toBe(1)
      expect(main.output.stderr).toContain(
        'devnet stopped: anvil of chain A (31337) exited unexpectedly with SIGKILL',
      )
      for (const { pid } of anvils) expect(isProcessAlive(pid)).toBe(false)
    } finally {
      main.kill('SIGTERM')
      await waitForExit(main)
      for (const { pid } of anvils) if (isProcessAlive(pid)) process.kill(pid, 'SIGKILL')
    }
  })

  test('exits 1 at once naming a taken port, having started nothing', async () => {
    const { ports, env } = await portEnv()
    const blocker = await occupyPort(ports.chainB)
    try {
      const main = spawnMain({ ...env, PORTICO_DEVNET_CONFIG: join(dir, 'taken.json') })
      const seenChildren = new Set<string>()
      const watch = setInterval(() => {
        for (const child of listChildren(main.pid!)) seenChildren.add(child.name)
      }, 5)
      const code = await waitForExit(main)
      clearInterval(watch)
      expect(code).toBe(1)
      expect(main.output.stderr).toContain(`port ${ports.chainB} (chainB) is already in use`)
      expect(main.output.stdout).not.toContain(READY_LINE)
      expect([...seenChildren]).not.toContain('anvil')
    } finally {
      await blocker.close()
    }
  })
})
