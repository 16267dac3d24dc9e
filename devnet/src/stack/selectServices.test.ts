import { describe, expect, it } from 'vitest'
import { StackError } from './StackError'
import { selectServices } from './selectServices'
import { getServices, type ServiceDefinition } from './services'

const service = (name: string, dependsOn?: string[]): ServiceDefinition => ({
  name,
  command: ['true'],
  cwd: '/',
  ports: [],
  ...(dependsOn ? { dependsOn } : {}),
})

const names = (services: ServiceDefinition[]) => services.map((s) => s.name)

const table = [
  service('demo', ['wallet', 'devnet']),
  service('wallet', ['devnet']),
  service('devnet'),
  service('mail'),
]

describe('selectServices', () => {
  it('puts every service after its dependencies, otherwise keeping table order', () => {
    expect(names(selectServices({ services: table }))).toEqual(['devnet', 'wallet', 'demo', 'mail'])
  })

  it.each([
    { only: ['devnet'], expected: ['devnet'] },
    { only: ['wallet'], expected: ['devnet', 'wallet'] },
    { only: ['demo'], expected: ['devnet', 'wallet', 'demo'] },
    { only: ['mail', 'wallet'], expected: ['devnet', 'wallet', 'mail'] },
    { only: [], expected: ['devnet', 'wallet', 'demo', 'mail'] },
  ])('--only $only runs $expected', ({ only, expected }) => {
    expect(names(selectServices({ services: table, only }))).toEqual(expected)
  })

  it.each([
    {
      services: table,
      only: ['nope'],
      message: "Unknown service 'nope' in --only. Services: demo, wallet, devnet, mail.",
      exitCode: 2,
    },
    {
      services: [service('a', ['b'])],
      message: "a depends on 'b', which is not a service. Services: a.",
      exitCode: 1,
    },
    {
      services: [service('a', ['b']), service('b', ['a'])],
      message: 'Services depend on each other in a cycle: a → b → a.',
      exitCode: 1,
    },
    {
      services: [service('a'), service('a')],
      message: "Two services are named 'a'; names must be unique.",
      exitCode: 1,
    },
  ])('rejects: $message', ({ services, only, message, exitCode }) => {
    let thrown: unknown
    try {
      selectServices({ services, only })
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(StackError)
    expect(thrown).toMatchObject({ message, exitCode })
  })

  it('the real table is valid and starts devnet, the wallet, the API, the relay, the mail catcher, the identity provider and the secure site, then the demo', () => {
    expect(names(selectServices({ services: getServices({}) }))).toEqual([
      'devnet',
      'wallet',
      'api',
      'relay',
      'mail',
      'idp',
      'secure',
      'demo',
    ])
  })
})
