/**
 * An instance method whose action module loads on its first call (`load` imports it and picks the
 * action), so the entry bundle does not carry it. Later calls run the loaded action at once, as a
 * static import would: only the first call waits for the module.
 *
 * @example
 * fetchNfts: lazyAction(context, async () => (await import('../features/activity/fetchNfts.js')).fetchNfts)
 */
export function lazyAction<Context, Arguments extends unknown[], Result>(
  context: Context,
  load: () => Promise<(context: Context, ...args: Arguments) => Promise<Result>>,
): (...args: Arguments) => Promise<Result> {
  type Action = (context: Context, ...args: Arguments) => Promise<Result>
  let action: Action | undefined
  // One load for every call made while the module loads: they run in the order they were made
  // (separate dynamic imports of one module may settle in any order, so a later amount typed
  // could be stored before an earlier one). A failed load is tried again by the next call.
  let loading: Promise<Action> | undefined
  return (...args) => {
    if (action) return action(context, ...args)
    loading ??= load().then(
      (loaded) => {
        action = loaded
        return loaded
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading.then((loaded) => loaded(context, ...args))
  }
}
