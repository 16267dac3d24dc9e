/**
 * Core reads the API's answers as @portico/protocol's static types (type imports only: the widget
 * bundle carries no schema). Checked by the type check (`tsc --noEmit -p tsconfig.json`): a change
 * of a schema that core's types do not follow fails it. `Same` where core's type is the schema's;
 * `Reads` where core reads an answer more leniently than the API sends it (what the API sends is
 * what core reads); `Sends` for the bodies core sends (what core sends is what the API accepts).
 */
import type * as Wire from '@portico/protocol'
import type { SiwxMessage, SiwxSession } from './config/options.js'
import type { ApiBalance, readApiBalance } from './features/account/readApiBalance.js'
import type { readIdentity } from './features/account/readIdentity.js'
import type {
  ApiHistoryItem,
  ApiHistoryPage,
  TransferDirection,
} from './features/activity/readApiHistory.js'
import type { ApiNft } from './features/activity/readApiNfts.js'
import type {
  AccountName,
  AccountNameAddress,
  AccountNameMessage,
  NameSuggestion,
  RegisterAccountNameReturnType,
} from './features/names/profileApi.js'
import type { readApiSupportedChains } from './features/network/readApiSupportedChains.js'
import type { OnrampOptions } from './features/onramp/defaults.js'
import type {
  OnrampAmount,
  OnrampNetwork,
  OnrampPaymentMethodLimit,
  OnrampQuote,
} from './features/onramp/OnrampState.js'
import type {
  OnrampDestinationWallet,
  OnrampQuoteRequest,
  OnrampUrlRequest,
} from './features/onramp/onrampApi.js'
import type { ConvertQuote, ConvertToken } from './features/swap/convertApi.js'
import type { readWallets } from './features/walletList/readWallets.js'
import type { WalletCatalogueEntry } from './state/types.js'
import type { TransactionHistoryItem } from './validation/types.js'

/** Each is assignable to the other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
/** What the API answers (`Answer`) can be read as core's type. */
type Reads<Answer, Core> = [Answer] extends [Core] ? true : false
/** What core sends (`Core`) is a body the API accepts. */
type Sends<Core, Body> = [Core] extends [Body] ? true : false

export const CORE_READS_PROTOCOL_TYPES = {
  // GET /v1/account/{address}/balance
  balance: true satisfies Same<ApiBalance, Wire.BalanceItem>,
  balances: true satisfies Same<
    Awaited<ReturnType<typeof readApiBalance>>['balances'],
    Wire.BalanceResponse['balances']
  >,
  // GET /v1/account/{account}/history: core also reads an item without a direction.
  history: true satisfies Reads<Wire.HistoryResponse, ApiHistoryPage>,
  historyItem: true satisfies Reads<Wire.HistoryItem, ApiHistoryItem>,
  historyItemIsSpecs: true satisfies Reads<ApiHistoryItem, TransactionHistoryItem>,
  transferDirection: true satisfies Same<TransferDirection, Wire.TransferDirection>,
  // GET /v1/account/{address}/nfts
  nft: true satisfies Same<ApiNft, Wire.NftItem>,
  // GET /v1/identity/{address}
  identity: true satisfies Same<Awaited<ReturnType<typeof readIdentity>>, Wire.IdentityResponse>,
  // GET /v1/supported-chains
  supportedChains: true satisfies Reads<
    Wire.SupportedChainsResponse['http'],
    Awaited<ReturnType<typeof readApiSupportedChains>>
  >,
  // GET /getWallets: core's entry is also a dApp's own wallet, with fewer fields.
  wallets: true satisfies Reads<Wire.GetWalletsResponse, Awaited<ReturnType<typeof readWallets>>>,
  walletEntry: true satisfies Reads<Wire.WalletCatalogueEntry, WalletCatalogueEntry>,
  // The on-ramp: options, quote, checkout URL.
  onrampOptions: true satisfies Reads<Wire.OnrampOptionsResponse, OnrampOptions>,
  onrampAmount: true satisfies Same<OnrampAmount, Wire.OnrampAmount>,
  onrampNetwork: true satisfies Same<OnrampNetwork, Wire.OnrampNetwork>,
  onrampLimit: true satisfies Same<OnrampPaymentMethodLimit, Wire.OnrampPaymentMethodLimit>,
  onrampQuote: true satisfies Same<OnrampQuote, Wire.OnrampQuoteResponse>,
  onrampQuoteRequest: true satisfies Same<OnrampQuoteRequest, Wire.OnrampQuoteBody>,
  onrampUrlRequest: true satisfies Sends<OnrampUrlRequest, Wire.OnrampUrlBody>,
  onrampDestination: true satisfies Sends<OnrampDestinationWallet, Wire.OnrampDestinationWallet>,
  // GET /v1/convert/tokens, /v1/convert/quotes
  convertToken: true satisfies Same<ConvertToken, Wire.ConvertToken>,
  convertQuote: true satisfies Same<ConvertQuote, Wire.ConvertQuote>,
  // Account names: GET /v1/profile/account/{name}, /reverse, /suggestions; POST /v1/profile/account
  accountName: true satisfies Same<AccountName, Wire.AccountName>,
  accountNameAddress: true satisfies Same<AccountNameAddress, Wire.AccountNameAddress>,
  nameSuggestion: true satisfies Same<NameSuggestion, Wire.NameSuggestion>,
  accountNameMessage: true satisfies Same<AccountNameMessage, Wire.AccountNameMessage>,
  registerName: true satisfies Reads<Wire.RegisterNameResponse, RegisterAccountNameReturnType>,
  // Sign-in: @portico/siwx's messages and its backend's sessions are what core's siwx option takes.
  siwxMessage: true satisfies Reads<Wire.SiwxMessage, SiwxMessage>,
  siwxMessageFields: true satisfies Same<
    Omit<SiwxMessage, 'serializedMessage'>,
    Wire.SiwxMessageFields
  >,
  siwxSession: true satisfies Reads<Wire.SiwxSession, SiwxSession>,
} as const
