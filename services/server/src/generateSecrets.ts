import { randomBytes } from 'node:crypto'
import { generatePrivateKey } from 'viem/accounts'

/** One secret the services take: its variable, a fresh value and what it is for. */
export type GeneratedSecret = { name: string; value: string; purpose: string }

/**
 * A fresh value for every secret Portico's services take, from the system's CSPRNG. The secure
 * site's session and code keys are derived from SECURE_SHARE_KEY (HKDF), so they have no
 * variable of their own.
 */
export function generateSecrets(): GeneratedSecret[] {
  const token = () => randomBytes(32).toString('base64url')
  return [
    {
      name: 'SECURE_SHARE_KEY',
      value: randomBytes(32).toString('hex'),
      purpose:
        "the secure site: encrypts the auth shares at rest and derives its session and code keys. Back it up apart from the database; never change it (users' wallets depend on it)",
    },
    {
      name: 'PROFILE_GATEWAY_KEY',
      value: generatePrivateKey(),
      purpose:
        "the API: signs account-name answers (CCIP-read); the name resolver on chain must trust this key's address",
    },
    {
      name: 'PORTICO_SERVICE_TOKEN',
      value: token(),
      purpose:
        'the API, relay and secure site: the same value on all three (service-to-service calls)',
    },
    {
      name: 'PORTICO_API_METRICS_TOKEN',
      value: token(),
      purpose: "the API's /metrics bearer token",
    },
    {
      name: 'PORTICO_RELAY_METRICS_TOKEN',
      value: token(),
      purpose: "the relay's /metrics bearer token",
    },
    {
      name: 'PORTICO_SECURE_METRICS_TOKEN',
      value: token(),
      purpose: "the secure site's /metrics bearer token",
    },
  ]
}

/** Environment lines (each preceded by a comment saying what it is for), or one JSON object. */
export function formatSecrets(secrets: readonly GeneratedSecret[], format: 'env' | 'json'): string {
  if (format === 'json')
    return JSON.stringify(Object.fromEntries(secrets.map((s) => [s.name, s.value])), null, 2)
  return secrets.map((s) => `# ${s.purpose}\n${s.name}=${s.value}`).join('\n')
}
