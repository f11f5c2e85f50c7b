/** What other modules, the plugins and the app use of users; the rest of the folder is its own. */
export { adjustUserFigure } from './adjust-user-figure.ts';
export { deleteUser } from './delete-user.ts';
export { userRoutes } from './routes.ts';
export { setUserFlag } from './set-user-flag.ts';
export { updateUserContact } from './update-user-contact.ts';
