/**
 * Who a bundled module belongs to, for the weight breakdown: the npm package for code under
 * node_modules (`react-dom`, `@noble/hashes`), `@portico/<name>` for packages/<name>, the app for
 * its own source, `vite runtime` for Vite's helpers.
 */
export function moduleOwner(id: string): string {
  const path = id.replace(/\\/g, '/').replace(/\?.*$/, '')
  if (
    path.startsWith('\0') ||
    path.includes('vite/preload-helper') ||
    path.includes('vite/modulepreload')
  )
    return 'vite runtime'
  const nodeModules = path.lastIndexOf('/node_modules/')
  if (nodeModules !== -1) {
    const [first, second] = path.slice(nodeModules + '/node_modules/'.length).split('/')
    return first?.startsWith('@') && second ? `${first}/${second}` : (first ?? 'node_modules')
  }
  const workspace = /\/packages\/([^/]+)\//.exec(path)
  if (workspace) return `@portico/${workspace[1]}`
  if (path.includes('/apps/demo/')) return 'demo app'
  if (path.includes('/bench/baseline/')) return 'baseline app'
  return 'other'
}
