/** What other modules, the plugins and the app use of profile; the rest of the folder is its own. */
export { profileRoutes } from './routes.ts';
export { setAvatarFile } from './set-avatar-file.ts';
export { updateProfile } from './update-profile.ts';
