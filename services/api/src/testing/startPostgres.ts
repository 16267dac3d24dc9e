/** The test PostgreSQL cluster lives in the services kit; bench/api imports it from this path. */
export { findPostgresBin, startPostgres, type TestPostgres } from '@portico/kit/testing'
