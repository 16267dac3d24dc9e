import {
  EmailLoginDependencyError,
  type PorticoMetadata,
  SDK_TYPE,
  SDK_VERSION,
} from '@portico/core/internal'
import type { CreateFrameBridgeParameters, FrameBridge } from './bridge/createFrameBridge.js'
import type { FrameTheme } from './toFrameTheme.js'

/** Parameters of {@link loadFrameBridge}. */
export type LoadFrameBridgeParameters = {
  /** Loads the bridge's code (its dynamic import, or a test's). */
  loadBridge: () => Promise<
    Pick<typeof import('./bridge/createFrameBridge.js'), 'createFrameBridge'>
  >
  bridgeParameters: CreateFrameBridgeParameters
  projectId: string
  metadata: Readonly<PorticoMetadata> | undefined
  /** The theme to give the frame once it is ready (read then, so a later sync is not lost). */
  theme: () => FrameTheme | undefined
  /** Called with the bridge once its frame is ready, before it is told who the dApp is. */
  onReady: (bridge: FrameBridge) => void
}

/**
 * Loads the bridge's code and creates the frame; once ready, tells it who the dApp is and its
 * theme. A chunk that cannot be fetched is spec §8's 'Unable to load email login dependency'; a
 * frame that never gets ready is destroyed.
 */
export async function loadFrameBridge({
  loadBridge,
  bridgeParameters,
  projectId,
  metadata,
  theme,
  onReady,
}: LoadFrameBridgeParameters): Promise<FrameBridge> {
  let module: Awaited<ReturnType<typeof loadBridge>>
  try {
    module = await loadBridge()
  } catch (cause) {
    throw new EmailLoginDependencyError({ cause })
  }
  const created = module.createFrameBridge(bridgeParameters)
  try {
    await created.ready
  } catch (error) {
    created.destroy()
    throw error
  }
  onReady(created)
  await created
    .request('SyncDappData', {
      projectId,
      sdkType: SDK_TYPE,
      sdkVersion: SDK_VERSION,
      metadata: metadata && {
        name: metadata.name,
        description: metadata.description,
        url: metadata.url,
        icons: [...(metadata.icons ?? [])],
      },
    })
    .catch(() => {})
  const current = theme()
  if (current) await created.request('SyncTheme', current).catch(() => {})
  return created
}
