/**
 * Imports oidc-provider. On its first import it warns that Node 20 is not a runtime it supports
 * (it asks for 22); this repository runs on Node ≥ 20.19 and the provider's tests here pass on
 * it, so that one line is dropped instead of printed at every `npm start`. Every other warning
 * goes through.
 */
export async function loadOidcProvider(): Promise<typeof import('oidc-provider')> {
  const warn = console.warn
  console.warn = (...args: unknown[]) => {
    if (
      typeof args[0] === 'string' &&
      args[0].includes('oidc-provider WARNING: Unsupported runtime')
    )
      return
    warn(...args)
  }
  try {
    return await import('oidc-provider')
  } finally {
    console.warn = warn
  }
}
