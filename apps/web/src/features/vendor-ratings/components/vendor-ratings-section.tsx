import { Button, Group, List, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import {
  ADMIN_ROLE_TYPE,
  commonMessages,
  vendorRatingMessages as m,
  RATING_CRITERIA,
  type Vendor,
  type VendorRating,
  type VendorRatingHistoryRow,
  vendorRatingHideSchema,
} from '@sitebook/contract';
import { useId, useState } from 'react';
import { RatingBadge } from '../../../components/rating-badge';
import { firstIssue, ReasonDialog } from '../../../components/reason-dialog';
import { useFormat } from '../../../lib/format';
import { useReadySession } from '../../../lib/session/use-session';
import { failureText, useAction } from '../../../lib/use-action';
import { useHideComment, useRatingHistory, useVendorRatings } from '../api/ratings';

const valueText = (v: VendorRatingHistoryRow['toValue']) =>
  Object.entries(v)
    .map(([k, x]) => `${k}: ${String(x)}`)
    .join(', ');

function RatingHistory({ rating, onClose }: { rating: VendorRating | null; onClose: () => void }) {
  const history = useRatingHistory(rating?.ratingId ?? 0, rating !== null);
  const format = useFormat();
  return (
    <Modal
      opened={rating !== null}
      onClose={onClose}
      title={m.history}
      closeButtonProps={{ 'aria-label': m.cancel }}
    >
      <List spacing="xs" size="sm">
        {(history.data ?? []).map((h) => (
          <List.Item key={h.id}>
            {m.historyActions[h.action]} — {h.changedBy}, {format.dateTime(h.changedAt)}
            {Object.keys(h.fromValue).length > 0 && ` · ${valueText(h.fromValue)} →`} {valueText(h.toValue)}
            {h.reason && ` · ${h.reason}`}
          </List.Item>
        ))}
      </List>
    </Modal>
  );
}

/**
 * View Vendor's ratings: the averages (overall and per criterion, with the count) and
 * each rating with its comment; an ADMIN hides a comment with a reason; each rating's history.
 */
export function VendorRatingsSection({ vendor }: { vendor: Pick<Vendor, 'vendorId' | 'vendorName'> }) {
  const id = useId();
  const ratings = useVendorRatings(vendor.vendorId);
  const hide = useAction(useHideComment());
  const format = useFormat();
  const isAdmin = useReadySession().role.roleType === ADMIN_ROLE_TYPE;
  const [hiding, setHiding] = useState<VendorRating | null>(null);
  const [showing, setShowing] = useState<VendorRating | null>(null);
  const summary = ratings.data?.summary;
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={id} c="orange.9">
          {m.ratingsOf(vendor.vendorName)}
        </Title>
        {summary && (
          <Group gap="lg" wrap="wrap">
            <Text size="sm">
              {m.overall}: <RatingBadge rating={summary} />
            </Text>
            {summary.count > 0 &&
              RATING_CRITERIA.map((c) => (
                <Text key={c} size="sm">
                  {m.criteria[c]}: {summary[c]?.toFixed(1)}
                </Text>
              ))}
          </Group>
        )}
        {ratings.data && ratings.data.ratings.length === 0 && <Text size="sm">{m.noRatings}</Text>}
        {ratings.data?.ratings.map((r) => (
          <Paper key={r.ratingId} withBorder p="xs" radius="sm">
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {r.ratedBy} · {r.vendorPayableCode} · {format.date(r.ratedAt)} ·{' '}
                {RATING_CRITERIA.map((c) => `${m.criteria[c]} ${r[c]}`).join(' · ')}
              </Text>
              {r.commentHidden ? (
                <Text size="sm" c="dimmed" fs="italic">
                  {m.hidden(r.hiddenReason)}
                </Text>
              ) : (
                r.comment && <Text size="sm">{r.comment}</Text>
              )}
              <Group gap="xs">
                <Button size="compact-xs" variant="subtle" onClick={() => setShowing(r)}>
                  {m.history}
                </Button>
                {isAdmin && !r.commentHidden && r.comment && (
                  <Button size="compact-xs" variant="default" onClick={() => setHiding(r)}>
                    {m.hide}
                  </Button>
                )}
              </Group>
            </Stack>
          </Paper>
        ))}
      </Stack>
      <ReasonDialog
        opened={hiding !== null}
        title={m.hide}
        label={m.hideReason}
        required
        maxLength={300}
        validate={(reason) => firstIssue(vendorRatingHideSchema.safeParse({ reason }))}
        cancelLabel={m.cancel}
        confirmLabel={m.hide}
        confirmColor="red.8"
        closeLabel={m.cancel}
        onClose={() => setHiding(null)}
        onConfirm={async (reason) => {
          if (!hiding) return true;
          const outcome = await hide.run({ ratingId: hiding.ratingId, reason });
          if (outcome.ok) {
            setHiding(null);
            return true;
          }
          window.alert(
            outcome.kind === 'refused'
              ? (outcome.message ?? outcome.error.message)
              : failureText(outcome, { unreachable: commonMessages.unreachable }),
          );
          return false;
        }}
      />
      <RatingHistory rating={showing} onClose={() => setShowing(null)} />
    </Paper>
  );
}
