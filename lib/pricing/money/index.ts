// Money and number helpers of the pricing table: currencies, number formats, printing and parsing.
// Pure: used by the editor, the server, the spreadsheet export and tests.
export { CURRENCY_SYMBOLS, CURRENCY_WEIGHTS, currenciesByWeight, defaultDecimals, isCurrencyCode, symbolAfter } from "./currencies";
export { DEFAULT_GROUP_LENGTH, MAX_MONEY_DECIMALS, resolveNumberFormat } from "./number-format";
export { formatMoney, formatNumber } from "./format";
export { parseAmount, type ParsedAmount } from "./parse";
export { isAllowedPriceKey } from "./keys";
