import { LegalDocument } from './legal-document';

export function TermsPage() {
  return <LegalDocument name="terms" lastUpdated="2025-10-24" />;
}
