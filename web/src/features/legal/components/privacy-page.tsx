import { LegalDocument } from './legal-document';

export function PrivacyPage() {
  return <LegalDocument name="privacy" lastUpdated="2025-10-24" />;
}
