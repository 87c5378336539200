// Search alerts: a candidate's saved listing searches, run daily or weekly, new matches e-mailed.
export {
  listAlerts,
  saveAlert,
  updateAlert,
  deleteAlert,
  unsubscribeAlert,
  ALERTS_MAX,
  type AlertView,
} from './alerts.ts';
export { alertLabel, searchFiltersOf } from './alert-filters.ts';
export { alertToken, alertUnsubscribeUrl, alertIdOfToken } from './alert-token.ts';
export { runAlerts, ALERT_MATCHES_MAX, type AlertRunResult } from './run-alerts.ts';
export { alertMail, ALERTS_PAGE } from './alert-mail.ts';
