import { Box, Group, Loader, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import {
  billFieldMessages as B,
  vendorLabels as L,
  recordLinkMessages,
  screenTitles,
  type Vendor,
} from '@sitebook/contract';
import { type ReactNode, useDeferredValue, useId } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { useFormat } from '../../lib/format';
import { useVendor, useVendorByCode } from '../../lib/vendor-search';
import { BackLink } from './components/back-link';
import { MissingVendor } from './components/missing-vendor';
import { VendorHistory } from './components/vendor-history';
import { vendorFromState } from './vendor-from-state';

const F = L.fields;
type Item = [label: string, value: string | number | null | undefined];

function Section({ title, items }: { title: string; items: Item[] }) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Title order={3} size="h5" id={id} mb="sm" c="orange.9">
        {title}
      </Title>
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
    </Paper>
  );
}

function VendorDetails({ vendor }: { vendor: Vendor }) {
  const hasWork = !!vendor.typeOfWork?.trim();
  const format = useFormat();
  return (
    <Box style={{ display: 'grid', gap: 'var(--mantine-spacing-md)' }}>
      <Section
        title={L.sections.vendorInfo}
        items={[
          [F.vendorCode, vendor.vendorCode],
          [F.vendorName, vendor.vendorName],
          [F.vendorDescription, vendor.vendorDescription],
          [F.vendorCategory, vendor.vendorCategory],
          hasWork ? [F.typeOfWorkView, vendor.typeOfWork] : [F.typeOfGoods, vendor.typeOfGoods],
          [F.status, vendor.status],
        ]}
      />
      <Section
        title={L.sections.contactInfo}
        items={[
          [F.contactPerson, vendor.contactPerson],
          [F.phoneNumber, vendor.phoneNumber],
          [F.emailId, vendor.emailId],
          [F.addressLine1, vendor.addressLine1],
          [F.addressLine2, vendor.addressLine2],
          [F.city, vendor.city],
          [F.state, vendor.state],
          [F.country, vendor.country],
        ]}
      />
      <Section
        title={L.sections.openingBalance}
        items={[
          [F.openingBalance, format.amount(vendor.openingBalance)],
          [F.openingBalanceDate, format.date(vendor.openingBalanceDate ?? vendor.openingDate)],
          [F.typeOfTransactionForOb, vendor.typeOfTransactionForOb],
        ]}
      />
      <Section
        title={L.sections.currentBalance}
        items={[
          [F.currentBalance, format.amount(vendor.currentBalance)],
          [F.currentBalanceDate, format.date(vendor.currentBalanceDate ?? vendor.currentDate)],
          [F.typeOfTransactionForCb, vendor.typeOfTransactionForCb],
        ]}
      />
      <Section
        title={B.taxAndBankSection}
        items={[
          [B.gstinLabel, vendor.gstin],
          [B.panLabel, vendor.pan],
          [B.bankAccountNameLabel, vendor.bankAccountName],
          [B.bankAccountNumberLabel, vendor.bankAccountNumber],
          [B.bankIfscLabel, vendor.bankIfsc],
        ]}
      />
      <Section
        title={L.sections.performanceGrade}
        items={[
          [F.performanceGrade, vendor.performanceGrade],
          [F.performanceScore, format.number(vendor.performanceScore)],
          [F.maxScore, format.number(vendor.maxScore)],
        ]}
      />
    </Box>
  );
}

/** The vendor named by `?vendorId=` (a link from a summary); null when none. */
function vendorIdParam(params: URLSearchParams): number | null {
  const id = Number(params.get('vendorId'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Which vendor View Vendor shows: the one its URL names by code (`viewvendor/VEN00013`,
 * read afresh on each visit, the list's vendor shown meanwhile), else the one `?vendorId=` names,
 * else the navigation state (the spec's id-less route).
 */
function useShownVendor() {
  const { vendorCode } = useParams();
  const fromState = vendorFromState(useLocation().state);
  const [params] = useSearchParams();
  const askedId = vendorCode ? null : vendorIdParam(params);
  const byCode = useVendorByCode(vendorCode, fromState);
  // Read again on each visit: the Current Balance moves with every bill and payment (the statement below is read afresh too).
  const byId = useVendor(askedId, { fresh: true });
  if (vendorCode) {
    return {
      vendor: byCode.data ?? null,
      busy: byCode.busy,
      loading: byCode.data === undefined && byCode.error === null,
      missing: byCode.error
        ? recordLinkMessages.loadFailed(vendorCode)
        : recordLinkMessages.vendorNotFound(vendorCode),
    };
  }
  const vendor = fromState ?? byId.data ?? null;
  return {
    vendor,
    busy: byId.isFetching,
    loading: byId.isLoading,
    missing: askedId === null ? L.noVendorState : L.vendorNotFound,
  };
}

/**
 * View Vendor: a read-only labelled display of the vendor its URL names, or of the one
 * passed as navigation state or named by `?vendorId=`. `after` adds sections another feature owns
 * below the vendor's own (app/ composes the ledger there), `actions` buttons under the title.
 */
export default function ViewVendorPage({
  after,
  actions,
}: {
  after?: (vendor: Vendor) => ReactNode;
  /** Buttons under the title that act on the vendor (app/ adds New payable and Record payment). */
  actions?: (vendor: Vendor) => ReactNode;
}) {
  const { vendor, busy, loading, missing } = useShownVendor();
  // The vendor's own sections show first; the history and what `after` adds (each a call and a table
  // of its own) render just after, so they never hold back the record on screen.
  const deferred = useDeferredValue(vendor);
  const later = deferred && vendor && deferred.vendorId === vendor.vendorId ? deferred : null;
  return (
    <Box maw={960} aria-busy={busy || undefined}>
      <BackLink />
      <PageTitle>{screenTitles.viewVendor}</PageTitle>
      {vendor && actions ? (
        <Group gap="sm" mb="md" wrap="wrap">
          {actions(vendor)}
        </Group>
      ) : null}
      {vendor ? (
        <Box style={{ display: 'grid', gap: 'var(--mantine-spacing-md)' }}>
          <VendorDetails vendor={vendor} />
          {later ? <VendorHistory vendorId={later.vendorId} /> : null}
        </Box>
      ) : loading ? (
        <Loader size="sm" aria-label={L.loadingVendor} />
      ) : (
        <MissingVendor message={missing} />
      )}
      {later && after ? <Box mt="md">{after(later)}</Box> : null}
    </Box>
  );
}
