/** Texts of Admin → Mail and of the daily digest mail. */

export const mailMessages = {
  /** Another company's mail, or an id that names no mail. */
  notFound: 'That mail was not found in your company.',
  /** "Send again" on a mail that is neither dead nor kept. */
  resendRefused: (status: string) =>
    `Only a mail that failed or was kept can be sent again; this one is ${status}.`,
  /** "Send again" on a kept mail while no SMTP server is set. */
  resendNoSmtp: 'No SMTP server is set (SMTP_URL), so the mail stays kept here.',
} as const;

/** The daily digest: one mail per user per day, at 08:00 in the company's time zone. */
export const digestMessages = {
  subject: (companyName: string, date: string) => `${companyName}: your day at a glance, ${date}`,
  greeting: (firstName: string) => `Good morning ${firstName},`,
  intro: (companyName: string, date: string) =>
    `Here is what needs attention at ${companyName} today, ${date}.`,
  dueSoonTitle: 'Bills due in the next 7 days',
  dueSoonSummary: (count: number, amount: string) =>
    `${count} ${count === 1 ? 'bill' : 'bills'} due, ${amount} still owed`,
  dueSoonLine: (code: string, vendor: string, due: string, amount: string) =>
    `${code} · ${vendor} · due ${due} · ${amount}`,
  moreBills: (count: number) => `and ${count} more`,
  overdueTitle: 'Overdue bills by age',
  overdueBucket: (label: string, count: number, amount: string) =>
    `${label}: ${count} ${count === 1 ? 'bill' : 'bills'}, ${amount} owed`,
  overdueBuckets: {
    d1to30: '1–30 days overdue',
    d31to60: '31–60 days overdue',
    d61to90: '61–90 days overdue',
    over90: 'Over 90 days overdue',
  },
  waitingTitle: 'Waiting for you',
  waitingAdvances: (count: number) =>
    `${count} advance ${count === 1 ? 'request waits' : 'requests wait'} for your approval`,
  waitingPayables: (count: number) =>
    `${count} ${count === 1 ? 'bill waits' : 'bills wait'} for your approval (Invoice Received)`,
  open: 'Open in Sitebook',
  openPayables: 'Open Vendor Payables',
  openApprovals: 'Open Waiting for me',
  footer: (companyName: string) =>
    `You receive this daily summary as a user of ${companyName} in Sitebook. You can turn it off under Notifications → Settings in the app.`,
  unsubscribe: 'Unsubscribe from the daily summary',
} as const;
