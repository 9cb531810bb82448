/** The notification page (spec section 2: Notification, /apps/notification; no product segment). */
export const NOTIFICATION_PATHS = {
  page: '/apps/notification',
} as const;
