/** What other modules, the plugins and the app use of settings; the rest of the folder is its own. */
export { settingsRoutes } from './routes.ts';
export { SettingsStore } from './settings-store.ts';
export { updateSettings } from './update-settings.ts';
