import type { CreateProjectInput, ProjectRepository } from './createProjectRepository.js'

/** The project the demo uses (apps/demo): any port on the loopback host names. */
export const DEVELOPMENT_PROJECT: CreateProjectInput = {
  id: 'portico-demo',
  name: 'Portico demo',
  allowedOrigins: ['http://127.0.0.1:*', 'http://localhost:*'],
  features: [],
  analyticsEnabled: true,
}

/**
 * Creates the development project when it is missing; an existing one is left as its operator
 * edited it. Returns whether it was created.
 */
export async function seedDevelopmentProject(projects: ProjectRepository): Promise<boolean> {
  if (await projects.get(DEVELOPMENT_PROJECT.id)) return false
  try {
    await projects.create(DEVELOPMENT_PROJECT)
    return true
  } catch (error) {
    // Another process (a second API node, the CLI) created it meanwhile: that is fine.
    if (await projects.get(DEVELOPMENT_PROJECT.id)) return false
    throw error
  }
}
