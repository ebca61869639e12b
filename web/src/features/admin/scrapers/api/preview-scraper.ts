import { apiRequest } from '../../../../lib/api';
import type { PreviewRequest, PreviewResult } from './scraper';

/** Reads the site as a run would and answers what it found; nothing is recorded. Takes up to a minute and a half. */
export async function previewScraper(request: PreviewRequest): Promise<PreviewResult> {
  const response = await apiRequest('POST', '/api/admin/scrapers/preview', request);
  return (await response.json()) as PreviewResult;
}
