import { formatTokenAmount } from '../../amounts/formatTokenAmount.js'
import { quantityToBaseUnits } from '../../amounts/quantityToBaseUnits.js'
import { SWAP_DEFAULT_GAS } from '../../constants.js'
import type { PorticoContext } from '../../context.js'
import { toConvertApiError } from './errors.js'
import { maxSwapAmount } from './maxSwapAmount.js'
import type { SetSwapSourceTokenAmountErrorType } from './setSwapSourceTokenAmount.js'
import { setSwapSourceTokenAmount } from './setSwapSourceTokenAmount.js'
import { swapApiParameters } from './swapApi.js'
import { isNativeSwapToken } from './swapTokenAddress.js'

/**
 * The max button: the source token's whole balance; for the native currency less
 * SWAP_MAX_GAS_RESERVE_FACTOR (2) × the estimated network fee — the chain's standard gas price
 * (`GET /v1/convert/gas-price`) × SWAP_DEFAULT_GAS — as setSendMaxAmount keeps room for gas. The
 * amount is then set and quoted. Resolves with the amount set; undefined without a source token,
 * when the source changed meanwhile, or when the gas price could not be read (`error` is set).
 */
export async function setSwapMaxAmount(context: PorticoContext): Promise<string | undefined> {
  const store = context.stores.swap
  const { sourceToken } = store.getState()
  if (!sourceToken) return undefined
  const native = isNativeSwapToken(sourceToken.address)
  let estimatedFee = 0n
  if (native) {
    try {
      const { readConvertGasPrice } = await import('./convertApi.js')
      const { activeNetwork } = context.stores.chains.getState()
      const { standard } = await readConvertGasPrice({
        ...swapApiParameters(context),
        chainId: activeNetwork.caipNetworkId,
      })
      estimatedFee = standard * SWAP_DEFAULT_GAS
    } catch (error) {
      store.setState({ error: toConvertApiError(error, 'Error fetching gas price') })
      return undefined
    }
  }
  // The source may have changed while the gas price was read.
  if (store.getState().sourceToken !== sourceToken) return undefined
  const balance = quantityToBaseUnits(sourceToken.quantity, sourceToken.decimals)
  const amount = formatTokenAmount(
    maxSwapAmount({ balance, native, estimatedFee }),
    sourceToken.decimals,
  )
  await setSwapSourceTokenAmount(context, amount)
  return amount
}

/** `portico.swap.setMaxAmount()`: what quoting the whole balance throws (a failed gas price is kept in the state). */
export type SetSwapMaxAmountErrorType = SetSwapSourceTokenAmountErrorType
