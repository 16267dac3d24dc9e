/** The account-name feature's async half, loaded on the first call of an async `portico.names` method. */
export { fetchNameSuggestions } from './fetchNameSuggestions.js'
export { registerAccountName } from './registerAccountName.js'
