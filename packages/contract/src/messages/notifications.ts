/**
 * Texts of notifications (beyond the spec): each event's title and body, as the bell's list shows
 * them and as the e-mail carries them, the e-mail's frame, the vendor's remittance advice and the
 * digest's unsubscribe page. Amounts come formatted (12,34,567.00) and dates as dd-mm-yyyy.
 * No text here ever carries a password, a token or a full bank account number.
 */

export interface NotificationText {
  title: string;
  body: string;
}

const withReason = (text: string, reason: string) =>
  (reason ?? '').trim() === '' ? text : `${text} Reason: ${reason}`;

export const notificationMessages = {
  advanceSubmitted: (advanceId: string, by: string, amount: string, siteCode: string): NotificationText => ({
    title: `Advance request ${advanceId} waits for your approval`,
    body: `${by} requested ${amount} for site ${siteCode}.`,
  }),
  advanceApproved: (advanceId: string, amount: string, by: string): NotificationText => ({
    title: `Advance request ${advanceId} was approved`,
    body: `${by} approved ${amount}.`,
  }),
  advanceApprovedLess: (
    advanceId: string,
    approved: string,
    requested: string,
    by: string,
  ): NotificationText => ({
    title: `Advance request ${advanceId} was approved for less`,
    body: `${by} approved ${approved} of the ${requested} requested.`,
  }),
  advanceRejected: (advanceId: string, by: string, comment: string): NotificationText => ({
    title: `Advance request ${advanceId} was rejected`,
    body: withReason(`${by} rejected it.`, comment),
  }),
  expenseOverApproved: (advanceId: string, by: string, reason: string): NotificationText => ({
    title: `Expenses past the approved amount are allowed on ${advanceId}`,
    body: withReason(`${by} allowed expenses past the approved amount.`, reason),
  }),
  payableMovedBack: (
    code: string,
    from: string,
    to: string,
    by: string,
    reason: string,
  ): NotificationText => ({
    title: `Payable ${code} was moved back to ${to}`,
    body: withReason(`${by} moved it back from ${from}.`, reason),
  }),
  paymentRecorded: (paymentCode: string, vendor: string, amount: string, by: string): NotificationText => ({
    title: `Payment ${paymentCode} of ${amount} to ${vendor} was recorded`,
    body: `Recorded by ${by}.`,
  }),
  paymentReversed: (
    paymentCode: string,
    vendor: string,
    amount: string,
    by: string,
    reason: string,
  ): NotificationText => ({
    title: `Payment ${paymentCode} of ${amount} to ${vendor} was reversed`,
    body: withReason(`Reversed by ${by}.`, reason),
  }),
  /** `fields`: the changed bank fields as people read them; an account number only masked. */
  vendorBankChanged: (vendor: string, by: string, fields: string): NotificationText => ({
    title: `Bank details of vendor ${vendor} were changed`,
    body: `${by} changed: ${fields}. Check the change before the next payment.`,
  }),
  passwordChanged: (): NotificationText => ({
    title: 'Your password was changed',
    body: 'Every other session was signed out. If you did not change it, tell your administrator at once.',
  }),
  passwordReset: (admin: string): NotificationText => ({
    title: `Your password was reset by ${admin}`,
    body: 'Ask them for the one-time password; you choose a new password when you next sign in.',
  }),
  userLockedOut: (seconds: number): NotificationText => ({
    title: 'Your sign-in was locked after failed attempts',
    body: `Too many wrong passwords were tried for your user name. Signing in from that address is locked for ${seconds} seconds. If it was not you, tell your administrator.`,
  }),
  subscriptionEnding: (endDate: string): NotificationText => ({
    title: `Your subscription ends on ${endDate}`,
    body: 'Renew it before then: once it has ended, nothing can be changed, only read.',
  }),
  /** The bank fields as the notification names them. */
  bankFieldLabels: {
    bankAccountName: 'account name',
    bankAccountNumber: 'account number',
    bankIfsc: 'IFSC',
  } as Record<string, string>,
};

/** The frame of every notification e-mail. */
export const notificationMailMessages = {
  subject: (company: string, title: string) => `${company}: ${title}`,
  greeting: (name: string) => `Hello ${name},`,
  open: 'Open in Sitebook',
  footer: (company: string) =>
    `Sent by Sitebook for ${company}. Choose which e-mails you receive under Notifications → Settings in the app.`,
};

export interface RemittanceLine {
  payableCode: string;
  invoiceNumber: string;
  amount: string;
}

/** The remittance advice a vendor receives when a payment to them is recorded. */
export const remittanceMessages = {
  subject: (company: string, paymentCode: string) => `${company}: remittance advice ${paymentCode}`,
  greeting: (vendorName: string) => `Dear ${vendorName},`,
  intro: (company: string, paymentDate: string, amount: string, mode: string, reference: string) =>
    `${company} has paid you ${amount} on ${paymentDate} by ${mode}${(reference ?? '').trim() === '' ? '' : `, reference ${reference}`}.`,
  tds: (amount: string) => `Tax deducted at source (TDS): ${amount}.`,
  allocationsTitle: 'The payment settles these bills:',
  columns: { payable: 'Our reference', invoice: 'Your invoice no.', amount: 'Amount' },
  line: (l: RemittanceLine) => `${l.invoiceNumber || '-'} (${l.payableCode}): ${l.amount}`,
  attachment: 'The payment voucher is attached.',
  footer: (company: string) => `Sent by Sitebook for ${company}. Please do not reply to this e-mail.`,
};

/**
 * API.notificationUnsubscribe: the small pages the digest's unsubscribe link opens (GET asks,
 * its button POSTs).
 */
export const unsubscribeMessages = {
  title: 'Daily digest',
  confirm: 'Stop sending me the daily digest e-mail?',
  button: 'Unsubscribe',
  done: 'You will no longer receive the daily digest.',
  again: 'You can turn it on again under Notifications → Settings in the app.',
  invalid:
    'This unsubscribe link is not valid. Turn the daily digest off under Notifications → Settings in the app.',
  digestFooter: 'Do not want the daily digest? Unsubscribe:',
};
