export {
  type BitcoinAdapterErrorType,
  type CreateBitcoinAdapterParameters,
  createBitcoinAdapter,
} from './createBitcoinAdapter.js'
export {
  BITCOIN_REGTEST_REFERENCE,
  type BitcoinRegtestErrorType,
  bitcoin,
  bitcoinRegtest,
  bitcoinTestnet,
} from './networks.js'
export {
  type BitcoinAccountType,
  bitcoinAccountType,
  isBitcoinWallet,
} from './standard/bitcoinWallets.js'
export {
  BITCOIN_CHAIN_ALIASES,
  type BitcoinAddressPurpose,
  type BitcoinConnectFeature,
  type BitcoinInputToSign,
  type BitcoinSendTransferFeature,
  type BitcoinSignAndSendTransactionFeature,
  type BitcoinSignMessageFeature,
  type BitcoinSignTransactionFeature,
  type BitcoinSignTransactionInput,
  type BitcoinTransferRecipient,
  toBitcoinCaipNetworkId,
} from './standard/features.js'
export { UnsupportedChainsError } from './UnsupportedChainsError.js'
