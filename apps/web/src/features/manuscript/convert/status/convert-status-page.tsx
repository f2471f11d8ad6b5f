import { Navigate } from 'react-router';
import { useLocalePath } from '../../../../app/locale/use-locale-path.ts';
import { conversionPath } from '../../shared/conversion-paths.ts';
import { ConversionGate } from '../conversion-gate.tsx';
import { StatusView } from './status-view.tsx';

/** …/conversionBoard/:id/convertStatus (spec §2 Convert status); a conversion not yet uploaded goes to its board. */
export function ConvertStatusPage() {
  const lp = useLocalePath();
  return (
    <ConversionGate>
      {(conversion, conversionId) =>
        conversion.status === 'initial' || conversion.status === 'uploading' ? (
          <Navigate to={lp(conversionPath(conversionId))} replace />
        ) : (
          <StatusView conversion={conversion} />
        )
      }
    </ConversionGate>
  );
}
