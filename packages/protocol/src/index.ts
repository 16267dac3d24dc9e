/**
 * `@portico/protocol`: what the Portico API (and a `@portico/siwx/server` backend) sends and the
 * widget reads, as TypeBox schemas and their static types. The API validates and documents its
 * routes with the schemas; `@portico/core` imports the types only (`import type`), so the widget
 * carries none of this at run time.
 */
export * from './account.js'
export * from './convert.js'
export * from './onramp.js'
export * from './primitives.js'
export * from './profile.js'
export * from './siwx.js'
export * from './walletCatalogue.js'
