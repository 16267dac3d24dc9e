import { ACCOUNT_SCENARIOS } from './accountScenarios.js'
import { CONNECT_SCENARIOS } from './connectScenarios.js'
import type { Scenario } from './scenarioTypes.js'

export { until } from './scenarioSteps.js'
export type { FakeAuth, Scenario, Tile } from './scenarioTypes.js'

/** Every scenario, by `galleryCaseId` (view-state). */
export const SCENARIOS: Record<string, Scenario> = {
  ...CONNECT_SCENARIOS,
  ...ACCOUNT_SCENARIOS,
}
