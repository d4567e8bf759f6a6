/** The pure part other domains use, in the browser and on the server: rules, constants and types, nothing that reads or writes. */
export { RECORD_TABLES, RECORD_TABLE_LABELS } from './rules/records-csv'
