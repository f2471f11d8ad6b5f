import { ComplianceReport } from '@galley/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../../lib/api/api-error.ts';
import { api } from '../../../../lib/api/client.ts';

/** A journal's compliance report: download-converted-file (kind report) gives its address, the JSON is read there. */
export function useComplianceReport(conversionId: string, journalId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['conversions', 'report', conversionId, journalId],
    queryFn: async ({ signal }) => {
      const { url } = await api.call(
        'conversionDownloadConvertedFile',
        { conversion_id: conversionId, target_journal_id: journalId, kind: 'report' },
        { signal },
      );
      const response = await fetch(url, { credentials: 'include', signal });
      if (!response.ok)
        throw new ApiError({ status: response.status, code: 'not_found', detail: response.statusText });
      return { url, report: ComplianceReport.parse(await response.json()) };
    },
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
