/** Texts of the first screen and the shell: sign-in, header, and the common texts every call may show. */

export const PRODUCT_NAME = 'Sitebook';
export const PRODUCT_TITLE = 'SITEBOOK';

export const loginMessages = {
  usernameRequired: 'Username required',
  usernameTooShort: 'Username should be  greater than 5 char',
  usernameTooLong: 'Username is too long',
  passwordEmpty: 'Password empty',
  passwordTooShort: 'Password must contain at least 8 characters!',
  passwordTooLong: 'Password is too long',
  /** Any non-202 answer other than 404/500. */
  serverDown: 'Server Down !!! Please login after sometime.',
  /** The request never reached the server. */
  networkDown: 'Server Down!!! Please try later.',
  /** One text for an unknown user and a wrong password (neither is revealed). */
  invalidCredentials: 'Invalid username or password',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait a minute and try again.',
} as const;

export const shellMessages = {
  pleaseWait: 'Please wait . . .',
  routeLoadFailed: 'This screen could not be loaded. Check your connection and reload the page.',
  logout: 'Logout',
  /** A typed address of a module the user's role does not include. */
  noAccess: "You don't have access to this page",
  noAccessHint: 'Your role does not include this module. Ask your administrator if you need it.',
  goHome: 'Go to my first screen',
  /** The header's two icons: the language and number format, and the switcher of granted modules. */
  language: 'Language and number format',
  languageEnglishIndia: 'English (India): 1,00,000.00 · dd-mm-yyyy',
  appSwitcher: 'Your modules',
  /** The badge menu. */
  changePassword: 'Change password',
  signOutEverywhere: 'Sign out everywhere',
  confirmSignOutEverywhere: 'Sign out of every device and browser, this one included?',
  /** The header's mark of a demo company (its sign-ins are published in the README). */
  demoData: 'Demo data',
  demoDataHint: 'This is a demo company: its sign-ins are published, so keep no real records here.',
} as const;

export const commonMessages = {
  /** A read failed because no answer arrived (not a spec text). */
  unreachable: 'The server could not be reached. Check your connection.',
  /** A user with no role cannot be shown any screen (not a spec text). */
  noRole: 'No role is assigned to this user.',
  /** The calendar button of a date field (not a spec text). */
  pickDate: 'Pick a date',
  loadingList: 'Loading ....',
  loadingSending: 'Loading . . .',
  loadingDots: 'Loading...',
  loadingData: 'Loading data please wait. . .',
  noData: 'No data to display.',
  noDataFound: 'No data found.',
  ok: 'OK',
  /** The close button of a success toast (components/notify.ts; not a spec text). */
  closeToast: 'Close message',
  yes: 'Yes',
  no: 'No',
  cancel: 'Cancel',
  prev: 'Prev',
  next: 'Next',
  /** Generic server-side texts. */
  unauthorized: 'Your session has ended. Please log in again.',
  forbiddenCompany: 'You may only work with your own company.',
  forbiddenModule: 'Your role does not include this module.',
  forbiddenApiKey: 'The API key or client name does not match your company.',
  /** A write by a company whose subscription has ended (or not begun, or is suspended). */
  subscriptionEnded:
    "Your company's subscription has ended: records can be viewed but not changed until it is renewed.",
  notFound: 'Not found.',
  tooLarge: 'The request is too large.',
  rateLimited: 'Too many requests. Please slow down and try again.',
  /** Another whole list or export of the company is being made (429 with Retry-After). */
  heavyCallBusy:
    'Another large list or export of your company is being prepared. Please try again in a few seconds.',
  invalidRequest: 'The request is not valid.',
  nulCharacter: 'Text may not contain NUL characters.',
  /** Half of a UTF-16 surrogate pair on its own (no character; PostgreSQL cannot store it). */
  loneSurrogate: 'Text may not contain an unpaired surrogate (a broken character).',
  /** A sum would pass what its column holds (PostgreSQL numeric overflow, SQLSTATE 22003). */
  totalTooLarge: 'This would make a total larger than Sitebook can hold (999,999,999,999.99).',
  serverError: 'Something went wrong on our side. Please try again.',
} as const;
