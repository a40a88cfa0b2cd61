// The site settings feature's one entry: the owner's details the pages, emails and texts show (phone, addresses,
// coach name, time zone), and the owner's switches (reminders, refund approval). It reads D1 and nothing of
// another feature, so every feature may read it without a cycle.
export {
  getRefundApproval,
  getSiteSettings,
  type OwnerSwitches,
  remindersEnabled,
  saveOwnerSwitches,
} from './settings-store.ts'
export { siteSettingsPublic } from './site-settings-routes.ts'
export { siteSettingsAdmin } from './site-settings-admin-routes.ts'
