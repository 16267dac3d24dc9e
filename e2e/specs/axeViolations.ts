import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * axe on the whole page, one line per failing node: rule, impact, where (a selector through
 * shadow roots), why. axe descends into open shadow roots, so the modal is checked with the page.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) at ${JSON.stringify(node.target)}: ` +
        `${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help}`,
    ),
  )
}
