import {
  Alert,
  Anchor,
  Badge,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  homeMessages as m,
  type OverdueTotals,
  type SetupItem,
  type SetupStep,
  type WaitingAdvance,
  type WaitingPayable,
} from '@sitebook/contract';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { RecordLink } from '../../components/record-link';
import { todayIso, useFormat } from '../../lib/format';
import { RECORD_PATHS } from '../../lib/record-paths';
import { useSession } from '../../lib/session/use-session';
import { useAttention } from './api/attention';

const ADVANCES_PATH = '/home/advance/myadvancerequest';
/** "My open advance requests" opens the list with the caller's open ones only. */
const myOpenAdvancesPath = (userName: string) =>
  `${ADVANCES_PATH}?${new URLSearchParams({ requestedBy: userName, status: 'Pending,Approved' })}`;
const PAYABLES_PATH = '/home/vendor/payables';
const APPROVALS_PATH = '/home/approvals';
/** The payables list filtered as the Overdue card counts (its `overdue=true` filter). */
export const OVERDUE_PAYABLES_PATH = `${PAYABLES_PATH}?overdue=true`;
/**
 * "Payables due this week" opens the list of what it counts: due from today to six days on, still
 * owing something (a payable paid in full, closed or cancelled owes nothing).
 */
export const dueThisWeekPath = (today: string) => {
  const end = new Date(`${today}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 6);
  const query = new URLSearchParams({
    dueFrom: today,
    dueTo: end.toISOString().slice(0, 10),
    outstandingMin: '0.01',
  });
  return `${PAYABLES_PATH}?${query}`;
};

/** Where each setup step is done. */
const SETUP_PATHS: Record<SetupItem, string> = {
  sites: '/home/site',
  lists: '/home/admin?tab=lists',
  users: '/home/admin?tab=users',
  vendor: '/home/vendor/myvendor/addvendor',
};

function Card({
  title,
  count,
  link,
  children,
}: {
  title: string;
  count?: number;
  link?: { to: string; text: string };
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
      {link && (
        <Anchor component={Link} to={link.to} size="sm" mt="sm" display="inline-block">
          {link.text}
        </Anchor>
      )}
    </Paper>
  );
}

/** The Overdue card: what the overdue payables still owe and how many, linking to that list. */
function OverdueCard({ overdue }: { overdue: OverdueTotals }) {
  const format = useFormat();
  return (
    <Card
      title={m.overdue}
      link={overdue.count > 0 ? { to: OVERDUE_PAYABLES_PATH, text: m.openOverdue } : undefined}
    >
      {overdue.count === 0 ? (
        <Text size="sm" c="gray.7">
          {m.noneOverdue}
        </Text>
      ) : (
        <Stack gap={2}>
          <Text fz={{ base: 'xl', sm: 26 }} fw={700} c="red.9" data-testid="overdue-amount">
            {format.amount(overdue.outstanding)}
          </Text>
          <Text size="sm" data-testid="overdue-count">
            {m.overdueCount(format.number(overdue.count), overdue.count === 1)}
          </Text>
        </Stack>
      )}
    </Card>
  );
}

/** A new company's setup checklist (its administrator's): each step done or not, with where to do it. */
function SetupChecklist({ steps }: { steps: readonly SetupStep[] }) {
  const id = useId();
  const done = steps.filter((s) => s.done).length;
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" mb={4} wrap="wrap" gap="xs">
        <Title order={3} size="h5" id={id} c="orange.9">
          {m.setupTitle}
        </Title>
        <Text size="sm" c="gray.8">
          {m.setupProgress(done, steps.length)}
        </Text>
      </Group>
      <Text size="sm" mb="sm">
        {m.setupIntro}
      </Text>
      <List spacing="xs" aria-labelledby={id} listStyleType="none" ml={0} pl={0}>
        {steps.map((step) => (
          <List.Item
            key={step.item}
            icon={
              <ThemeIcon color={step.done ? 'green.8' : 'gray.6'} variant="transparent" size={22} aria-hidden>
                {step.done ? <IconCircleCheck size={20} /> : <IconCircleDashed size={20} />}
              </ThemeIcon>
            }
          >
            <Group gap="xs" wrap="wrap">
              <Anchor
                component={Link}
                to={SETUP_PATHS[step.item]}
                size="sm"
                td={step.done ? 'line-through' : undefined}
              >
                {m.setupItems[step.item]}
              </Anchor>
              <Badge size="sm" variant={step.done ? 'filled' : 'outline'} color="gray.8">
                {step.done ? m.setupDone : m.setupNotDone}
              </Badge>
            </Group>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}

/**
 * The home page (/home): what needs the user's attention — a new company's setup checklist (its
 * administrator), the overdue payables' total, the payables due this week, approvals waiting for
 * them (administrators) and their open advance requests — from one call; each card only where the
 * user's modules reach it (the server answers null otherwise), every record code a link to it. With
 * nothing to do, a friendly line and their modules.
 */
export default function HomePage() {
  const attention = useAttention();
  const session = useSession();
  const format = useFormat();
  const data = attention.data;

  const advanceItem = (r: WaitingAdvance, withStatus = false) => (
    <List.Item key={r.advanceRequestId}>
      <RecordLink to={RECORD_PATHS.editAdvance(r.advanceId)}>{r.advanceId}</RecordLink>{' '}
      <Text size="sm" span>
        {r.siteCode} · {format.amount(r.requestedAmount)} · {withStatus ? r.status : r.requestedBy}
      </Text>
    </List.Item>
  );
  /** A payable: its bill amount when it waits for approval, what it still owes when it falls due. */
  const payableItem = (r: WaitingPayable, figure: 'amount' | 'outstanding' = 'amount') => (
    <List.Item key={r.vendorPayableId}>
      <RecordLink to={RECORD_PATHS.viewPayable(r.vendorPayableCode)}>{r.vendorPayableCode}</RecordLink>{' '}
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
    (data.dueThisWeek ?? []).length === 0 &&
    (data.overdue?.count ?? 0) === 0 &&
    !data.setup;

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
        <>
          {data.setup && <SetupChecklist steps={data.setup} />}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {data.overdue && <OverdueCard overdue={data.overdue} />}
            {data.dueThisWeek && (
              <Card
                title={m.dueThisWeek}
                count={data.dueThisWeek.length}
                link={{ to: dueThisWeekPath(todayIso()), text: m.openAll }}
              >
                {list(data.dueThisWeek, (r) => payableItem(r, 'outstanding'), m.noneDue)}
              </Card>
            )}
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
                link={{ to: myOpenAdvancesPath(session.userName ?? ''), text: m.openAll }}
              >
                {list(data.myRequests, (r) => advanceItem(r, true), m.noneRequests)}
              </Card>
            )}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
