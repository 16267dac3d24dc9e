import type { ComponentType } from 'react'
import type { MessageKey } from '../../../locales/en.js'
import { type LazyComponent, lazyComponent } from '../../../modal/lazyComponent.js'
import type { AccountTabPanelProps } from '../accountTabRegistry.js'
import { TabPanelState } from '../TabPanelState.js'

/** A tab panel whose code loads the first time it is shown; `.preload()` fetches it earlier. */
export type LazyPanel = LazyComponent<AccountTabPanelProps>

/**
 * A panel of the Account view whose code is a separate chunk (the Account view is in the modal's
 * chunk, which stays small). Until the code is there the panel shows the loading state; when it
 * cannot load, the error state with a retry.
 */
export function lazyPanel(
  load: () => Promise<ComponentType<AccountTabPanelProps>>,
  empty: MessageKey,
): LazyPanel {
  return lazyComponent<AccountTabPanelProps>(load, ({ failed, retry }) => (
    <TabPanelState state={failed ? 'error' : 'loading'} empty={empty} onRetry={retry} />
  ))
}
