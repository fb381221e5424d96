import { Anchor } from '@mantine/core';
import { ADMIN_ROLE_TYPE, COMPANY_LIST_TITLES, companyListMessages as m } from '@sitebook/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '../lib/session/use-session';

/** Admin → Lists with one company list chosen (admin-page.tsx reads `tab`, the panel `list`). */
export const adminListPath = (list: string) =>
  `/home/admin?${new URLSearchParams({ tab: 'lists', list }).toString()}`;

/**
 * The description of a form's picker whose company list has no values: which list
 * is empty and where its values are added, with a link there for an administrator. Nothing while the
 * list has values.
 */
export function useEmptyListHint(list: string, values: readonly unknown[]): ReactNode | undefined {
  const { role } = useSession();
  if (values.length > 0) return undefined;
  const title = COMPANY_LIST_TITLES[list] ?? list;
  return (
    <>
      {m.emptyPicker(title)}{' '}
      {role?.roleType === ADMIN_ROLE_TYPE ? (
        <Anchor component={Link} to={adminListPath(list)} size="xs">
          {m.emptyPickerAdminLink}
        </Anchor>
      ) : (
        m.emptyPickerAskAdmin
      )}
    </>
  );
}
