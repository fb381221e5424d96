import { MODULES, type ModuleName } from '@sitebook/contract';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../lib/session/use-session';

/** Modules with real screens, in the order a user is most likely to want them first. */
const WORKING_MODULES: readonly ModuleName[] = [
  'Vendor Supplier',
  'Advance Management',
  'Expense Management',
];

/**
 * Where /home lands: the first granted module with a real screen, else the first granted module,
 * else Attendance (the spec's default). Rendered inside the session gate, so the role is known.
 */
export function landingPath(granted: readonly string[]): string {
  const first =
    WORKING_MODULES.find((name) => granted.includes(name)) ??
    MODULES.find((m) => granted.includes(m.name))?.name;
  return MODULES.find((m) => m.name === first)?.path ?? '/home/attendance';
}

export default function HomeLanding() {
  const session = useSession();
  const navigate = useNavigate();
  const { key } = useLocation();
  const path = landingPath(session.modules.map((m) => m.name));
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the visit, not only on the path, so a second visit to /home (typed, or Back) lands again.
  useEffect(() => {
    navigate(path, { replace: true });
  }, [navigate, path, key]);
  return null;
}
