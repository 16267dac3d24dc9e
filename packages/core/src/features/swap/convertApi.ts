import type * as Wire from '@portico/protocol'
import { SDK_TYPE, SDK_VERSION } from '../../constants.js'
import { UnexpectedApiAnswerError } from '../../errors/request.js'
import { createHttpClient } from '../../http/createHttpClient.js'
import { toConvertApiError } from './errors.js'

/** Where the Portico API is and which project calls it (every call carries projectId, st, sv). */
export type ConvertApiParameters = {
  apiUrl: string
  projectId: string
  signal?: AbortSignal | undefined
  /** @default globalThis.fetch */
  fetch?: typeof fetch | undefined
}

/** A token of `GET /v1/convert/tokens`; `address` is CAIP-10 (native: `…:0xeeee…`). @portico/protocol's. */
export type ConvertToken = Wire.ConvertToken

/** A quote of `GET /v1/convert/quotes`; amounts in base units as decimal strings. @portico/protocol's. */
export type ConvertQuote = Wire.ConvertQuote

/** Gas prices of `GET /v1/convert/gas-price`, wei. */
export type ConvertGasPrice = { standard: bigint; fast: bigint; instant: bigint }

/** A transaction built by `build-approve` / `build-transaction`: native value in wei. */
export type ConvertTransaction = {
  from: string
  to: string
  data: `0x${string}`
  value: bigint
  gas?: bigint | undefined
  gasPrice?: bigint | undefined
}

function client({ apiUrl, projectId, fetch }: ConvertApiParameters) {
  return createHttpClient({
    baseUrl: apiUrl,
    baseQuery: { projectId, st: SDK_TYPE, sv: SDK_VERSION },
    fetch,
  })
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const UNSIGNED = /^\d+$/
const isUnsigned = (value: unknown): value is string =>
  typeof value === 'string' && UNSIGNED.test(value)
const isHex = (value: unknown): value is `0x${string}` =>
  typeof value === 'string' && /^0x[0-9a-fA-F]*$/.test(value)
const isAddress = (value: unknown): value is string =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value.split(':').at(-1) ?? '')

function malformed(path: string): UnexpectedApiAnswerError {
  return new UnexpectedApiAnswerError(path)
}

/** Calls the API and turns every failure into the convert error of `defaultMessage`. */
async function call<T>(
  defaultMessage: string,
  run: () => Promise<T>,
  signal: AbortSignal | undefined,
): Promise<T> {
  try {
    return await run()
  } catch (error) {
    // An aborted call is no API error: the caller asked for it.
    if (signal?.aborted) throw signal.reason ?? error
    throw toConvertApiError(error, defaultMessage)
  }
}

function isConvertToken(value: unknown): value is ConvertToken {
  if (!isRecord(value)) return false
  const { name, symbol, address, decimals, logoUri } = value
  return (
    typeof name === 'string' &&
    typeof symbol === 'string' &&
    isAddress(address) &&
    typeof decimals === 'number' &&
    Number.isInteger(decimals) &&
    decimals >= 0 &&
    decimals <= 255 &&
    (logoUri === undefined || typeof logoUri === 'string')
  )
}

/**
 * The swap tokens of a chain (`GET /v1/convert/tokens?chainId=eip155:…`); entries in another shape
 * are left out. Failures throw ConvertApiError, or 'Network not supported' for a chain without swaps.
 */
export async function readConvertTokens(
  parameters: ConvertApiParameters & { chainId: string },
): Promise<ConvertToken[]> {
  const path = '/v1/convert/tokens'
  return call(
    'Error fetching swap tokens',
    async () => {
      const answer = await client(parameters).get<unknown>({
        path,
        query: { chainId: parameters.chainId },
        signal: parameters.signal,
      })
      const tokens = isRecord(answer) ? answer.tokens : undefined
      if (!Array.isArray(tokens)) throw malformed(path)
      return tokens.filter(isConvertToken).map((t) => ({
        name: t.name,
        symbol: t.symbol,
        address: t.address,
        decimals: t.decimals,
        logoUri: typeof t.logoUri === 'string' ? t.logoUri : '',
        eip2612: t.eip2612 === true,
      }))
    },
    parameters.signal,
  )
}

function isConvertQuote(value: unknown): value is ConvertQuote {
  if (!isRecord(value)) return false
  const { fromAmount, toAmount, provider, fee, priceImpact } = value
  return (
    isUnsigned(fromAmount) &&
    isUnsigned(toAmount) &&
    isRecord(provider) &&
    typeof provider.id === 'string' &&
    typeof provider.name === 'string' &&
    isRecord(fee) &&
    typeof fee.bps === 'number' &&
    isUnsigned(fee.amount) &&
    (priceImpact === undefined || priceImpact === null || typeof priceImpact === 'number')
  )
}

/**
 * Quotes of a swap of `amount` (base units of `from`) for `userAddress` (`GET /v1/convert/quotes`),
 * best first. A pair the pools cannot fill throws ConvertApiError with code INSUFFICIENT_LIQUIDITY.
 */
export async function readConvertQuotes(
  parameters: ConvertApiParameters & {
    amount: bigint
    userAddress: string
    from: string
    to: string
    gasPrice?: bigint | undefined
  },
): Promise<ConvertQuote[]> {
  const path = '/v1/convert/quotes'
  return call(
    'Error fetching swap quote',
    async () => {
      const answer = await client(parameters).get<unknown>({
        path,
        query: {
          amount: parameters.amount.toString(),
          userAddress: parameters.userAddress,
          from: parameters.from,
          to: parameters.to,
          gasPrice: parameters.gasPrice?.toString(),
        },
        signal: parameters.signal,
      })
      const quotes = isRecord(answer) ? answer.quotes : undefined
      if (!Array.isArray(quotes) || !quotes.every(isConvertQuote)) throw malformed(path)
      return quotes.map((q) => ({
        id: String(q.id ?? ''),
        fromAmount: q.fromAmount,
        fromAccount: String(q.fromAccount ?? ''),
        toAmount: q.toAmount,
        toAccount: String(q.toAccount ?? ''),
        provider: { id: q.provider.id, name: q.provider.name },
        fee: { bps: q.fee.bps, amount: q.fee.amount },
        priceImpact:
          typeof q.priceImpact === 'number' && Number.isFinite(q.priceImpact)
            ? q.priceImpact
            : undefined,
      }))
    },
    parameters.signal,
  )
}

/** What the provider's spender may take of `tokenAddress` from `userAddress` (base units). */
export async function readConvertAllowance(
  parameters: ConvertApiParameters & { tokenAddress: string; userAddress: string },
): Promise<bigint> {
  const path = '/v1/convert/allowance'
  return call(
    'Error fetching swap allowance',
    async () => {
      const answer = await client(parameters).get<unknown>({
        path,
        query: { tokenAddress: parameters.tokenAddress, userAddress: parameters.userAddress },
        signal: parameters.signal,
      })
      if (!isRecord(answer) || !isUnsigned(answer.allowance)) throw malformed(path)
      return BigInt(answer.allowance)
    },
    parameters.signal,
  )
}

/** The chain's gas prices in wei (`GET /v1/convert/gas-price`); 'Network not supported' elsewhere. */
export async function readConvertGasPrice(
  parameters: ConvertApiParameters & { chainId: string },
): Promise<ConvertGasPrice> {
  const path = '/v1/convert/gas-price'
  return call(
    'Error fetching gas price',
    async () => {
      const answer = await client(parameters).get<unknown>({
        path,
        query: { chainId: parameters.chainId },
        signal: parameters.signal,
      })
      if (
        !isRecord(answer) ||
        !isUnsigned(answer.standard) ||
        !isUnsigned(answer.fast) ||
        !isUnsigned(answer.instant)
      )
        throw malformed(path)
      return {
        standard: BigInt(answer.standard),
        fast: BigInt(answer.fast),
        instant: BigInt(answer.instant),
      }
    },
    parameters.signal,
  )
}

function toTransaction(answer: unknown, path: string, valueKey: 'value' | 'amount') {
  const tx = isRecord(answer) ? answer.tx : undefined
  if (!isRecord(tx) || !isAddress(tx.to) || !isHex(tx.data)) throw malformed(path)
  const value = tx[valueKey] ?? '0'
  if (!isUnsigned(value)) throw malformed(path)
  const eip155 = isRecord(tx.eip155) ? tx.eip155 : {}
  return {
    from: typeof tx.from === 'string' ? tx.from : '',
    to: (tx.to.split(':').at(-1) ?? tx.to) as string,
    data: tx.data,
    value: BigInt(value),
    gas: isUnsigned(eip155.gas) ? BigInt(eip155.gas) : undefined,
    gasPrice: isUnsigned(eip155.gasPrice) ? BigInt(eip155.gasPrice) : undefined,
  } satisfies ConvertTransaction
}

/**
 * The approval the wallet sends before swapping an ERC-20 (`GET /v1/convert/build-approve`): for
 * `amount` (base units), or the maximum without it.
 */
export async function buildConvertApprove(
  parameters: ConvertApiParameters & {
    userAddress: string
    from: string
    to: string
    amount?: bigint | undefined
  },
): Promise<ConvertTransaction> {
  const path = '/v1/convert/build-approve'
  return call(
    'Error building the approval',
    async () =>
      toTransaction(
        await client(parameters).get<unknown>({
          path,
          query: {
            userAddress: parameters.userAddress,
            from: parameters.from,
            to: parameters.to,
            amount: parameters.amount?.toString(),
          },
          signal: parameters.signal,
        }),
        path,
        'value',
      ),
    parameters.signal,
  )
}

/**
 * The swap transaction (`POST /v1/convert/build-transaction`): `amount` base units of `from` for
 * `to`, `slippage` in percent; with `disableEstimate` false the API estimates its gas (which needs
 * the allowance in place).
 */
export async function buildConvertTransaction(
  parameters: ConvertApiParameters & {
    amount: bigint
    slippage: number
    from: string
    to: string
    userAddress: string
    disableEstimate: boolean
  },
): Promise<ConvertTransaction> {
  const path = '/v1/convert/build-transaction'
  return call(
    'Error building the swap',
    async () =>
      toTransaction(
        await client(parameters).post<unknown>({
          path,
          body: {
            amount: parameters.amount.toString(),
            eip155: { slippage: parameters.slippage },
            from: parameters.from,
            to: parameters.to,
            userAddress: parameters.userAddress,
            disableEstimate: parameters.disableEstimate,
          } satisfies Wire.BuildTransactionBody,
          signal: parameters.signal,
        }),
        path,
        'amount',
      ),
    parameters.signal,
  )
}

/**
 * USD prices of tokens (`POST /v1/fungible/price`, currency usd, CAIP-10 addresses; native as
 * `…:0xeeee…`), by lower-cased address. Tokens the API has no price for are absent.
 */
export async function readFungiblePrices(
  parameters: ConvertApiParameters & { addresses: readonly string[] },
): Promise<Map<string, number>> {
  const path = '/v1/fungible/price'
  return call(
    'Error fetching token prices',
    async () => {
      const prices = new Map<string, number>()
      if (parameters.addresses.length === 0) return prices
      const answer = await client(parameters).post<unknown>({
        path,
        // spec §7 "POST /v1/fungible/price (currency usd, addresses, projectId …)": the API
        // refuses a body without its currency.
        body: {
          currency: 'usd',
          addresses: [...parameters.addresses],
          projectId: parameters.projectId,
        } satisfies Wire.FungiblePriceBody,
        signal: parameters.signal,
      })
      const fungibles = isRecord(answer) ? answer.fungibles : undefined
      if (!Array.isArray(fungibles)) throw malformed(path)
      for (const entry of fungibles)
        if (
          isRecord(entry) &&
          typeof entry.address === 'string' &&
          typeof entry.price === 'number' &&
          Number.isFinite(entry.price) &&
          entry.price >= 0
        )
          prices.set(entry.address.toLowerCase(), entry.price)
      return prices
    },
    parameters.signal,
  )
}
