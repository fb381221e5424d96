import { Box, Button, Group, Menu } from '@mantine/core';
import { PAYABLES_MENU_LABEL, PAYABLES_SUBMENU, VENDOR_MENU } from '@sitebook/contract';
import { IconChevronDown } from '@tabler/icons-react';
import { Link, Outlet, useLocation } from 'react-router';

const BASE = '/home/vendor';

/** The vendor section: its top menu (My Vendors, Vendor Performance, Vendor Rating, Payables ▾) and the screen. */
export default function VendorSection() {
  const { pathname } = useLocation();
  const isActive = (path: string) =>
    pathname === `${BASE}/${path}` || pathname.startsWith(`${BASE}/${path}/`);
  const payablesActive = isActive('payables');

  return (
    <>
      <Box
        component="nav"
        aria-label="Vendor menu"
        mb="md"
        pb="xs"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group gap={6} wrap="wrap">
          {VENDOR_MENU.map((item) => (
            <Button
              key={item.path}
              component={Link}
              to={`${BASE}/${item.path}`}
              variant={isActive(item.path) ? 'filled' : 'subtle'}
              size="compact-md"
              aria-current={isActive(item.path) ? 'page' : undefined}
            >
              {item.label}
            </Button>
          ))}
          <Menu position="bottom-start" shadow="md" withinPortal>
            <Menu.Target>
              <Button
                variant={payablesActive ? 'filled' : 'subtle'}
                size="compact-md"
                rightSection={<IconChevronDown size={16} aria-hidden />}
              >
                {PAYABLES_MENU_LABEL}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {PAYABLES_SUBMENU.map((item) => (
                <Menu.Item
                  key={item.path}
                  component={Link}
                  to={`${BASE}/${item.path}`}
                  aria-current={pathname === `${BASE}/${item.path}` ? 'page' : undefined}
                >
                  {item.label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Box>
      <Outlet />
    </>
  );
}
