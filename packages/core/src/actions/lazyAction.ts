/**
 * An instance method whose action module loads on its first call (`load` imports it and picks the
 * action), so the entry bundle does not carry it. Later calls run the loaded action at once, as a
 * static import would: only the first call waits for the module.
 *
 * @example
 * fetchNfts: lazyAction(context, async () => (await import('./actions/fetchNfts.js')).fetchNfts)
 */
export function lazyAction<Context, Arguments extends unknown[], Result>(
  context: Context,
  load: () => Promise<(context: Context, ...args: Arguments) => Promise<Result>>,
): (...args: Arguments) => Promise<Result> {
  let action: ((context: Context, ...args: Arguments) => Promise<Result>) | undefined
  return (...args) => {
    if (action) return action(context, ...args)
    return load().then((loaded) => {
      action = loaded
      return loaded(context, ...args)
    })
  }
}
