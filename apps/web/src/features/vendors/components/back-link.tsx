import { Anchor, Group } from '@mantine/core';
import { vendorLabels } from '@sitebook/contract';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { VENDOR_LIST_PATH } from './missing-vendor';

/**
 * The 'Back' link: one step back in the history. Opened directly (no history
 * within the app) it goes to the vendor list, where its href points.
 */
export function BackLink() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Anchor
      component={Link}
      to={VENDOR_LIST_PATH}
      onClick={(event) => {
        if (location.key === 'default') return;
        event.preventDefault();
        navigate(-1);
      }}
      fw={600}
      c="orange.9"
      display="inline-block"
      mb="xs"
    >
      <Group gap={4} wrap="nowrap" component="span">
        <IconArrowLeft size={18} aria-hidden />
        {vendorLabels.back}
      </Group>
    </Anchor>
  );
}
