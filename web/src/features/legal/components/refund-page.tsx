import { LegalDocument } from './legal-document';

export function RefundPage() {
  return <LegalDocument name="refund" lastUpdated="2025-10-29" />;
}
