/** The price source's type lives with the price sources (services/api/src/prices). */
export type { PriceSource, PriceSourceToken } from '../prices/PriceSource.js'
