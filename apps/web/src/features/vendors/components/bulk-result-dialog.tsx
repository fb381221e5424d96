import { Box, Button, Group, Modal, SimpleGrid, Table, Text } from '@mantine/core';
import { type BulkUploadResult, commonMessages, vendorLabels as L, vendorMessages } from '@sitebook/contract';
import { useFormat } from '../../../lib/format';

function Count({ label, value, color }: { label: string; value: number; color?: string }) {
  const format = useFormat();
  return (
    <div>
      <Text component="dt" size="sm" c="gray.7">
        {label}
      </Text>
      <Text component="dd" m={0} fw={700} fz="xl" c={color}>
        {format.number(value)}
      </Text>
    </div>
  );
}

/** 'Success/Failed vendor record': the counts and per-row errors of a bulk upload, closed with Cancel. */
export function BulkResultDialog({
  result,
  onClose,
}: {
  result: BulkUploadResult | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={result !== null}
      onClose={onClose}
      title={vendorMessages.bulkDialogTitle}
      centered
      size="lg"
      withCloseButton={false}
    >
      {result && (
        <>
          <SimpleGrid component="dl" cols={3} spacing="sm" m={0} mb="md">
            <Count label={L.bulkProcessed} value={result.noOfRecordsProcessed} />
            <Count label={L.bulkSuccess} value={result.successRecords} color="green.9" />
            <Count label={L.bulkFailure} value={result.failureRecords} color="red.9" />
          </SimpleGrid>
          {result.erroVOs.length === 0 ? (
            <Text size="sm">{L.bulkNoErrors}</Text>
          ) : (
            <Box
              role="region"
              aria-label={L.bulkFailure}
              tabIndex={0}
              className="sb-scroll-region"
              style={{ maxHeight: '50vh', overflow: 'auto' }}
            >
              <Table striped withTableBorder verticalSpacing={6}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col" style={{ whiteSpace: 'nowrap' }}>
                      {L.bulkErrorRow}
                    </Table.Th>
                    <Table.Th scope="col">{L.bulkErrorMessage}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result.erroVOs.map((e) => (
                    <Table.Tr key={`${e.errorRow}:${e.errorMessage}`}>
                      <Table.Td>{e.errorRow}</Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{e.errorMessage}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Box>
          )}
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={onClose} data-autofocus>
              {commonMessages.cancel}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
