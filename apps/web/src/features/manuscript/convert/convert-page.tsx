import { Navigate } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { conversionPath } from '../shared/conversion-paths.ts';
import { ConversionGate } from './conversion-gate.tsx';
import { ConvertStep } from './convert-step.tsx';

/**
 * …/conversionBoard/:id/convert (spec §2 Convert step). Only a draft chooses journals: a conversion that is
 * converting, complete or expired shows only its status and downloads (spec §4); one not yet uploaded goes to
 * its board, which sends the author where they left off.
 */
export function ConvertPage() {
  const lp = useLocalePath();
  return (
    <ConversionGate>
      {(conversion, conversionId) => {
        if (conversion.status === 'draft') return <ConvertStep conversion={conversion} />;
        const page =
          conversion.status === 'initial' || conversion.status === 'uploading' ? '' : 'convertStatus';
        return <Navigate to={lp(conversionPath(conversionId, page))} replace />;
      }}
    </ConversionGate>
  );
}
