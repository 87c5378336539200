// Deadline reminders for saved opportunities: the daily run, the e-mail, the candidate's switch.
export { runDeadlineReminders, REMIND_DAYS_BEFORE } from './deadline-reminders.ts';
export { deadlineReminderMail } from './reminder-mail.ts';
export { reminderSettings, saveReminderSettings, turnOffReminders } from './reminder-settings.ts';
export { remindersOffUrl } from './reminder-token.ts';
