import { expect, test } from 'vitest'
import * as devnet from './index.js'

test('public exports', () => {
  expect(Object.keys(devnet).sort()).toMatchInlineSnapshot(`
    [
      "DEFAULT_DEVNET_CONFIG_PATH",
      "DEMO_ACCOUNT_LABELS",
      "DEVNET_ACCOUNT_INDEXES",
      "DEVNET_CHAINS",
      "DEVNET_MIN_LIQUIDITY_USD",
      "DEVNET_MNEMONIC",
      "DEVNET_PROFILE_GATEWAY_KEY",
      "DEVNET_PROFILE_GATEWAY_SIGNER",
      "DEVNET_SANDBOX_KEY_ENV",
      "MULTICALL3_ADDRESS",
      "PROFILE_GATEWAY_PATH",
      "PortInUseError",
      "READY_LINE",
      "buildDevnetOperatorConfig",
      "buildDevnetTokenList",
      "createDevnetChain",
      "createDevnetClient",
      "deriveDevnetAccounts",
      "devnetApiSecretEnv",
      "devnetCollectionAbi",
      "devnetOperatorConfigPaths",
      "devnetTokenAbi",
      "getAccount",
      "loadOwnArtifact",
      "profileGatewayUrl",
      "readDevnetConfig",
      "resolveAnvilBinary",
      "seedChain",
      "setProfileGatewayUrl",
      "startAnvil",
      "startAssetServer",
      "startDevnet",
      "uniswapV2FactoryAbi",
      "uniswapV2PairAbi",
      "uniswapV2RouterAbi",
      "wethAbi",
      "writeDevnetOperatorConfig",
    ]
  `)
})
