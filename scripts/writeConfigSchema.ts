import { writeFileSync } from 'node:fs'
import {
  OPERATOR_CONFIG_SCHEMA_PATH,
  operatorConfigJsonSchema,
} from '../services/kit/src/config/operatorConfigJsonSchema.js'

/** Writes the operator file's published JSON Schema (`npm run config:schema`). */
const target = new URL(`../${OPERATOR_CONFIG_SCHEMA_PATH}`, import.meta.url)
writeFileSync(target, `${JSON.stringify(operatorConfigJsonSchema(), null, 2)}\n`)
console.log(`wrote ${OPERATOR_CONFIG_SCHEMA_PATH}`)
