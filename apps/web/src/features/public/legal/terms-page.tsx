import { LegalPage } from './legal-page.tsx';

export function TermsPage() {
  return <LegalPage kind="terms" />;
}
