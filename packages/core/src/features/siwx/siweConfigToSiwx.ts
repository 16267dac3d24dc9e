import type { SiwxConfig } from '../../config/options.js'
import { InvalidConfigurationError } from '../../errors/config.js'
import { lazyFeature } from '../../instance/lazyFeature.js'
import type { SiweConfig } from './SiweConfig.js'

const REQUIRED_METHODS = [
  'getNonce',
  'createMessage',
  'verifyMessage',
  'getSession',
  'signOut',
] as const
const OPTIONAL_METHODS = ['getMessageParams', 'onSignIn', 'onSignOut'] as const
const FLAGS = [
  'enabled',
  'required',
  'signOutOnDisconnect',
  'signOutOnAccountChange',
  'signOutOnNetworkChange',
] as const

/** Throws InvalidConfigurationError naming the first member of `siweConfig` that is not as typed. */
function checkSiweConfig(config: Record<string, unknown>): void {
  for (const name of REQUIRED_METHODS)
    if (typeof config[name] !== 'function')
      throw new InvalidConfigurationError(`\`siweConfig.${name}\` must be a function`)
  for (const name of OPTIONAL_METHODS)
    if (config[name] !== undefined && typeof config[name] !== 'function')
      throw new InvalidConfigurationError(`\`siweConfig.${name}\` must be a function`)
  for (const name of FLAGS)
    if (config[name] !== undefined && typeof config[name] !== 'boolean')
      throw new InvalidConfigurationError(`\`siweConfig.${name}\` must be a boolean`)
}

/**
 * `siweConfig` as the `siwx` configuration core runs (one code path for both options): checked
 * now, its callbacks run by `siweSiwxMethods.ts`, loaded on the first sign-in or sign-out (a page
 * that never signs in carries none of it). `required` defaults to true, `signOutOnDisconnect` to
 * true. Returns undefined when `enabled` is false. Throws InvalidConfigurationError for a bad config.
 */
export function siweConfigToSiwx(config: SiweConfig): SiwxConfig | undefined {
  checkSiweConfig(config as unknown as Record<string, unknown>)
  if (config.enabled === false) return undefined
  const required = config.required ?? true
  const methods = lazyFeature(async () =>
    (await import('./siweSiwxMethods.js')).createSiweSiwxMethods(config),
  )
  return {
    signOut: () => methods((m) => m.signOut()),
    signOutOnDisconnect: config.signOutOnDisconnect,
    getRequired: () => required,
    createMessage: (parameters) => methods((m) => m.createMessage(parameters)),
    verify: (parameters) => methods((m) => m.verify(parameters)),
    getSessions: (parameters) => methods((m) => m.getSessions(parameters)),
  }
}
