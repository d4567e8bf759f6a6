/** The pure part other domains use, in the browser and on the server: rules, constants and types, nothing that reads or writes. */
export { consentWording } from './rules/consent'
