import { describe, expect, it } from 'vitest'
import { metricsEnvNames, readMetricsSettings } from './readMetricsSettings.js'

const API = metricsEnvNames('API')

describe('readMetricsSettings', () => {
  it.each([
    [{}, {}],
    [{ PORTICO_API_METRICS_TOKEN: '', PORTICO_API_METRICS_PORT: '' }, {}],
    [{ PORTICO_API_METRICS_TOKEN: ' t0ken ' }, { token: 't0ken' }],
    [{ PORTICO_API_METRICS_PORT: '9464' }, { port: 9464 }],
    [
      { PORTICO_API_METRICS_PORT: '9464', PORTICO_API_METRICS_HOST: '0.0.0.0' },
      { port: 9464, host: '0.0.0.0' },
    ],
  ])('%j → %j', (env, settings) => {
    expect(readMetricsSettings(env, API)).toEqual(settings)
  })

  it.each(['0', '65536', '-1', '94.64', 'nine'])(
    'PORTICO_API_METRICS_PORT=%j is refused by name',
    (port) => {
      expect(() => readMetricsSettings({ PORTICO_API_METRICS_PORT: port }, API)).toThrow(
        `PORTICO_API_METRICS_PORT must be a port (1-65535), got '${port}'`,
      )
    },
  )

  it('each service has its own variables', () => {
    expect(metricsEnvNames('SECURE')).toEqual({
      tokenEnv: 'PORTICO_SECURE_METRICS_TOKEN',
      portEnv: 'PORTICO_SECURE_METRICS_PORT',
      hostEnv: 'PORTICO_SECURE_METRICS_HOST',
    })
  })
})
