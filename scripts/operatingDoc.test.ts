/**
 * Issue 20: docs/operating.md gives "every setting and secret". Every environment variable the
 * services read by name (a string literal in their sources) is named in the operator's guide or
 * the service's own guide it links (relay.md, embedded-wallet.md), so a new setting cannot ship
 * undocumented.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const SERVICES = ['api', 'kit', 'relay', 'secure', 'server']
const GUIDES = ['docs/operating.md', 'docs/relay.md', 'docs/embedded-wallet.md']
/** A variable as the sources name it: a quoted literal. */
const VARIABLE =
  /['"`](PORTICO_[A-Z0-9_]*[A-Z0-9]|SECURE_SHARE_KEY|SMTP_URL|MAIL_FROM|DATABASE_URL|REDIS_URL|PROFILE_GATEWAY_KEY|FARCASTER_[A-Z_]*[A-Z])['"`]/g

/** The services' run-time sources: no tests, no test helpers. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory())
      return ['testing', 'testkit', 'fuzz', 'node_modules'].includes(entry.name)
        ? []
        : sources(path)
    return entry.name.endsWith('.ts') && !/\.(test|fixture)\.ts$/.test(entry.name) ? [path] : []
  })
}

const variables = [
  ...new Set(
    SERVICES.flatMap((service) => sources(join(ROOT, 'services', service, 'src'))).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(VARIABLE)].map((match) => match[1] ?? ''),
    ),
  ),
].sort()
const guides = GUIDES.map((guide) => readFileSync(join(ROOT, guide), 'utf8')).join('\n')

describe('docs/operating.md: "every setting and secret" (issue 20)', () => {
  it('the services read dozens of variables by name (the scan finds them)', () => {
    expect(variables.length).toBeGreaterThan(50)
    expect(variables).toContain('SECURE_SHARE_KEY')
    expect(variables).toContain('PORTICO_DRAIN_SECONDS')
  })

  it.each(variables)('%s is documented', (variable) => {
    expect(guides).toContain(variable)
  })
})
