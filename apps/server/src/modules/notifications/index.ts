/** What other modules, the plugins and the app use of notifications; the rest of the folder is its own. */
export {
  insertNotification,
  notificationsWrite,
  notificationWrite,
} from './insert-notification.ts';
export { notificationRoutes } from './routes.ts';
export { selectNotifications } from './select-notifications.ts';
export { toNotificationDto } from './to-notification-dto.ts';
