import { apiRequest } from '../../../../lib/api';
import type { PreviewRequest, PreviewResult } from './scraper';

/**
 * Reads the site as a run would and answers what it found; nothing is recorded. Takes up to a minute and a half;
 * aborting `signal` (the form closed) stops the preview on the server too, so the next one is not refused as busy.
 */
export async function previewScraper(request: PreviewRequest, signal?: AbortSignal): Promise<PreviewResult> {
  const response = await apiRequest('POST', '/api/admin/scrapers/preview', request, { signal });
  return (await response.json()) as PreviewResult;
}
