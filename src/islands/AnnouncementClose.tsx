// Close button of the announcement bar: remembers the dismissal for this announcement id.
import { dismissAnnouncement } from '../scripts/announcement';
import { t } from '../lib/i18n';
import { withBoundary } from './withBoundary';

function AnnouncementClose({ id }: { id: string }) {
  return (
    <button
      type="button"
      className="dz-announcement__close"
      aria-label={t('AnnouncementBar.closeButtonAriaLabel')}
      title={t('AnnouncementBar.closeButtonAriaLabel')}
      onClick={() => dismissAnnouncement(id)}
    >
      <svg viewBox="0 0 15 15" width="14" height="14" aria-hidden="true">
        <path
          fill="currentColor"
          d="M8.95 7.5l5.8-5.8a1 1 0 0 0-1.45-1.45L7.5 6.05 1.7.25A1 1 0 0 0 .25 1.7l5.8 5.8-5.8 5.8a1 1 0 1 0 1.45 1.45l5.8-5.8 5.8 5.8a1 1 0 0 0 1.45-1.45z"
        />
      </svg>
    </button>
  );
}

export default withBoundary(AnnouncementClose);
