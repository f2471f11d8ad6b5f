import { useParams } from 'react-router';
import { z } from 'zod';

const ConversionId = z.uuid();

/** The board route's `:id` when it is a conversion id, else null (the page then says it is not found). */
export function useConversionId(): string | null {
  const { id } = useParams();
  const parsed = ConversionId.safeParse(id);
  return parsed.success ? parsed.data : null;
}
