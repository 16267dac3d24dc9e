import { readFileSync } from 'node:fs'
import { Ajv } from 'ajv'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import {
  OPERATOR_CONFIG_SCHEMA_PATH,
  operatorConfigJsonSchema,
} from './operatorConfigJsonSchema.js'

/** Issue 18: "One configuration file for the services (JSON or YAML, with a published JSON Schema and an annotated example)". */

const root = new URL('../../../../', import.meta.url)
const read = (path: string) => readFileSync(new URL(path, root), 'utf8')

describe('the published JSON Schema of the operator file', () => {
  it('the committed services/kit/portico.config.schema.json is the one generated from OperatorConfig (else run `npm run config:schema`)', () => {
    expect(JSON.parse(read(OPERATOR_CONFIG_SCHEMA_PATH))).toEqual(operatorConfigJsonSchema())
  })

  it('editors checking with it accept the annotated example and refuse a wrong field', () => {
    const validate = new Ajv({ strict: false }).compile(
      JSON.parse(read(OPERATOR_CONFIG_SCHEMA_PATH)),
    )
    const example = parse(read('examples/portico.config.example.yaml'))
    expect(validate.errors ?? validate(example)).toBe(true)
    example.evm[0].multicall3 = '0x12'
    expect(validate(example)).toBe(false)
    expect(validate.errors?.[0]).toMatchObject({
      instancePath: '/evm/0/multicall3',
      keyword: 'pattern',
    })
  })
})
