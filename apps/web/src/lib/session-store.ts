import { useSyncExternalStore } from 'react';

/** What the browser keeps after a successful login (the token in local storage). */
export interface StoredSession {
  jwt: string;
  userName: string;
  /** Signed in with a one-time password: the app asks for a new password before anything else. */
  mustChangePassword?: boolean;
}

const copy = (s: StoredSession): StoredSession =>
  s.mustChangePassword
    ? { jwt: s.jwt, userName: s.userName, mustChangePassword: true }
    : { jwt: s.jwt, userName: s.userName };

export const SESSION_STORAGE_KEY = 'sitebook.session';

type Listener = () => void;
const listeners = new Set<Listener>();

function read(): StoredSession | null {
  try {
    const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (
      parsed &&
      typeof parsed === 'object' &&
      typeof (parsed as StoredSession).jwt === 'string' &&
      typeof (parsed as StoredSession).userName === 'string' &&
      (parsed as StoredSession).jwt.length > 0
    ) {
      return copy(parsed as StoredSession);
    }
  } catch {
    // Unreadable storage counts as logged out.
  }
  return null;
}

let current: StoredSession | null = typeof window === 'undefined' ? null : read();

function emit() {
  for (const listener of listeners) listener();
}

/** The stored session, or null when logged out. */
export function getSession(): StoredSession | null {
  return current;
}

export function setSession(session: StoredSession): void {
  current = copy(session);
  try {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(current));
  } catch {
    // Private mode: the session lives in memory only.
  }
  emit();
}

export function clearSession(): void {
  const hadSession = current !== null;
  current = null;
  try {
    window.localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // ignore
  }
  if (hadSession) emit();
}

/** Re-reads local storage (another tab logged in or out). */
export function reloadSession(): void {
  const next = read();
  if (
    next?.jwt !== current?.jwt ||
    next?.userName !== current?.userName ||
    next?.mustChangePassword !== current?.mustChangePassword
  ) {
    current = next;
    emit();
  }
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === SESSION_STORAGE_KEY) reloadSession();
  });
}

/** React view of the stored session. */
export function useStoredSession(): StoredSession | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
