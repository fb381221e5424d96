import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import {
  vendorRatingMessages as m,
  RATING_COMMENT_MAX,
  RATING_CRITERIA,
  RATING_MAX,
  RATING_MIN,
  type RatingCriterion,
  vendorRatingEditSchema,
} from '@sitebook/contract';
import { useEffect, useState } from 'react';

export interface RatingMarks {
  quality: number;
  timeliness: number;
  price: number;
  comment: string;
}

const MARKS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => String(RATING_MIN + i));

interface RatingDialogProps {
  opened: boolean;
  /** What is rated: "Sharma Builders (VEN0001), bill VPB00012". */
  subject: string;
  initial?: RatingMarks | undefined;
  onClose: () => void;
  /** Sends the marks; resolves an error text to show, or undefined when saved. */
  onSave: (marks: RatingMarks) => Promise<string | undefined>;
  /** The save is on its way. */
  saving: boolean;
}

/** Rate a bill's vendor: quality, timeliness and price (1–5 each) and a comment, checked with the contract's schema. */
export function RatingDialog({ opened, subject, initial, onClose, onSave, saving }: RatingDialogProps) {
  const [marks, setMarks] = useState<Partial<Record<RatingCriterion, string>>>({});
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (!opened) return;
    setMarks(
      initial
        ? {
            quality: String(initial.quality),
            timeliness: String(initial.timeliness),
            price: String(initial.price),
          }
        : {},
    );
    setComment(initial?.comment ?? '');
    setError(undefined);
  }, [opened, initial]);

  const save = async () => {
    const parsed = vendorRatingEditSchema.safeParse({ ...marks, comment });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? m.markInvalid);
      return;
    }
    const failed = await onSave(parsed.data);
    if (failed) setError(failed);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={initial ? m.editRating : m.rate}
      closeButtonProps={{ 'aria-label': m.cancel }}
    >
      <Stack gap="md">
        <Text size="sm">{subject}</Text>
        {RATING_CRITERIA.map((criterion) => (
          <Radio.Group
            key={criterion}
            label={m.criteria[criterion]}
            value={marks[criterion] ?? null}
            onChange={(value) => setMarks((current) => ({ ...current, [criterion]: value }))}
            withAsterisk
          >
            <Group gap="md" mt={4}>
              {MARKS.map((value) => (
                <Radio key={value} value={value} label={value} />
              ))}
            </Group>
          </Radio.Group>
        ))}
        <Textarea
          label={m.comment}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          maxLength={RATING_COMMENT_MAX}
          autosize
          minRows={2}
        />
        {error && (
          <Text role="alert" c="red.8" size="sm">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {m.cancel}
          </Button>
          <Button onClick={() => void save()} loading={saving}>
            {m.save}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
