import { Container, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLocale } from '../../../app/locale/use-locale.ts';
import { InvoiceActions } from './invoice-actions.tsx';
import { invoiceFacts } from './invoice-facts.ts';
import { InvoiceLines } from './invoice-lines.tsx';
import classes from './invoice-print.module.css';
import { InvoiceProblem } from './invoice-problem.tsx';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';
import { useInvoice } from './use-invoice.ts';

/** `invoices/{transactionId}` (spec §2): one of the user's invoices, to read, download or print. */
export function InvoicePage() {
  const { t } = useTranslation('invoices');
  const locale = useLocale();
  const transactionId = useParams().transactionId ?? '';
  const invoice = useInvoice(transactionId);
  useDocumentTitle(t('common:documentTitle', { page: t('invoice.documentTitle') }));

  if (invoice.isError) return <InvoiceProblem error={invoice.error} onRetry={() => invoice.refetch()} />;
  const data = invoice.data;
  return (
    <Container size="md" py={{ base: 24, sm: 48 }} data-testid="invoice-page">
      <Stack gap="lg">
        <InvoiceActions transactionId={transactionId} />
        {!data ? (
          <Skeleton h={420} radius="lg" />
        ) : (
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} className={classes.invoice}>
            <Stack gap="lg">
              <Group justify="space-between" align="flex-start">
                <div>
                  <Title order={1} fz={{ base: 24, sm: 28 }}>
                    {t('invoice.title')}
                  </Title>
                  <Text c="dimmed" fz="sm" data-testid="invoice-transaction">
                    {data.transaction_id}
                  </Text>
                </div>
                <InvoiceStatusBadge status={data.status} />
              </Group>
              <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" component="dl" m={0}>
                {invoiceFacts(data, t, locale).map((fact) => (
                  <div key={fact.key} data-testid={`invoice-${fact.key}`}>
                    <Text component="dt" fz="xs" c="dimmed" tt="uppercase" fw={600}>
                      {fact.label}
                    </Text>
                    <Text component="dd" m={0}>
                      {fact.value}
                    </Text>
                  </div>
                ))}
              </SimpleGrid>
              <InvoiceLines invoice={data} />
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
