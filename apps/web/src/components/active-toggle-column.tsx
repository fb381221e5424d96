import { IconBan, IconCircleCheck } from '@tabler/icons-react';
import type { PagedTableColumn } from './paged-table';
import { RowAction } from './row-action';

/**
 * The Deactivate / Reactivate column of a list of things that are switched off rather than deleted
 * (sites, company list values): the button says which it will do and names the row.
 */
export function activeToggleColumn<T>(options: {
  texts: { deactivate: string; reactivate: string };
  isActive: (row: T) => boolean;
  name: (row: T) => string;
  busy: (row: T) => boolean;
  onToggle: (row: T) => void;
}): PagedTableColumn<T> {
  const { texts, isActive, name, busy, onToggle } = options;
  return {
    header: `${texts.deactivate} / ${texts.reactivate}`,
    key: 'toggle',
    action: true,
    align: 'center',
    render: (row) => {
      const text = isActive(row) ? texts.deactivate : texts.reactivate;
      return (
        <RowAction
          text={text}
          label={`${text} ${name(row)}`}
          color={isActive(row) ? 'red.8' : 'green.9'}
          loading={busy(row)}
          onClick={() => onToggle(row)}
        >
          {isActive(row) ? <IconBan size={20} aria-hidden /> : <IconCircleCheck size={20} aria-hidden />}
        </RowAction>
      );
    },
  };
}
