/** The pure part other domains use, in the browser and on the server: rules, constants and types, nothing that reads or writes. */
export { SETTINGS_SAVED, SETTINGS_SAVE_FAILED, contactSettingsSchema } from './rules/contact-settings'
