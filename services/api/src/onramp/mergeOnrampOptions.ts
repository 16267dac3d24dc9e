import { parseFiatAmount } from './fiatAmount.js'
import type { OnrampCurrencyOptions } from './OnrampProvider.js'

/** Picks the smaller (or larger) of two limits; a limit that is not a fiat amount loses. */
function pick(a: string, b: string, smaller: boolean): string {
  const x = parseFiatAmount(a)
  const y = parseFiatAmount(b)
  if (x === undefined) return b
  if (y === undefined) return a
  return (smaller ? y < x : y > x) ? b : a
}

/**
 * The union of several providers' options (`GET /v1/onramp/options` without `provider`): payment
 * currencies by id, each method's limits widened to the lowest min and highest max any provider
 * takes; purchase currencies by symbol, their networks by name. Order: first seen first.
 */
export function mergeOnrampOptions(all: readonly OnrampCurrencyOptions[]): OnrampCurrencyOptions {
  const merged: OnrampCurrencyOptions = { paymentCurrencies: [], purchaseCurrencies: [] }
  for (const options of all) {
    for (const currency of options.paymentCurrencies) {
      let target = merged.paymentCurrencies.find((c) => c.id === currency.id)
      if (!target) {
        target = { id: currency.id, payment_method_limits: [] }
        merged.paymentCurrencies.push(target)
      }
      for (const limit of currency.payment_method_limits) {
        const known = target.payment_method_limits.find((l) => l.id === limit.id)
        if (!known) target.payment_method_limits.push({ ...limit })
        else {
          known.min = pick(known.min, limit.min, true)
          known.max = pick(known.max, limit.max, false)
        }
      }
    }
    for (const currency of options.purchaseCurrencies) {
      let target = merged.purchaseCurrencies.find(
        (c) => c.symbol.toUpperCase() === currency.symbol.toUpperCase(),
      )
      if (!target) {
        target = { ...currency, networks: [] }
        merged.purchaseCurrencies.push(target)
      }
      for (const network of currency.networks)
        if (!target.networks.some((n) => n.name === network.name))
          target.networks.push({ ...network })
    }
  }
  return merged
}
