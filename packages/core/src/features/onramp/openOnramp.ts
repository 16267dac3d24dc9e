import { formatTokenAmount } from '../../amounts/formatTokenAmount.js'
import type { PorticoContext } from '../../context.js'
import { PorticoError } from '../../errors/PorticoError.js'
import { reportError } from '../analytics/reportError.js'
import { adapterForNamespace } from '../connect/adapterForConnector.js'
import { AdapterNotFoundError, NoActiveCaipAddressError } from '../connect/errors.js'
import { getActiveAccount } from '../connect/getAccount.js'
import { showNotification } from '../modal/notifications.js'
import { showView } from '../modal/router.js'
import type { OnrampProviderNotAvailableError } from './errors.js'
import {
  OnrampNetworkNotSupportedError,
  OnrampPopupBlockedError,
  OnrampUrlError,
} from './errors.js'
import { normalizeFiatAmount } from './fetchOnrampQuote.js'
import { createOnrampUrl } from './onrampApi.js'
import { findOnrampNetwork, isNativeContractAddress } from './onrampNetwork.js'
import { onrampSession } from './onrampSession.js'
import { onrampPartnerUserId } from './partnerUserId.js'
import { readOnrampBalance } from './readOnrampBalance.js'
import { validateOnrampAmount } from './validateOnrampAmount.js'
import { watchOnrampPurchase } from './watchOnrampPurchase.js'

export type OpenOnrampParameters = {
  /**
   * The popup the instance method opened inside the click (openOnrampPopup), before anything was
   * awaited; null when the browser blocked it.
   */
  popup: Window | null
  /** Passed on to watchOnrampPurchase (tests). */
  intervalMs?: number | undefined
  timeoutMs?: number | undefined
}

/**
 * Starts a purchase in the provider's popup (docs/swaps-and-onramp.md): checks the connected
 * account, the token on the active network and the amount, asks `POST /v1/generators/onrampurl`
 * (the wallet's address, network and token; defaultNetwork; a pseudonymous partnerUserId;
 * defaultExperience 'buy'; presetFiatAmount and paymentCurrency; the selected provider, else the
 * first offered) and reads the balance of the token meanwhile; then sends the popup to the URL
 * (http(s) only), records `purchase` (status 'waiting', startBalance, expectedAmount = the quote's
 * purchaseAmount), shows BuyInProgress and starts watchOnrampPurchase. Called again for the same
 * purchase while it is waiting (Open again), it sends the new popup to the same URL and keeps
 * watching. A blocked popup gives 'Popup blocked'; any failure is put in `stores.onramp.error`,
 * shown as an error toast, closes the blank popup and rejects with the error.
 */
export async function openOnramp(
  context: PorticoContext,
  { popup, intervalMs, timeoutMs }: OpenOnrampParameters,
): Promise<void> {
  const { onramp } = context.stores
  const session = onrampSession(context)
  try {
    if (!popup) throw new OnrampPopupBlockedError({ details: 'The browser blocked the popup' })
    const state = onramp.getState()
    const { activeNetwork, activeNamespace } = context.stores.chains.getState()
    const account = getActiveAccount(context)
    if (account.status !== 'connected' || !account.address || !account.caipAddress)
      throw new NoActiveCaipAddressError()
    const adapter = adapterForNamespace(context, activeNamespace)
    if (!adapter) throw new AdapterNotFoundError({ details: activeNamespace })
    const { purchaseCurrency, paymentCurrency } = state
    const network = purchaseCurrency && findOnrampNetwork(purchaseCurrency, activeNetwork)
    if (!purchaseCurrency || !paymentCurrency || !network)
      throw new OnrampNetworkNotSupportedError({
        details: `Nothing selected can be bought on ${activeNetwork.caipNetworkId}`,
      })
    const invalid = validateOnrampAmount(state.paymentAmount, paymentCurrency)
    if (invalid) throw invalid
    const { apiUrl } = context.stores.options.getState().options
    if (!apiUrl || !context.projectId)
      throw new OnrampUrlError({ details: 'No Portico API is configured' })
    const provider = state.selectedProvider ?? state.providers[0]
    const fiat = normalizeFiatAmount(state.paymentAmount)
    const key = JSON.stringify([
      provider,
      account.caipAddress,
      purchaseCurrency.id,
      network.name,
      paymentCurrency.id,
      fiat,
    ])
    const top = () => {
      showView(context, { view: 'BuyInProgress' })
    }

    // Open again: the same purchase, still waited for.
    if (state.purchase?.status === 'waiting' && session.url && session.urlKey === key) {
      popup.location.href = session.url
      session.popup = popup
      top()
      return
    }

    session.stopWatch?.()
    const tokenAddress = isNativeContractAddress(network.contract_address)
      ? undefined
      : network.contract_address
    const [url, start] = await Promise.all([
      onrampPartnerUserId({ projectId: context.projectId, caipAddress: account.caipAddress }).then(
        (partnerUserId) =>
          createOnrampUrl({
            apiUrl,
            projectId: context.projectId,
            request: {
              provider,
              destinationWallets: [
                {
                  address: account.address as string,
                  blockchains: [network.name],
                  assets: [purchaseCurrency.symbol],
                },
              ],
              defaultNetwork: network.name,
              partnerUserId,
              defaultExperience: 'buy',
              presetFiatAmount: fiat,
              paymentCurrency: paymentCurrency.id,
            },
          }),
      ),
      readOnrampBalance({
        adapter,
        network: activeNetwork,
        address: account.address,
        tokenAddress,
      }),
    ])
    popup.location.href = url
    session.popup = popup
    session.url = url
    session.urlKey = key
    onramp.setState({
      error: undefined,
      purchase: {
        provider: provider ?? '',
        symbol: purchaseCurrency.symbol,
        address: account.caipAddress,
        tokenAddress,
        expectedAmount:
          state.quote?.purchaseAmount.currency === purchaseCurrency.symbol
            ? state.quote.purchaseAmount.amount
            : '',
        startBalance: formatTokenAmount(start.value, start.decimals),
        status: 'waiting',
        startedAt: context.now(),
      },
    })
    top()
    watchOnrampPurchase(context, {
      adapter,
      network: activeNetwork,
      caipAddress: account.caipAddress,
      address: account.address,
      tokenAddress,
      start,
      intervalMs,
      timeoutMs,
    })
  } catch (error) {
    // The blank popup shows nothing worth keeping.
    if (popup && !popup.closed && popup !== session.popup) popup.close()
    const reported = error instanceof PorticoError ? error : new OnrampUrlError({ cause: error })
    onramp.setState({ error: reported })
    showNotification(context, { message: reported.shortMessage, variant: 'error' })
    reportError(context, { event: 'ONRAMP_ERROR', error: reported })
    throw reported
  }
}

/** the `openOnramp` action. */
export type OpenOnrampErrorType =
  | AdapterNotFoundError
  | NoActiveCaipAddressError
  | OnrampNetworkNotSupportedError
  | OnrampProviderNotAvailableError
  | OnrampPopupBlockedError
  | OnrampUrlError
