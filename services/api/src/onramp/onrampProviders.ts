import type { ResolvedOperatorConfig } from '@portico/kit'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import type { OnrampProvider } from './OnrampProvider.js'
import { productionOnrampProviders } from './providers/productionProviders.js'
import { createSandboxProvider } from './providers/sandbox/createSandboxProvider.js'
import { sandboxDevnetOf } from './providers/sandbox/sandboxNetworks.js'

/** Where the API is reached when PORTICO_API_PUBLIC_URL is not set: its default address. */
export const DEFAULT_API_PUBLIC_URL = 'http://127.0.0.1:4000'

/** What the on-ramp routes are configured with (RouteContext.onramp). */
export type OnrampOptions = {
  /** The configured providers, in the order they are offered; the first is the default. */
  providers: readonly OnrampProvider[]
  /**
   * The API's public base URL (PORTICO_API_PUBLIC_URL), where the sandbox's checkout page is
   * reached. Never taken from a request's Host or X-Forwarded-Host: a client could send its own
   * and have checkout links point at its site. @default DEFAULT_API_PUBLIC_URL
   */
  publicUrl?: string | undefined
}

/** What createOnrampProviders reads. */
export type CreateOnrampProvidersParameters = {
  /** The operator configuration: its `onramp.sandbox` turns the sandbox provider on. */
  config?: Pick<ResolvedOperatorConfig, 'evm' | 'onramp'> | undefined
  /** PORTICO_ONRAMP_* settings (see the README's configuration section) and the sandbox deliverer's key. */
  env: NodeJS.ProcessEnv
  /** The API's database (the sandbox keeps its checkout sessions there). */
  db: Kysely<Database>
  /** @default Date.now */
  now?: (() => number) | undefined
  /** Outgoing HTTP for production providers (tests pass a fetch to a local server). @default fetch */
  fetch?: typeof fetch | undefined
}

/**
 * Every on-ramp provider this API offers: the sandbox when the configuration has one, then each
 * production provider whose PORTICO_ONRAMP_<PROVIDER>_* settings are present. Throws on a setting
 * out of range (a sandbox fee outside spec §9's 1–2 %), so a misconfigured API does not start.
 */
export function createOnrampProviders({
  config,
  env,
  db,
  now = Date.now,
  fetch: fetchImpl = fetch,
}: CreateOnrampProvidersParameters): OnrampProvider[] {
  const providers: OnrampProvider[] = []

  // ---- Sandbox (the devnet's) --------------------------------------------------------------
  // On whenever the configuration has `onramp.sandbox`, unless PORTICO_ONRAMP_SANDBOX=0.
  const sandboxDevnet =
    config && env.PORTICO_ONRAMP_SANDBOX !== '0' ? sandboxDevnetOf(config, env) : undefined
  if (sandboxDevnet) {
    const fee = env.PORTICO_ONRAMP_SANDBOX_FEE_BPS
    if (fee !== undefined && fee !== '' && !/^[0-9]{1,5}$/.test(fee))
      throw new Error(
        `PORTICO_ONRAMP_SANDBOX_FEE_BPS must be a whole number of basis points, got '${fee}'`,
      )
    providers.push(
      createSandboxProvider({
        devnet: sandboxDevnet,
        db,
        now,
        feeBps: fee ? Number(fee) : undefined,
      }),
    )
  }

  // ---- Production providers ---------------------------------------------------------------
  // PRODUCTION PROVIDERS GO HERE (owned by the production on-ramp helper): one line each,
  // e.g. `const coinbase = createCoinbaseOnramp({ env, fetch: fetchImpl }); if (coinbase) providers.push(coinbase)`
  // with files providers/coinbase.ts, providers/moonpay.ts, providers/transak.ts. Each returns
  // undefined when its PORTICO_ONRAMP_<PROVIDER>_* settings are absent, and throws when they are
  // present but invalid.
  providers.push(...productionOnrampProviders({ env, fetch: fetchImpl, now }))
  // ---- end of production providers --------------------------------------------------------

  return providers
}
