import type { RemoteConfigFeature } from '@portico/core'
import type { Kysely, Selectable } from 'kysely'
import type { Database, ProjectsTable } from '../db/schema.js'
import { validateProject } from './validateProject.js'

/** A project: who may call the API, from where, with which features (spec §1, §7). */
export type Project = {
  id: string
  name: string
  /** Origin patterns, wildcards allowed (`https://*.example.com`, `http://localhost:*`). */
  allowedOrigins: string[]
  /** The remote feature configuration, answered as is by `GET /appkit/v1/config`. */
  features: RemoteConfigFeature[]
  /** Whether `POST /e` takes this project's events. */
  analyticsEnabled: boolean
  /** Epoch milliseconds. */
  createdAt: number
  updatedAt: number
}

/** What a new project needs; the rest has defaults (no origins, no features, analytics on). */
export type CreateProjectInput = Pick<Project, 'id' | 'name'> &
  Partial<Pick<Project, 'allowedOrigins' | 'features' | 'analyticsEnabled'>>

/** The fields an edit may change. */
export type UpdateProjectInput = Partial<
  Pick<Project, 'name' | 'allowedOrigins' | 'features' | 'analyticsEnabled'>
>

/** Thrown when creating a project whose id is taken. */
export class ProjectExistsError extends Error {
  override name = 'ProjectExistsError'
  constructor(id: string) {
    super(`project '${id}' already exists`)
  }
}

/** Thrown when editing or deleting a project that does not exist. */
export class ProjectNotFoundError extends Error {
  override name = 'ProjectNotFoundError'
  constructor(id: string) {
    super(`project '${id}' does not exist`)
  }
}

export type ProjectRepository = ReturnType<typeof createProjectRepository>

function parseJsonArray<T>(text: string): T[] {
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? (value as T[]) : []
  } catch {
    return []
  }
}

function toProject(row: Selectable<ProjectsTable>): Project {
  return {
    id: row.id,
    name: row.name,
    allowedOrigins: parseJsonArray<string>(row.allowed_origins),
    features: parseJsonArray<RemoteConfigFeature>(row.features),
    analyticsEnabled: Number(row.analytics_enabled) === 1,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  }
}

/**
 * Projects in the API's database: create, get, list, update, delete. Origins and features are
 * stored as JSON text (the same on SQLite and PostgreSQL) and validated before every write
 * (validateProject), so what the routes read is always well formed.
 */
export function createProjectRepository(db: Kysely<Database>, now: () => number = Date.now) {
  async function get(id: string): Promise<Project | undefined> {
    const row = await db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst()
    return row ? toProject(row) : undefined
  }

  return {
    get,

    async list(): Promise<Project[]> {
      const rows = await db.selectFrom('projects').selectAll().orderBy('id').execute()
      return rows.map(toProject)
    },

    async create(input: CreateProjectInput): Promise<Project> {
      const project = validateProject({
        allowedOrigins: [],
        features: [],
        analyticsEnabled: true,
        ...input,
      })
      if (await get(project.id)) throw new ProjectExistsError(project.id)
      const at = now()
      await db
        .insertInto('projects')
        .values({
          id: project.id,
          name: project.name,
          allowed_origins: JSON.stringify(project.allowedOrigins),
          features: JSON.stringify(project.features),
          analytics_enabled: project.analyticsEnabled ? 1 : 0,
          created_at: at,
          updated_at: at,
        })
        .execute()
      return { ...project, createdAt: at, updatedAt: at }
    },

    async update(id: string, changes: UpdateProjectInput): Promise<Project> {
      const current = await get(id)
      if (!current) throw new ProjectNotFoundError(id)
      const next = validateProject({ ...current, ...changes, id })
      const at = now()
      await db
        .updateTable('projects')
        .set({
          name: next.name,
          allowed_origins: JSON.stringify(next.allowedOrigins),
          features: JSON.stringify(next.features),
          analytics_enabled: next.analyticsEnabled ? 1 : 0,
          updated_at: at,
        })
        .where('id', '=', id)
        .execute()
      return { ...current, ...next, updatedAt: at }
    },

    async delete(id: string): Promise<void> {
      const result = await db.deleteFrom('projects').where('id', '=', id).executeTakeFirst()
      if (Number(result.numDeletedRows) === 0) throw new ProjectNotFoundError(id)
    },
  }
}
