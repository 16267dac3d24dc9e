import { afterEach, describe, expect, it } from 'vitest'
import type { ApiDatabase } from '../db/createDatabase.js'
import { ENGINES, openTestDatabase } from '../testing/openTestDatabase.js'
import {
  createProjectRepository,
  ProjectExistsError,
  ProjectNotFoundError,
} from './createProjectRepository.js'
import { DEVELOPMENT_PROJECT, seedDevelopmentProject } from './seedDevelopmentProject.js'
import { InvalidProjectError, isOriginPattern } from './validateProject.js'

describe.each(ENGINES)('projects on %s', (engine) => {
  let database: ApiDatabase | undefined
  afterEach(() => database?.destroy())

  it('create, get, list, update, delete', async () => {
    database = await openTestDatabase(engine)
    let clock = 1_000
    const projects = createProjectRepository(database.db, () => clock)
    const created = await projects.create({ id: 'b', name: ' Bee ' })
    expect(created).toEqual({
      id: 'b',
      name: 'Bee',
      allowedOrigins: [],
      features: [],
      analyticsEnabled: true,
      createdAt: 1_000,
      updatedAt: 1_000,
    })
    await projects.create({
      id: 'a',
      name: 'Ay',
      allowedOrigins: ['https://*.example.com'],
      features: [{ id: 'socials', isEnabled: true, config: ['github'] }],
      analyticsEnabled: false,
    })
    expect(await projects.get('b')).toEqual(created)
    expect(await projects.get('zz')).toBeUndefined()
    expect((await projects.list()).map((p) => p.id)).toEqual(['a', 'b'])
    clock = 2_000
    const updated = await projects.update('b', {
      allowedOrigins: ['http://localhost:*'],
      analyticsEnabled: false,
    })
    expect(updated).toMatchObject({ name: 'Bee', analyticsEnabled: false, updatedAt: 2_000 })
    expect(await projects.get('b')).toEqual(updated)
    await projects.delete('b')
    expect(await projects.get('b')).toBeUndefined()
  })

  it('refuses a taken id, a missing project and bad fields, with the reasons', async () => {
    database = await openTestDatabase(engine)
    const projects = createProjectRepository(database.db)
    await projects.create({ id: 'a', name: 'A' })
    await expect(projects.create({ id: 'a', name: 'again' })).rejects.toThrow(ProjectExistsError)
    await expect(projects.update('nope', { name: 'x' })).rejects.toThrow(ProjectNotFoundError)
    await expect(projects.delete('nope')).rejects.toThrow(ProjectNotFoundError)
    const error = await projects
      .create({
        id: 'has space',
        name: '',
        allowedOrigins: ['https://*.com', 'example.com'],
        features: [
          { id: 'teleport', isEnabled: true },
          { id: 'swaps', isEnabled: true, config: 1 },
          { id: 'socials', isEnabled: true, config: ['myspace'] },
        ],
      })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidProjectError)
    expect((error as InvalidProjectError).problems).toMatchInlineSnapshot(`
      [
        "id 'has space' must be 1-128 letters, digits, '-' or '_'",
        "name must be 1-200 characters",
        "'https://*.com' is not an origin pattern (e.g. https://app.example.com, https://*.example.com, http://localhost:*)",
        "'example.com' is not an origin pattern (e.g. https://app.example.com, https://*.example.com, http://localhost:*)",
        "unknown feature 'teleport' (known: receive, send, swaps, onramp, email, socials, activity, multiWallet, branding)",
        "feature 'swaps' takes no configuration",
        "socials takes a list of providers (google, x, farcaster, discord, apple, github, facebook)",
      ]
    `)
    await expect(projects.update('a', { allowedOrigins: ['ftp://'] })).rejects.toThrow(
      InvalidProjectError,
    )
  })

  it("seeds the demo's project once and leaves an edited one alone", async () => {
    database = await openTestDatabase(engine)
    const projects = createProjectRepository(database.db)
    expect(await seedDevelopmentProject(projects)).toBe(true)
    expect(await projects.get('portico-demo')).toMatchObject({
      allowedOrigins: ['http://127.0.0.1:*', 'http://localhost:*'],
      analyticsEnabled: true,
    })
    await projects.update(DEVELOPMENT_PROJECT.id, { analyticsEnabled: false })
    expect(await seedDevelopmentProject(projects)).toBe(false)
    expect((await projects.get('portico-demo'))?.analyticsEnabled).toBe(false)
  })
})

describe('isOriginPattern (the widget\'s own matcher decides, spec §5 "wildcard patterns")', () => {
  it.each([
    ['*', true],
    ['https://app.example.com', true],
    ['https://app.example.com/', true],
    ['https://*.example.com', true],
    ['http://localhost:*', true],
    ['http://127.0.0.1:5173', true],
    ['https://*.com', false],
    ['example.com', false],
    ['https://app-*.example.com', false],
    ['https://example.com/path', false],
    ['', false],
  ])('%s → %s', (pattern, sound) => {
    expect(isOriginPattern(pattern)).toBe(sound)
  })
})
