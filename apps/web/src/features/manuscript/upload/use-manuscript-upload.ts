import type { ManuscriptUploadErrorCode } from '@galley/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { conversionKeys } from '../shared/conversion-query-key.ts';
import { uploadManuscript } from '../shared/upload-manuscript.ts';
import { checkManuscriptFiles } from './file-check.ts';
import { uploadProblemMessage } from './upload-problem.ts';

/**
 * The upload board's sending: files checked here first (count, kind, 10 MB), then sent with progress; the
 * server's refusal (file_size_limit, token_limit, 401 corrupted, …) is kept as the sentence to show.
 */
export function useManuscriptUpload(conversionId: string) {
  const { t } = useTranslation('manuscript');
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = useMutation({
    mutationFn: (file: File) => uploadManuscript(conversionId, file, { onUploadProgress: setProgress }),
    onMutate: () => {
      setProgress(0);
      setProblem(null);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversionKeys.one(conversionId) }),
    onError: (error) => setProblem(uploadProblemMessage(error, t)),
  });

  const send = (files: readonly File[]) => {
    const refused: ManuscriptUploadErrorCode | null = checkManuscriptFiles(files);
    if (refused) return setProblem(t(`errors.codes.${refused}`));
    upload.mutate(files[0] as File);
  };

  return {
    send,
    progress,
    problem,
    sending: upload.isPending,
    file: upload.variables ?? null,
    /** Sent bytes are all there; the server is checking (tokens, safety) before it answers. */
    checking: upload.isPending && progress >= 1,
  };
}
