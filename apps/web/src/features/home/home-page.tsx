import { Alert, Anchor, Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { homeMessages as m, type WaitingAdvance, type WaitingPayable } from '@sitebook/contract';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { useFormat } from '../../lib/format';
import { useSession } from '../../lib/session/use-session';
import { useAttention } from './api/attention';

const ADVANCES_PATH = '/home/advance/myadvancerequest';
const PAYABLES_PATH = '/home/vendor/payables';
const APPROVALS_PATH = '/home/approvals';

function Card({
  title,
  count,
  link,
  children,
}: {
  title: string;
  count?: number;
  link: { to: string; text: string };
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={3} size="h5" id={id} c="orange.9">
          {title}
        </Title>
        {count !== undefined && count > 0 && (
          <Badge color="orange.9" variant="filled">
            {count}
          </Badge>
        )}
      </Group>
      {children}
      <Anchor component={Link} to={link.to} size="sm" mt="sm" display="inline-block">
        {link.text}
      </Anchor>
    </Paper>
  );
}

/**
 * The home page (/home): what needs the user's attention — their pending advance requests,
 * approvals waiting for them (administrators) and payables due this week — from one call; each
 * list only where the user's modules reach it. With nothing to do, a friendly line and their modules.
 */
export default function HomePage() {
  const attention = useAttention();
  const session = useSession();
  const format = useFormat();
  const data = attention.data;

  const advanceItem = (r: WaitingAdvance) => (
    <List.Item key={r.advanceRequestId}>
      <Text size="sm" span fw={600}>
        {r.advanceId}
      </Text>{' '}
      <Text size="sm" span>
        {r.siteCode} · {format.amount(r.requestedAmount)} · {r.requestedBy}
      </Text>
    </List.Item>
  );
  /** A payable: its bill amount when it waits for approval, what it still owes when it falls due. */
  const payableItem = (r: WaitingPayable, figure: 'amount' | 'outstanding' = 'amount') => (
    <List.Item key={r.vendorPayableId}>
      <Text size="sm" span fw={600}>
        {r.vendorPayableCode}
      </Text>{' '}
      <Text size="sm" span>
        {r.vendorName} · {format.amount(r[figure])} · {m.due(format.date(r.paymentDueDate))}
      </Text>
    </List.Item>
  );
  const list = <T,>(rows: T[], item: (row: T) => ReactNode, none: string) =>
    rows.length === 0 ? (
      <Text size="sm" c="gray.7">
        {none}
      </Text>
    ) : (
      <List spacing={4} size="sm">
        {rows.map(item)}
      </List>
    );

  const waiting = data?.approvals ? [...data.approvals.advances, ...data.approvals.payables].length : 0;
  const nothing =
    data !== undefined &&
    (data.myRequests ?? []).length === 0 &&
    (data.approvals?.count ?? 0) === 0 &&
    (data.dueThisWeek ?? []).length === 0;

  return (
    <Stack gap="md">
      <PageTitle mb={0}>{m.title}</PageTitle>
      {attention.isError ? (
        <Alert color="red" role="alert">
          {m.loadFailed}
        </Alert>
      ) : !data ? (
        <Text role="status">{m.loading}</Text>
      ) : nothing ? (
        <Stack gap="sm">
          <Text>{m.allCaughtUp}</Text>
          <Title order={3} size="h5">
            {m.yourModules}
          </Title>
          <List spacing={4} aria-label={m.yourModules}>
            {session.modules.map((module) => (
              <List.Item key={module.path}>
                <Anchor component={Link} to={module.path}>
                  {module.name}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          {data.approvals && (
            <Card
              title={m.approvalsWaiting}
              count={data.approvals.count}
              link={{ to: APPROVALS_PATH, text: m.openQueue }}
            >
              {list(
                [...data.approvals.advances, ...data.approvals.payables].slice(0, 5),
                (r) => ('advanceId' in r ? advanceItem(r) : payableItem(r)),
                m.noneApprovals,
              )}
              {data.approvals.count > Math.min(waiting, 5) && (
                <Text size="xs" c="gray.7" mt={4}>
                  {m.more(data.approvals.count - Math.min(waiting, 5))}
                </Text>
              )}
            </Card>
          )}
          {data.myRequests && (
            <Card
              title={m.myRequests}
              count={data.myRequests.length}
              link={{ to: ADVANCES_PATH, text: m.openAll }}
            >
              {list(data.myRequests, advanceItem, m.noneRequests)}
            </Card>
          )}
          {data.dueThisWeek && (
            <Card
              title={m.dueThisWeek}
              count={data.dueThisWeek.length}
              link={{ to: PAYABLES_PATH, text: m.openAll }}
            >
              {list(data.dueThisWeek, (r) => payableItem(r, 'outstanding'), m.noneDue)}
            </Card>
          )}
        </SimpleGrid>
      )}
    </Stack>
  );
}
