import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { READY_LINE } from '../formatSummary'
import { getDevnetSocialEnv } from '../identityProvider/socialClients'
import { devnetApiSecretEnv } from '../operatorConfig/devnetApiSecretEnv'
import { devnetOperatorConfigPaths } from '../operatorConfig/writeDevnetOperatorConfig'
import { DEFAULT_DEVNET_CONFIG_PATH } from '../paths'
import { CHAIN_A_ID, CHAIN_B_ID, getPort, type PortName } from '../ports'

/** A link printed in the box shown once the stack is ready. */
export type ServiceUrl = {
  /** What the link is, e.g. `demo` or `chain A (31337)`. */
  label: string
  url: string
  /** The page to start from: printed as "Open <url>", and opened in a browser when PORTICO_OPEN=1. */
  open?: boolean
}

/** One process of the local stack, as the launcher behind `npm start` runs it. */
export type ServiceDefinition = {
  /** Unique name: prefixes the service's log lines; what `--only` and `dependsOn` refer to. */
  name: string
  /** argv of the process, run without a shell; the first element is the executable. */
  command: readonly string[]
  /** Working directory of the process. */
  cwd: string
  /** Extra environment. Every port's PORTICO_*_PORT variable is set on top of it. */
  env?: Readonly<Record<string, string>>
  /** Ports it listens on: each must be free before anything starts, and accept TCP connections before the service counts as ready. */
  ports: readonly PortName[]
  /** Text a line of its output must contain, as well, before the service counts as ready. */
  readyOutput?: string
  /** How long it may take to become ready. @default the launcher's readyTimeoutMs (60 s) */
  readyTimeoutMs?: number
  /** Links printed once the stack is ready. */
  urls?: readonly ServiceUrl[]
  /** Services that must be ready before this one starts. */
  dependsOn?: readonly string[]
}

/** Root folder of the repository. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url))

const bin = (name: string) => join(REPO_ROOT, 'node_modules', '.bin', name)

/**
 * The services `npm start` runs, in the order they are listed when nothing else decides. Ports
 * honour their PORTICO_*_PORT overrides in `env`. To add a service, add one entry.
 */
export function getServices(
  env: Record<string, string | undefined> = process.env,
): ServiceDefinition[] {
  const url = (port: PortName) => `http://127.0.0.1:${getPort(port, env)}`
  // The secure site's origin as browsers see it: a host name, not an IP address, because WebAuthn
  // refuses an IP address as a passkey's RP ID (passkey unlock, issue 16). `localhost` is a secure
  // context in every browser and resolves to the loopback address the site listens on.
  const securePublicUrl =
    env.PORTICO_SECURE_PUBLIC_URL ?? `http://localhost:${getPort('secure', env)}`
  // One secret shared by the API, the relay and the secure site for this launch (issue 16): their
  // project lookups carry it and skip the API's rate limits, as in production.
  const serviceToken = env.PORTICO_SERVICE_TOKEN || randomBytes(32).toString('hex')
  return [
    {
      name: 'devnet',
      command: [bin('tsx'), 'devnet/src/main.ts'],
      cwd: REPO_ROOT,
      ports: ['chainA', 'chainB', 'devnetAssets', 'solanaRpc', 'solanaWs', 'bitcoinApi'],
      readyOutput: READY_LINE,
      urls: [
        { label: `chain A (${CHAIN_A_ID})`, url: url('chainA') },
        { label: `chain B (${CHAIN_B_ID})`, url: url('chainB') },
        { label: 'Solana RPC (litesvm)', url: url('solanaRpc') },
        { label: 'Bitcoin API (regtest)', url: url('bitcoinApi') },
      ],
    },
    {
      name: 'wallet',
      command: [bin('tsx'), 'apps/wallet/src/server.ts'],
      cwd: REPO_ROOT,
      ports: ['wallet'],
      urls: [{ label: 'wallet', url: url('wallet') }],
      dependsOn: ['devnet'],
    },
    {
      // The Portico API (SQLite under .data/api by default), configured by the operator file the
      // devnet writes beside devnet.json, with the keys that file leaves to the environment (the
      // on-ramp sandbox's deliverer, the name gateway's signer: the devnet's test keys, unless set).
      name: 'api',
      command: [
        bin('tsx'),
        '--conditions=source',
        'services/api/src/main.ts',
        '--config',
        devnetOperatorConfigPaths(env.PORTICO_DEVNET_CONFIG || DEFAULT_DEVNET_CONFIG_PATH).config,
      ],
      cwd: REPO_ROOT,
      env: {
        ...Object.fromEntries(
          Object.entries(devnetApiSecretEnv()).map(([name, value]) => [name, env[name] || value]),
        ),
        PORTICO_SERVICE_TOKEN: serviceToken,
        // Nothing balances the local stack: a stop need not wait for one to notice.
        PORTICO_DRAIN_SECONDS: '0',
      },
      ports: ['api'],
      urls: [{ label: 'api', url: url('api') }],
      // It reads the file the devnet writes once its chains are seeded.
      dependsOn: ['devnet'],
    },
    {
      // The WalletConnect relay (in memory; REDIS_URL for several nodes). It lets in only the
      // API's projects (the demo's is portico-demo), so it starts after the API.
      name: 'relay',
      command: [bin('tsx'), '--conditions=source', 'services/relay/src/main.ts'],
      cwd: REPO_ROOT,
      env: {
        PORTICO_RELAY_API_URL: url('api'),
        PORTICO_SERVICE_TOKEN: serviceToken,
        PORTICO_DRAIN_SECONDS: '0',
      },
      ports: ['relay'],
      readyOutput: 'Portico relay on',
      urls: [{ label: 'relay', url: `ws://127.0.0.1:${getPort('relay', env)}` }],
      dependsOn: ['api'],
    },
    {
      // The devnet's mail catcher: SMTP in (the secure site's one-time codes), a web inbox and
      // JSON API out. Needs nothing; the secure site sends to it.
      name: 'mail',
      command: [bin('tsx'), 'devnet/src/mail/main.ts'],
      cwd: REPO_ROOT,
      ports: ['mailSmtp', 'mailInbox'],
      readyOutput: 'Portico mail catcher on',
      urls: [{ label: 'mail inbox', url: url('mailInbox') }],
    },
    {
      // The development identity provider (every social login, and Farcaster's relay). Its
      // clients redirect to the secure site's /social/callback (PORTICO_SECURE_PORT); their
      // secrets are the devnet's unless SOCIAL_<PROVIDER>_CLIENT_SECRET is set.
      name: 'idp',
      command: [bin('tsx'), 'devnet/src/identityProvider/main.ts'],
      cwd: REPO_ROOT,
      env: {
        PORTICO_IDP_REDIRECT_URIS:
          env.PORTICO_IDP_REDIRECT_URIS ?? `${securePublicUrl}/social/callback`,
      },
      ports: ['identityProvider'],
      readyOutput: 'Portico identity provider on',
      urls: [{ label: 'identity provider', url: url('identityProvider') }],
    },
    {
      // The embedded-wallet site (issue 7) on its own origin: the frame page, the social callback
      // and the auth API. It asks the API for projects' allowed origins, sends its codes to the
      // mail catcher, signs in with every social provider and Farcaster at the identity provider,
      // and keeps a generated share key in .data/secure (PORTICO_SECURE_DEVNET). The first start
      // builds the frame page, hence the longer wait. Its networks: the devnet's operator file
      // (the chains and tokens of the local world), then the built-in networks.
      name: 'secure',
      command: [
        bin('tsx'),
        '--conditions=source',
        'services/secure/src/main.ts',
        '--config',
        devnetOperatorConfigPaths(env.PORTICO_DEVNET_CONFIG || DEFAULT_DEVNET_CONFIG_PATH).config,
      ],
      cwd: REPO_ROOT,
      env: {
        PORTICO_SECURE_DEVNET: '1',
        PORTICO_DRAIN_SECONDS: '0',
        PORTICO_SECURE_PUBLIC_URL: securePublicUrl,
        PORTICO_SECURE_API_URL: url('api'),
        PORTICO_SERVICE_TOKEN: serviceToken,
        SMTP_URL: `smtp://127.0.0.1:${getPort('mailSmtp', env)}`,
        ...getDevnetSocialEnv({ issuer: url('identityProvider'), env }),
        FARCASTER_RELAY_URL: `${url('identityProvider')}/farcaster`,
      },
      ports: ['secure'],
      readyOutput: 'Portico secure site on',
      readyTimeoutMs: 180_000,
      urls: [{ label: 'embedded wallet (secure site)', url: securePublicUrl }],
      dependsOn: ['devnet', 'api', 'mail', 'idp'],
    },
    {
      name: 'demo',
      command: [
        bin('vite'),
        '--config',
        join(REPO_ROOT, 'apps', 'demo', 'vite.config.ts'),
        '--port',
        String(getPort('demo', env)),
        '--strictPort',
        '--host',
        '127.0.0.1',
      ],
      cwd: join(REPO_ROOT, 'apps', 'demo'),
      // The embedded wallet adapter's url (apps/demo/vite.config.ts).
      env: { PORTICO_SECURE_PUBLIC_URL: securePublicUrl },
      ports: ['demo'],
      urls: [{ label: 'demo', url: url('demo'), open: true }],
      dependsOn: ['devnet', 'wallet', 'api'],
    },
  ]
}
