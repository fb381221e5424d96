/** The server's port when none is configured (config.ts PORT). */
const DEFAULT_PORT = 8080;

/**
 * The app's address as its users reach it, for links in mail: APP_URL, else the local server on its
 * port. Never ends with a slash, so `${appUrl}/#/home/...` is always one slash.
 */
export function appUrlOf(config: { appUrl?: string; port: number } | undefined): string {
  const url = config?.appUrl?.trim() || `http://localhost:${config?.port ?? DEFAULT_PORT}`;
  return url.replace(/\/+$/, '');
}

/** An absolute link to one of the app's hash routes (`/home/...`, as lib/record-paths.ts on the web). */
export const appLink = (appUrl: string, route: string): string => `${appUrl}/#${route}`;
