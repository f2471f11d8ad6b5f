import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconDownload, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { downloadInvoice } from './download-invoice.ts';

/** Back, Download PDF and Print; none of them is printed (`data-print-hidden`). */
export function InvoiceActions({ transactionId }: { transactionId: string }) {
  const { t } = useTranslation('invoices');
  const lp = useLocalePath();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadInvoice(transactionId);
    } catch {
      notifications.show({ color: 'red', message: t('invoice.downloadUnavailable') });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Group justify="space-between" gap="sm" data-print-hidden>
      <Button
        component={Link}
        to={lp('/users/profile?tab=payments')}
        variant="subtle"
        leftSection={<IconArrowLeft size={16} />}
      >
        {t('invoice.backToHistory')}
      </Button>
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconPrinter size={16} />}
          onClick={() => window.print()}
          data-testid="invoice-print"
        >
          {t('invoice.print')}
        </Button>
        <Button
          leftSection={<IconDownload size={16} />}
          loading={downloading}
          onClick={download}
          data-testid="invoice-download"
        >
          {t('invoice.downloadPdf')}
        </Button>
      </Group>
    </Group>
  );
}
