/**
 * Builds @portico/server into dist/: one JavaScript program (dist/portico.js) bundling Portico's
 * own code (the services, the kit, core…: workspace packages read from their TypeScript sources),
 * with every npm package it uses left as an import, installed from the registry as a dependency
 * of @portico/server. Beside it: the secure site's built frame page (dist/frame/), the API's
 * default wallet catalogue and the operator configuration's JSON Schema. Writes
 * dist/externals.json, the npm packages the program imports (the package test checks each is a
 * dependency), and copies the repository's LICENSE in.
 */
import { copyFileSync, cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Plugin } from 'esbuild'
import { buildFramePage, isFramePageStale } from '../../secure/frame/src/node/buildFramePage.js'
import { FRAME_BUNDLE_DIR } from '../../secure/frame/src/node/paths.js'

const PACKAGE_DIR = fileURLToPath(new URL('../', import.meta.url))
const REPO_ROOT = join(PACKAGE_DIR, '../../')
const DIST = join(PACKAGE_DIR, 'dist')

/** The npm package a bare import names (`@scope/name` or `name`). */
const packageOf = (specifier: string) =>
  specifier.startsWith('@')
    ? specifier.split('/').slice(0, 2).join('/')
    : (specifier.split('/')[0] ?? specifier)

/**
 * Bundled though they are npm packages: small pure-JavaScript cryptography that Portico's packages
 * use in two major versions (the secure site @noble/curves 2, siwx 1): each import keeps the
 * version its own package resolves, which one shared dependency could not.
 */
const BUNDLED_NPM_SCOPES = ['@noble/', '@scure/']

/** Portico's own packages are bundled; every other bare import stays an import (a dependency). */
function externalNpmPackages(externals: Set<string>): Plugin {
  return {
    name: 'external-npm-packages',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
        if (
          args.path.startsWith('@portico/') ||
          args.path.startsWith('node:') ||
          BUNDLED_NPM_SCOPES.some((scope) => args.path.startsWith(scope))
        )
          return undefined
        // A dynamic import is loaded only when used (vite: building the frame page in the
        // repository, never in the installed program, which ships the page built).
        if (args.kind !== 'dynamic-import') externals.add(packageOf(args.path))
        return { path: args.path, external: true }
      })
    },
  }
}

/** Packages the code finds with require.resolve, not an import (kit's token-list schema). */
const RESOLVED_AT_RUN_TIME = ['@uniswap/token-lists']

rmSync(DIST, { recursive: true, force: true })
mkdirSync(DIST, { recursive: true })
const externals = new Set<string>(RESOLVED_AT_RUN_TIME)
await build({
  entryPoints: [join(PACKAGE_DIR, 'src/cli.ts')],
  outfile: join(DIST, 'portico.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  conditions: ['source'],
  sourcemap: true,
  legalComments: 'linked',
  banner: { js: '#!/usr/bin/env node' },
  plugins: [externalNpmPackages(externals)],
  logLevel: 'warning',
})
writeFileSync(join(DIST, 'externals.json'), `${JSON.stringify([...externals].sort(), null, 2)}\n`)

if (isFramePageStale()) await buildFramePage()
cpSync(FRAME_BUNDLE_DIR, join(DIST, 'frame'), { recursive: true })
// Read beside the program at run time (new URL('./…', import.meta.url) in the bundled code).
copyFileSync(
  join(REPO_ROOT, 'services/api/src/catalogue/defaultCatalogue.json'),
  join(DIST, 'defaultCatalogue.json'),
)
copyFileSync(
  join(REPO_ROOT, 'services/kit/portico.config.schema.json'),
  join(PACKAGE_DIR, 'portico.config.schema.json'),
)
copyFileSync(join(REPO_ROOT, 'LICENSE'), join(PACKAGE_DIR, 'LICENSE'))
console.log(
  `built ${join(dirname(DIST), 'dist/portico.js')} (imports ${externals.size} npm packages)`,
)
