import { Box, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  billFieldMessages as B,
  type Payable,
  payableLabels,
  screenTitles,
  siteLabel,
} from '@sitebook/contract';
import { PageTitle } from '../../components/page-title';
import { Section } from '../../components/section';
import { vendorLabel } from '../../components/vendor-picker';
import { sumAmounts, useFormat } from '../../lib/format';
import { useAllSites } from '../../lib/session/use-all-sites';
import { useVendor } from '../../lib/vendor-search';
import { BackLink } from './components/back-link';
import { DocumentList } from './components/document-list';
import { LoadingPayable, MissingPayable } from './components/missing-payable';
import { useShownPayable } from './payable-from-state';

const V = payableLabels.view;
const S = payableLabels.viewSections;
type Item = [label: string, value: string | number | null | undefined];

function Items({ items }: { items: Item[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="xs" m={0}>
      {items.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="sm" c="gray.7" fw={500}>
            {label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value === null || value === undefined || value === '' ? '—' : value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

function PayableDetails({ payable }: { payable: Payable }) {
  // Every site, deactivated ones too: a record keeps naming its site.
  const sites = useAllSites();
  const format = useFormat();
  const vendor = useVendor(payable.erfVendorId).data;
  const site = sites.find((s) => s.siteId === payable.erfSiteId);
  const work = payable.typeOfWork.trim() !== '';
  return (
    <Stack gap="md">
      <Items
        items={[
          [V.payableCode, payable.vendorPayableCode],
          [V.site, site ? siteLabel(site) : payable.erfSiteId],
          [V.vendor, vendor ? vendorLabel(vendor) : payable.erfVendorId],
        ]}
      />
      <Section title={S.info} grid={false}>
        <Items
          items={[
            [V.quantity, format.number(payable.quantity)],
            [V.unit, payable.units],
            [V.amount, format.amount(payable.amount)],
            [B.invoiceNumberLabel, payable.invoiceNumber],
            [B.taxAmountLabel, format.amount(payable.taxAmount ?? 0)],
            [B.totalLabel, format.amount(sumAmounts([payable.amount, payable.taxAmount ?? 0]))],
            [B.paidLabel, payable.paid === undefined ? null : format.amount(payable.paid)],
            [
              B.outstandingLabel,
              payable.outstanding === undefined ? null : format.amount(payable.outstanding),
            ],
            [V.modeOfPayment, payable.paymentMode],
            work ? [V.typeOfWork, payable.typeOfWork] : [V.typeOfMaterials, payable.typeOfMaterials],
          ]}
        />
      </Section>
      <Section title={S.dates} grid={false}>
        <Items
          items={[
            [V.billDate, format.date(payable.billDate)],
            [V.dueDate, format.date(payable.paymentDueDate)],
          ]}
        />
      </Section>
      <Section title={S.updates} grid={false}>
        <Items
          items={[
            [V.status, payable.status],
            [V.remarks, payable.remarks],
          ]}
        />
      </Section>
      <Section title={S.documents} grid={false}>
        <DocumentList payableId={payable.vendorPayableId} />
      </Section>
    </Stack>
  );
}

/**
 * View Vendor Payable: a read-only display of the payable its URL names, or of the one
 * passed as navigation state.
 */
export default function ViewPayablePage() {
  const { payable, busy, loading, missing, code } = useShownPayable();
  return (
    <Box maw={960} aria-busy={busy || undefined}>
      <BackLink />
      <PageTitle>{screenTitles.viewPayable}</PageTitle>
      {payable ? (
        <PayableDetails payable={payable} />
      ) : loading ? (
        <LoadingPayable code={code} />
      ) : (
        <MissingPayable message={missing} />
      )}
    </Box>
  );
}
