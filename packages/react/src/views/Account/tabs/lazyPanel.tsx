import { type ComponentType, useEffect, useState } from 'react'
import type { MessageKey } from '../../../locales/en.js'
import type { AccountTabPanelProps } from '../accountTabRegistry.js'
import { TabPanelState } from '../TabPanelState.js'

/** A tab panel whose code loads the first time it is shown; `.preload()` fetches it earlier. */
export type LazyPanel = ComponentType<AccountTabPanelProps> & {
  preload(): Promise<ComponentType<AccountTabPanelProps>>
}

/**
 * A panel of the Account view whose code is a separate chunk (the Account view is in the modal's
 * chunk, which stays small). Until the code is there the panel shows the loading state; when it
 * cannot load, the error state with a retry.
 */
export function lazyPanel(
  load: () => Promise<ComponentType<AccountTabPanelProps>>,
  empty: MessageKey,
): LazyPanel {
  let loaded: ComponentType<AccountTabPanelProps> | undefined
  let pending: Promise<ComponentType<AccountTabPanelProps>> | undefined
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component
        return component
      },
      (error: unknown) => {
        pending = undefined
        throw error
      },
    )
    return pending
  }
  // biome-ignore lint/correctness/noComponentHookFactories: called once per panel at module level, never during render.
  function Panel(props: AccountTabPanelProps) {
    const [Component, setComponent] = useState(() => loaded)
    const [attempt, setAttempt] = useState(0)
    const [failed, setFailed] = useState(false)
    // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (attempt) loads again.
    useEffect(() => {
      if (Component) return
      let active = true
      setFailed(false)
      preload().then(
        (component) => active && setComponent(() => component),
        () => active && setFailed(true),
      )
      return () => {
        active = false
      }
    }, [Component, attempt])
    if (Component) return <Component {...props} />
    return (
      <TabPanelState
        state={failed ? 'error' : 'loading'}
        empty={empty}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    )
  }
  return Object.assign(Panel, { preload })
}
