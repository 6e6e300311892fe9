// Screens DocSearch 5 has no prop for, rendered by SearchDialog into the modal between the
// results and the footer. "没有最近搜索": DocSearch shows nothing under the box when there is
// no recent search (CSS hides the note whenever its dropdown is there). The error screen:
// DocSearch's own never stays up (autocomplete resets the status to idle after a failed
// request), so failures are tracked by SearchDialog and shown here, in DocSearch's markup.
import { t } from '../../lib/i18n';

export function ExtraScreens({ failed }: { failed: boolean }) {
  if (!failed) {
    return (
      <div className="dz-search-norecent">
        <p className="DocSearch-Help">{t('SearchModal.startScreen.noRecentSearchesText')}</p>
      </div>
    );
  }
  return (
    <div className="dz-search-error DocSearch-ErrorScreen">
      <div className="DocSearch-Screen-Icon">
        <svg
          width="40"
          height="40"
          viewBox="0 0 20 20"
          fill="none"
          fillRule="evenodd"
          stroke="currentColor"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0" />
        </svg>
      </div>
      <p className="DocSearch-Title">{t('SearchModal.errorScreen.titleText')}</p>
      <p className="DocSearch-Help">{t('SearchModal.errorScreen.helpText')}</p>
    </div>
  );
}
