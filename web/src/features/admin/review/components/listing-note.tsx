import { useTranslation } from 'react-i18next';
import { isOneOf } from '../../../../lib/is-one-of';
import { adminNamespace } from '../../i18n';
import { type DraftListing, listingReasons } from '../api/draft';
import { LinkedText } from './linked-text';

/**
 * Said before anything else on a draft that is an existing listing: publishing changes that listing (its organizer sent
 * the event again, maybe with new dates, or another source lists the same event) instead of listing it a second time.
 * The listing's name is the link's own text, never parsed as markup (it may come from any source).
 */
export function ListingNote({ listing }: { listing: DraftListing }) {
  const { t } = useTranslation(adminNamespace);
  const why = isOneOf(listingReasons, listing.why) ? listing.why : 'other';
  const to = `/events/${encodeURIComponent(listing.eventId)}`;
  return (
    <div className="draft__listing" role="note" aria-label={t('review.drafts.listing.label')}>
      <p>
        {listing.name ? (
          <LinkedText text={t(`review.drafts.listing.named.${why}`)} to={to}>
            {listing.name}
          </LinkedText>
        ) : (
          <LinkedText text={t(`review.drafts.listing.unnamed.${why}`)} to={to} />
        )}
      </p>
      <p className="draft__listing-hint">{t('review.drafts.listing.hint')}</p>
    </div>
  );
}
