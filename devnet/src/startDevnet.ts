import { deriveDevnetAccounts } from './accounts.js'
import { type AnvilProcess, DEVNET_MNEMONIC, startAnvil } from './anvil.js'
import { type AssetServer, startAssetServer } from './assets/server.js'
import { type BitcoinApi, startBitcoinApi } from './bitcoin/startBitcoinApi.js'
import { buildDevnetConfig } from './buildDevnetConfig.js'
import { DEVNET_CHAINS, type DevnetChainKey } from './chains.js'
import { createDevnetClient } from './client.js'
import {
  DEVNET_PROFILE_GATEWAY_KEY,
  DEVNET_PROFILE_GATEWAY_SIGNER,
  profileGatewayUrl,
} from './deploy/deployOffchainResolver.js'
import { type DevnetConfig, writeDevnetConfig } from './devnetFile.js'
import { writeDevnetOperatorConfig } from './operatorConfig/writeDevnetOperatorConfig.js'
import { DEFAULT_DEVNET_CONFIG_PATH } from './paths.js'
import { assertPortsFree } from './portCheck.js'
import { getPort, PORT_ENV } from './ports.js'
import { seedChain } from './seed/seedChain.js'
import { type SolanaServer, startSolanaServer } from './solana/startSolanaServer.js'

/** The ports the devnet listens on. */
export type DevnetPorts = {
  chainA: number
  chainB: number
  devnetAssets: number
  /** The local Solana node's JSON-RPC (HTTP) and PubSub (WebSocket) ports. */
  solanaRpc: number
  solanaWs: number
  /** The Bitcoin API's port (Esplora-style HTTP over the regtest ledger). */
  bitcoinApi: number
}

/** Options of {@link startDevnet}. */
export type StartDevnetOptions = {
  /** Ports to listen on. @default getPort(name): the environment override, else 8545/8546/8547/8899/8900/3002 */
  ports?: Partial<DevnetPorts>
  /** Print no progress lines. @default false */
  quiet?: boolean
  /** Where to write devnet.json; false writes nothing. @default devnet/devnet.json */
  configPath?: string | false
  /** Receives progress lines. @default console.log */
  log?: (line: string) => void
  /** Receives every line anvil prints (one per RPC call); dropped when absent. */
  onAnvilLog?: (chain: DevnetChainKey, line: string) => void
  /** Aborting it during start-up stops whatever already started and rejects. */
  signal?: AbortSignal
  /**
   * The API's CCIP-read gateway URL the names' OffchainResolver points at (EIP-3668 template).
   * @default profileGatewayUrl(): http://127.0.0.1:<PORTICO_API_PORT or 4000>/v1/profile/ccip/{sender}/{data}.json
   */
  profileGatewayUrl?: string
}

/** A running devnet. */
export type DevnetHandle = {
  config: DevnetConfig
  /** Where devnet.json was written, if it was. */
  configPath: string | undefined
  /** Process ids of the anvil nodes (chain A, chain B). */
  anvilPids: number[]
  /** Wall time from the call to ready, in milliseconds. */
  startupMs: number
  /** Resolves (never rejects) with an error when an anvil node exits without stop() being called. */
  failed: Promise<Error>
  /** Stops both anvil nodes, the asset server, the Solana node and the Bitcoin API; resolves once they are gone. Idempotent. */
  stop(): Promise<void>
}

/**
 * Starts the local EVM world: two anvil chains (31337, 31338) seeded with Multicall3, WETH, USDC,
 * DAI, Uniswap V2 pools, an NFT collection and demo history, plus the asset server and the local
 * Solana node (JSON-RPC + PubSub over litesvm, SOL and USDC for the demo wallets) and the Bitcoin
 * API (Esplora-style over a regtest ledger, BTC and 546-sat UTXOs for the demo wallets). Fails fast,
 * before starting anything, when a port is taken.
 *
 * @example
 * const devnet = await startDevnet({ ports: { chainA: 9545, chainB: 9546, devnetAssets: 9547 }, configPath: false })
 * console.log(devnet.config.chains[0]?.contracts.usdc)
 * await devnet.stop()
 */
export async function startDevnet(options: StartDevnetOptions = {}): Promise<DevnetHandle> {
  const startedAtMs = performance.now()
  const { quiet = false, signal, onAnvilLog } = options
  const log = quiet ? () => {} : (options.log ?? console.log)
  const configPath =
    options.configPath === false ? undefined : (options.configPath ?? DEFAULT_DEVNET_CONFIG_PATH)
  const ports: DevnetPorts = {
    chainA: options.ports?.chainA ?? getPort('chainA'),
    chainB: options.ports?.chainB ?? getPort('chainB'),
    devnetAssets: options.ports?.devnetAssets ?? getPort('devnetAssets'),
    solanaRpc: options.ports?.solanaRpc ?? getPort('solanaRpc'),
    solanaWs: options.ports?.solanaWs ?? getPort('solanaWs'),
    bitcoinApi: options.ports?.bitcoinApi ?? getPort('bitcoinApi'),
  }
  const host = '127.0.0.1'
  await assertPortsFree({
    ports: { ...ports },
    host,
    hints: Object.fromEntries(
      Object.keys(ports).map((name) => [
        name,
        `stop what listens there or set ${PORT_ENV[name as keyof DevnetPorts]} to another port`,
      ]),
    ),
  })

  const assetsUrl = `http://${host}:${ports.devnetAssets}`
  let config: DevnetConfig | undefined
  let stopping = false
  const anvils: AnvilProcess[] = []
  let server: AssetServer | undefined
  let solana: SolanaServer | undefined
  let bitcoinApi: BitcoinApi | undefined
  const stopAll = async () => {
    stopping = true
    await Promise.allSettled([
      ...anvils.map((anvil) => anvil.stop()),
      server?.close(),
      solana?.close(),
      bitcoinApi?.close(),
    ])
  }
  const throwIfAborted = () => {
    if (signal?.aborted) throw new Error('devnet start-up aborted')
  }

  try {
    const anvilStarts = DEVNET_CHAINS.map((chain) =>
      startAnvil({
        chainId: chain.chainId,
        port: ports[chain.portName],
        host,
        mnemonic: DEVNET_MNEMONIC,
        onLog: onAnvilLog && ((line) => onAnvilLog(chain.key, line)),
      }),
    )
    const serverStart = startAssetServer({
      port: ports.devnetAssets,
      host,
      getDevnetConfig: () => config,
    })
    // The Solana node (litesvm, in this process) seeds while the anvil processes boot.
    const solanaStart = startSolanaServer({
      rpcPort: ports.solanaRpc,
      wsPort: ports.solanaWs,
      host,
      mnemonic: DEVNET_MNEMONIC,
    })
    // The Bitcoin API (regtest ledger, in this process) mines its seed blocks meanwhile too.
    const bitcoinStart = startBitcoinApi({
      port: ports.bitcoinApi,
      host,
      mnemonic: DEVNET_MNEMONIC,
    })
    const profileGateway = {
      url: options.profileGatewayUrl ?? profileGatewayUrl(),
      signer: DEVNET_PROFILE_GATEWAY_SIGNER,
    }
    // CPU-bound key derivation runs while the anvil processes boot.
    const accounts = deriveDevnetAccounts(DEVNET_MNEMONIC)
    const [bitcoinResult, solanaResult, serverResult, ...anvilResults] = await Promise.allSettled([
      bitcoinStart,
      solanaStart,
      serverStart,
      ...anvilStarts,
    ])
    if (bitcoinResult?.status === 'fulfilled') bitcoinApi = bitcoinResult.value
    if (solanaResult?.status === 'fulfilled') solana = solanaResult.value
    if (serverResult?.status === 'fulfilled') server = serverResult.value
    for (const result of anvilResults) if (result.status === 'fulfilled') anvils.push(result.value)
    const failure = [bitcoinResult, solanaResult, serverResult, ...anvilResults].find(
      (result) => result?.status === 'rejected',
    )
    if (failure?.status === 'rejected') throw failure.reason
    throwIfAborted()
    const elapsedMs = () => Math.round(performance.now() - startedAtMs)
    log(`anvil up on ${anvils.map((anvil) => anvil.rpcUrl).join(' and ')} after ${elapsedMs()} ms`)

    const seeded = await Promise.all(
      DEVNET_CHAINS.map((chain, i) =>
        seedChain(
          createDevnetClient({
            chainId: chain.chainId,
            name: chain.name,
            rpcUrl: anvils[i]!.rpcUrl,
          }),
          {
            accounts,
            nftBaseUri: `${assetsUrl}/nft/`,
            profileGateway,
            farcasterIdRegistry: chain.key === 'A',
          },
        ),
      ),
    )
    throwIfAborted()
    log(`both chains seeded after ${elapsedMs()} ms`)
    config = buildDevnetConfig({
      mnemonic: DEVNET_MNEMONIC,
      assetsUrl,
      accounts,
      profileGateway: { ...profileGateway, privateKey: DEVNET_PROFILE_GATEWAY_KEY },
      chains: DEVNET_CHAINS.map((spec, i) => ({
        spec,
        rpcUrl: anvils[i]!.rpcUrl,
        seeded: seeded[i]!,
      })),
    })
    if (solana) {
      config.solana = solana.config
      log(`Solana (litesvm) on ${solana.config.rpcUrl} and ${solana.config.wsUrl}`)
    }
    if (bitcoinApi) {
      config.bitcoin = bitcoinApi.config
      log(`Bitcoin API (regtest) on ${bitcoinApi.url}`)
    }
    if (configPath) {
      // The API's operator configuration (chains, swaps, on-ramp sandbox, names) beside it.
      writeDevnetOperatorConfig(config, configPath)
      writeDevnetConfig(config, configPath)
    }
  } catch (error) {
    await stopAll()
    throw error
  }

  const failed = new Promise<Error>((resolve) => {
    for (const [i, anvil] of anvils.entries()) {
      void anvil.exited.then((exit) => {
        if (stopping) return
        const chain = DEVNET_CHAINS[i]
        resolve(
          new Error(
            `anvil of chain ${chain?.key} (${chain?.chainId}) exited unexpectedly with ${exit.signal ?? `code ${exit.code}`}\n${anvil.recentOutput()}`,
          ),
        )
      })
    }
  })
  let stopped: Promise<void> | undefined
  return {
    config,
    configPath,
    anvilPids: anvils.map((anvil) => anvil.pid),
    startupMs: Math.round(performance.now() - startedAtMs),
    failed,
    stop: () => {
      stopped ??= stopAll()
      return stopped
    },
  }
}
