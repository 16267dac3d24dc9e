import { parseArgs } from 'node:util'
import type { RemoteConfigFeature } from '@portico/core'
import {
  type Project,
  ProjectExistsError,
  ProjectNotFoundError,
  type ProjectRepository,
} from './createProjectRepository.js'
import { InvalidProjectError } from './validateProject.js'

export const PROJECTS_USAGE = `Usage: npm run projects -- <command> [options]

Commands:
  create --id <id> --name <name> [--origin <pattern>]... [--feature <id>=<value>]... [--analytics on|off]
  list   [--json]
  show   --id <id> [--json]
  edit   --id <id> [--name <name>] [--origin <pattern>]... (replaces the list)
         [--add-origin <pattern>]... [--remove-origin <pattern>]...
         [--feature <id>=<value>]... [--remove-feature <id>]... [--analytics on|off]
  delete --id <id>

Origin patterns: https://app.example.com, https://*.example.com, http://localhost:*, *
Feature values: on or off; socials also takes a list of providers (socials=google,github).
Database: DATABASE_URL (PostgreSQL), else SQLite in PORTICO_DATA_DIR (default .data/api).`

/** A mistake in the command line: printed with the usage, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError'
}

export type RunProjectsCliParameters = {
  argv: readonly string[]
  projects: ProjectRepository
  stdout: (line: string) => void
}

const OPTIONS = {
  id: { type: 'string' },
  name: { type: 'string' },
  origin: { type: 'string', multiple: true },
  'add-origin': { type: 'string', multiple: true },
  'remove-origin': { type: 'string', multiple: true },
  feature: { type: 'string', multiple: true },
  'remove-feature': { type: 'string', multiple: true },
  analytics: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const

const ALLOWED: Record<string, readonly (keyof typeof OPTIONS)[]> = {
  create: ['id', 'name', 'origin', 'feature', 'analytics', 'json'],
  list: ['json'],
  show: ['id', 'json'],
  edit: [
    'id',
    'name',
    'origin',
    'add-origin',
    'remove-origin',
    'feature',
    'remove-feature',
    'analytics',
    'json',
  ],
  delete: ['id'],
}

function parseSwitch(value: string, what: string): boolean {
  if (['on', 'true', 'yes', '1'].includes(value)) return true
  if (['off', 'false', 'no', '0'].includes(value)) return false
  throw new UsageError(`${what} must be on or off, got '${value}'`)
}

/** `swaps=off`, `email=on`, `socials=google,github` → a remote feature entry. */
export function parseFeature(text: string): RemoteConfigFeature {
  const at = text.indexOf('=')
  if (at <= 0) throw new UsageError(`--feature takes <id>=<value>, got '${text}'`)
  const id = text.slice(0, at).trim()
  const value = text.slice(at + 1).trim()
  if (id === 'socials' && value.includes(','))
    return {
      id,
      isEnabled: true,
      config: value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    }
  if (id === 'socials' && !/^(on|off|true|false|yes|no|1|0)$/.test(value))
    return { id, isEnabled: true, config: [value] }
  return { id, isEnabled: parseSwitch(value, `feature '${id}'`) }
}

function mergeFeatures(
  current: RemoteConfigFeature[],
  set: readonly string[] = [],
  remove: readonly string[] = [],
): RemoteConfigFeature[] {
  let features = current.filter((f) => !remove.includes(f.id))
  for (const text of set) {
    const feature = parseFeature(text)
    features = [...features.filter((f) => f.id !== feature.id), feature]
  }
  return features
}

function describeFeature(feature: RemoteConfigFeature): string {
  const state = feature.isEnabled ? 'on' : 'off'
  return Array.isArray(feature.config)
    ? `${feature.id}=${state} (${feature.config.join(', ')})`
    : `${feature.id}=${state}`
}

function describe(project: Project): string {
  return [
    `id:              ${project.id}`,
    `name:            ${project.name}`,
    `allowed origins: ${project.allowedOrigins.join(' ') || '(none: browsers are refused)'}`,
    `features:        ${project.features.map(describeFeature).join(' ') || '(widget defaults)'}`,
    `analytics:       ${project.analyticsEnabled ? 'on' : 'off'}`,
  ].join('\n')
}

function requireId(id: string | undefined, command: string): string {
  if (!id) throw new UsageError(`${command} needs --id <id>`)
  return id
}

/**
 * The projects command line: create, list, show, edit, delete. Prints to `stdout`; throws
 * UsageError for a wrong command line and the repository's errors (ProjectExistsError,
 * ProjectNotFoundError, InvalidProjectError) for refused changes.
 */
export async function runProjectsCli({
  argv,
  projects,
  stdout,
}: RunProjectsCliParameters): Promise<void> {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true })
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
  const { values, positionals } = parsed
  const [command, ...rest] = positionals
  if (values.help || !command) {
    stdout(PROJECTS_USAGE)
    return
  }
  const allowed = ALLOWED[command]
  if (!allowed) throw new UsageError(`unknown command '${command}'`)
  if (rest.length) throw new UsageError(`unexpected argument '${rest[0]}'`)
  for (const key of Object.keys(values) as (keyof typeof OPTIONS)[])
    if (!allowed.includes(key)) throw new UsageError(`${command} takes no --${key}`)
  const print = (project: Project) =>
    stdout(values.json ? JSON.stringify(project, null, 2) : describe(project))

  switch (command) {
    case 'create': {
      const id = requireId(values.id, command)
      if (!values.name) throw new UsageError('create needs --name <name>')
      const project = await projects.create({
        id,
        name: values.name,
        allowedOrigins: values.origin ?? [],
        features: mergeFeatures([], values.feature),
        analyticsEnabled:
          values.analytics === undefined ? true : parseSwitch(values.analytics, '--analytics'),
      })
      if (!values.json) stdout(`created project '${id}'`)
      print(project)
      return
    }
    case 'list': {
      const list = await projects.list()
      if (values.json) stdout(JSON.stringify(list, null, 2))
      else if (!list.length) stdout('no projects yet: npm run projects -- create --id … --name …')
      else stdout(list.map(describe).join('\n\n'))
      return
    }
    case 'show': {
      const id = requireId(values.id, command)
      const project = await projects.get(id)
      if (!project) throw new ProjectNotFoundError(id)
      print(project)
      return
    }
    case 'edit': {
      const id = requireId(values.id, command)
      const current = await projects.get(id)
      if (!current) throw new ProjectNotFoundError(id)
      const removed = values['remove-origin'] ?? []
      const unknown = removed.filter((o) => !current.allowedOrigins.includes(o))
      if (unknown.length)
        throw new UsageError(`'${unknown[0]}' is not an allowed origin of '${id}'`)
      const origins = [
        ...(values.origin ?? current.allowedOrigins).filter((o) => !removed.includes(o)),
        ...(values['add-origin'] ?? []),
      ]
      const project = await projects.update(id, {
        ...(values.name === undefined ? {} : { name: values.name }),
        allowedOrigins: [...new Set(origins)],
        features: mergeFeatures(current.features, values.feature, values['remove-feature']),
        ...(values.analytics === undefined
          ? {}
          : { analyticsEnabled: parseSwitch(values.analytics, '--analytics') }),
      })
      if (!values.json) stdout(`updated project '${id}'`)
      print(project)
      return
    }
    default: {
      const id = requireId(values.id, command)
      await projects.delete(id)
      stdout(`deleted project '${id}'`)
    }
  }
}

/** Whether an error is one the CLI reports as a plain message (no stack). */
export function isExpectedCliError(error: unknown): error is Error {
  return (
    error instanceof UsageError ||
    error instanceof ProjectExistsError ||
    error instanceof ProjectNotFoundError ||
    error instanceof InvalidProjectError
  )
}
