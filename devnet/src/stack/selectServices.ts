import { StackError } from './StackError'
import type { ServiceDefinition } from './services'

/** Parameters of {@link selectServices}. */
export type SelectServicesParameters = {
  services: readonly ServiceDefinition[]
  /** Names to run, with everything they depend on. @default every service */
  only?: readonly string[] | undefined
}

/**
 * The services to run, each after its dependencies (otherwise in table order). Throws a
 * {@link StackError} for an unknown name in `only` (exit code 2), a duplicate name, a dependency
 * that is not in the table, or a dependency cycle.
 */
export function selectServices(parameters: SelectServicesParameters): ServiceDefinition[] {
  const { services, only } = parameters
  const byName = new Map<string, ServiceDefinition>()
  for (const service of services) {
    if (byName.has(service.name))
      throw new StackError(`Two services are named '${service.name}'; names must be unique.`)
    byName.set(service.name, service)
  }

  const known = services.map((service) => service.name).join(', ')
  for (const name of only ?? []) {
    if (!byName.has(name))
      throw new StackError(`Unknown service '${name}' in --only. Services: ${known}.`, {
        exitCode: 2,
      })
  }

  const ordered: ServiceDefinition[] = []
  const done = new Set<string>()
  const visiting: string[] = []
  const visit = (service: ServiceDefinition) => {
    if (done.has(service.name)) return
    if (visiting.includes(service.name)) {
      const cycle = [...visiting.slice(visiting.indexOf(service.name)), service.name]
      throw new StackError(`Services depend on each other in a cycle: ${cycle.join(' → ')}.`)
    }
    visiting.push(service.name)
    for (const dependency of service.dependsOn ?? []) {
      const target = byName.get(dependency)
      if (!target)
        throw new StackError(
          `${service.name} depends on '${dependency}', which is not a service. Services: ${known}.`,
        )
      visit(target)
    }
    visiting.pop()
    done.add(service.name)
    ordered.push(service)
  }

  const roots = only === undefined || only.length === 0 ? services : only.map((n) => byName.get(n)!)
  for (const service of roots) visit(service)
  if (only === undefined || only.length === 0) return ordered
  // Keep the table's order among the selected services where dependencies allow it.
  const selected = new Set(ordered.map((service) => service.name))
  return selectServices({ services: services.filter((service) => selected.has(service.name)) })
}
