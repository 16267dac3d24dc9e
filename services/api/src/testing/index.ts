/** Test helpers of the API for other workspaces (`@portico/api/testing`). */

export { findPostgresBin, startPostgres, type TestPostgres } from '@portico/kit/testing'
export { ENGINES, openTestDatabase } from './openTestDatabase.js'
export { P1_QUERY, startTestApi, TEST_PROJECTS } from './startTestApi.js'
export { startTestPriceProvider } from './startTestPriceProvider.js'
