import { Anchor, Group } from '@mantine/core';
import { payableLabels } from '@sitebook/contract';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PAYABLES_PATH } from '../payable-form';

/** 'Back' to the payables list. */
export function BackLink() {
  return (
    <Anchor component={Link} to={PAYABLES_PATH} fw={600} c="orange.9" display="inline-block" mb="xs">
      <Group gap={4} wrap="nowrap" component="span">
        <IconArrowLeft size={18} aria-hidden />
        {payableLabels.back}
      </Group>
    </Anchor>
  );
}
