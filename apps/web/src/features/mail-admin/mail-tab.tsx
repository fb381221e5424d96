import { Badge, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import {
  MAIL_STATUSES,
  type MailItem,
  type MailStatus,
  notificationScreenMessages as m,
  vendorMessages,
} from '@sitebook/contract';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { alertDialog } from '../../components/dialogs';
import { LoadFailed } from '../../components/load-failed';
import { notifySuccess } from '../../components/notify';
import { PagedTable, type PagedTableColumn } from '../../components/paged-table';
import { RowAction } from '../../components/row-action';
import { useFormat } from '../../lib/format';
import { outcomeText, useAction } from '../../lib/use-action';
import { MAIL_PAGE_SIZE, useMailPage, useResendMail } from './api';

const STATUS_COLOURS: Record<MailStatus, string> = {
  queued: 'blue',
  sending: 'blue',
  sent: 'green',
  dead: 'red',
  kept: 'gray',
};

const statusBadge = (status: MailStatus) => (
  <Badge color={STATUS_COLOURS[status]} variant="light" c={`${STATUS_COLOURS[status]}.9`}>
    {m.mailStatuses[status]}
  </Badge>
);

/**
 * Admin → Mail: the company's mail, newest first, with its state; a failed mail shows its error and
 * can be sent again. Without an SMTP server the mail is kept here to read.
 */
export function MailTab() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<MailStatus | null>(null);
  const [shown, setShown] = useState<MailItem | null>(null);
  const mail = useMailPage(page, status);
  const format = useFormat();
  const anyKept = mail.data?.items.some((item) => item.status === 'kept') ?? false;

  const columns: PagedTableColumn<MailItem>[] = [
    {
      header: m.mailView,
      action: true,
      render: (item) => (
        <RowAction label={`${m.mailView} ${item.subject}`} color="orange.9" onClick={() => setShown(item)}>
          <IconEye size={18} aria-hidden />
        </RowAction>
      ),
    },
    { header: m.mailColumns.createdAt, render: (item) => format.dateTime(item.createdAt), noWrap: true },
    { header: m.mailColumns.subject, render: (item) => item.subject, primary: true },
    { header: m.mailColumns.to, render: (item) => item.to },
    { header: m.mailColumns.status, render: (item) => statusBadge(item.status) },
    { header: m.mailColumns.attempts, render: (item) => item.attempts, align: 'right' },
  ];

  return (
    <Stack gap="md">
      {anyKept && (
        <Text size="sm" c="gray.7">
          {m.mailHintKept}
        </Text>
      )}
      <Select
        label={m.mailStatusFilter}
        data={[
          { value: '', label: m.mailAllStatuses },
          ...MAIL_STATUSES.map((s) => ({ value: s, label: m.mailStatuses[s] })),
        ]}
        value={status ?? ''}
        onChange={(value) => {
          setStatus(value ? (value as MailStatus) : null);
          setPage(1);
        }}
        allowDeselect={false}
        maw={220}
      />
      {mail.isError ? (
        <LoadFailed
          title={m.loadFailed}
          retry={m.retry}
          error={mail.error}
          onRetry={() => void mail.refetch()}
        />
      ) : (
        <PagedTable
          caption={m.tabMail}
          columns={columns}
          rows={mail.data?.items}
          total={mail.data?.total}
          pageSize={MAIL_PAGE_SIZE}
          page={page}
          onPageChange={setPage}
          loading={mail.isPending}
          busy={mail.isPlaceholderData}
          emptyText={m.mailEmpty}
          getRowKey={(item) => item.id}
          minWidth={720}
        />
      )}
      <MailDialog item={shown} onClose={() => setShown(null)} />
    </Stack>
  );
}

function MailDialog({ item, onClose }: { item: MailItem | null; onClose: () => void }) {
  const resend = useAction(useResendMail());
  const format = useFormat();
  const onResend = async (mail: MailItem) => {
    const outcome = await resend.run(mail.id);
    if (!outcome.ok) {
      await alertDialog(outcomeText(outcome, vendorMessages.somethingWentWrong), { title: m.resendFailed });
      return;
    }
    notifySuccess(m.resent);
    onClose();
  };
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={item?.subject ?? ''}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': m.close }}
    >
      {item && (
        <Stack gap="sm">
          <Group gap="xs">
            {statusBadge(item.status)}
            <Text size="sm">
              {m.mailColumns.to}: {item.to}
            </Text>
          </Group>
          <Text size="sm" c="gray.7">
            {m.mailColumns.createdAt}: {format.dateTime(item.createdAt)}
            {item.sentAt ? ` · ${m.mailSentAt}: ${format.dateTime(item.sentAt)}` : ''}
            {` · ${m.mailColumns.attempts}: ${item.attempts}`}
          </Text>
          {item.lastError && (
            <Text size="sm" c="red.9">
              {m.mailLastError}: {item.lastError}
            </Text>
          )}
          {item.attachments.length > 0 && (
            <Text size="sm">
              {m.mailAttachments}: {item.attachments.map((a) => a.filename).join(', ')}
            </Text>
          )}
          <Text
            size="sm"
            component="pre"
            style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', maxHeight: 360, overflowY: 'auto' }}
            data-testid="mail-text"
          >
            {item.text}
          </Text>
          {(item.status === 'dead' || item.status === 'kept') && (
            <Button
              color="orange.9"
              onClick={() => void onResend(item)}
              loading={resend.pending}
              style={{ alignSelf: 'flex-start' }}
            >
              {m.resend}
            </Button>
          )}
        </Stack>
      )}
    </Modal>
  );
}
