import { EMBEDDED_WALLET_SDK_VERSION } from '@portico/core/internal'
import { createAuthApi } from '../api/createAuthApi.js'
import { createDpopProof } from '../api/dpop/createDpopProof.js'
import { openDeviceKey } from '../api/dpop/openDeviceKey.js'
import type { FrameProjectStatus } from '../config/framePageConfig.js'
import { readFrameConfig } from '../config/readFrameConfig.js'
import type { FrameContext } from '../flows/FrameContext.js'
import { receiveSocialResults } from '../flows/socialLogin.js'
import { createRequestHandlers } from '../handlers/createRequestHandlers.js'
import { createDeviceShareStore } from '../keys/deviceShareStore.js'
import { createFrameChannel, type FrameChannel } from '../messaging/createFrameChannel.js'
import { createPublicClients } from '../rpc/evm/evmClients.js'
import { createNetworks } from '../rpc/networks.js'
import { createSessionStore } from '../state/createSessionStore.js'
import { createScreenHost } from '../ui/createScreenHost.js'
import { h } from '../ui/h.js'
import { statusScreen } from '../ui/screens/statusScreen.js'
import { EN, format } from '../ui/strings.js'
import { FRAME_CSS } from '../ui/styles.js'
import { openFrameStorage } from './openFrameStorage.js'
import { type ParentOriginRefusal, verifyParentOrigin } from './verifyParentOrigin.js'

/** What the frame shows, and nothing else, when it refuses to run. */
const REFUSALS: Record<
  Exclude<FrameProjectStatus, 'OK'> | ParentOriginRefusal,
  { title: string; text: string }
> = {
  INVALID_PROJECT_ID: { title: EN.invalidProjectId, text: EN.invalidProjectIdText },
  PROJECT_ID_NOT_CONFIGURED: {
    title: EN.projectIdNotConfigured,
    text: EN.projectIdNotConfiguredText,
  },
  SERVER_ERROR: { title: EN.serverError, text: EN.serverErrorText },
  RATE_LIMITED: { title: EN.rateLimited, text: EN.rateLimitedText },
  ORIGIN_NOT_ALLOWED: { title: EN.originNotAllowed, text: EN.originNotAllowedText },
  UNVERIFIED_DOMAIN: { title: EN.unverifiedDomain, text: EN.unverifiedDomainText },
  NOT_FRAMED: { title: EN.notFramed, text: EN.notFramedText },
}

/** The running frame: its channel to the dApp, or the reason it refused to run. */
export type BootedFrame =
  | { ok: true; channel: FrameChannel; context: FrameContext }
  | { ok: false; reason: keyof typeof REFUSALS }

function applyStyles(document: Document) {
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(FRAME_CSS)
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
}

/**
 * Starts the frame page: reads the config the server rendered, refuses (showing 'Invalid Project
 * ID', 'Origin Not Allowed', 'Unverified Domain' … and posting nothing) unless the project is
 * known and the parent's origin is one of its allowed origins, then answers the dApp's requests
 * and posts `Ready { version: 4 }` to that origin only.
 */
export function bootFrame(frameWindow: Window = window): BootedFrame {
  const document = frameWindow.document
  document.title = EN.pageTitle
  applyStyles(document)
  const root =
    document.getElementById('frame-root') ??
    document.body.appendChild(h('main', { id: 'frame-root' }))
  let channel: FrameChannel | undefined
  const screens = createScreenHost({
    root,
    onVisible: (view) => channel?.emit('FrameShow', { view }),
    onHidden: () => channel?.emit('FrameHide', undefined),
  })
  const refuse = (reason: keyof typeof REFUSALS, origin?: string): BootedFrame => {
    const { title, text } = REFUSALS[reason]
    screens.showPermanent(
      statusScreen({ title, text: format(text, { origin: origin ?? '' }), code: reason }),
    )
    return { ok: false, reason }
  }

  const config = readFrameConfig(document)
  if (!config) return refuse('SERVER_ERROR')
  if (config.status !== undefined && config.status !== 'OK') return refuse(config.status)
  const check = verifyParentOrigin({
    framed: frameWindow.parent !== frameWindow,
    ancestorOrigins: frameWindow.location.ancestorOrigins
      ? Array.from(frameWindow.location.ancestorOrigins)
      : undefined,
    referrer: document.referrer,
    allowedOrigins: config.allowedOrigins,
  })
  if (!check.ok) return refuse(check.reason, check.origin)

  const networks = createNetworks(config)
  // Storage the browser denies (a cross-site frame without partitioned storage) would throw here
  // and the frame would never post Ready: it then runs on memory for the page's life.
  const storage = openFrameStorage(frameWindow)
  const sessions = createSessionStore(storage.local)
  // The device key: made once in this origin's IndexedDB, never extractable; it signs every request.
  // Without storage, made once for this page (still non-extractable).
  const { indexedDB } = storage
  const subtle = frameWindow.crypto.subtle
  let deviceKey: Promise<CryptoKeyPair> | undefined
  const api = createAuthApi({
    baseUrl: `${frameWindow.location.origin}${config.apiBasePath ?? '/auth/v1'}`,
    getSession: () => sessions.get()?.token,
    proveDevice: async (request) => {
      deviceKey ??= indexedDB
        ? openDeviceKey(indexedDB, subtle)
        : subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify'])
      deviceKey.catch(() => {
        deviceKey = undefined
      })
      return createDpopProof({ key: await deviceKey, ...request })
    },
  })
  const context: FrameContext = {
    config,
    parentOrigin: check.origin,
    ownOrigin: frameWindow.location.origin,
    api,
    sessions,
    deviceShares: createDeviceShareStore(storage.local),
    sessionStorage: storage.session,
    networks,
    publicClient: createPublicClients(),
    screens,
    channel: { emit: (type, payload) => channel?.emit(type, payload) },
    state: {
      account: undefined,
      evmChainId: networks.defaultEvmChainId,
      solanaChainId: networks.defaultSolanaChainId,
      namespace: 'eip155',
      dapp: undefined,
      pendingEmail: undefined,
      farcaster: undefined,
      walletSetup: undefined,
      freshLogin: false,
      socialResults: { waiters: [], early: undefined },
    },
  }
  receiveSocialResults(context, frameWindow)
  channel = createFrameChannel({
    window: frameWindow,
    parentOrigin: check.origin,
    handlers: createRequestHandlers(context),
  })
  channel.emit('Ready', { version: EMBEDDED_WALLET_SDK_VERSION })
  return { ok: true, channel, context }
}
