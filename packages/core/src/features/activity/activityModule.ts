/** The Account view's tabs, loaded on the first call of a `portico.activity` method. */
export { fetchNfts } from './fetchNfts.js'
export { fetchTokenBalances } from './fetchTokenBalances.js'
export { fetchTransactions } from './fetchTransactions.js'
