// DocSearch's modal texts, from the site's UI strings (src/lib/i18n).
import { t } from '../../lib/i18n';

export const translations = {
  searchBox: {
    placeholderText: t('SearchModal.placeholder'),
    searchInputLabel: t('SearchBar.label'),
    clearButtonTitle: t('SearchModal.searchBox.resetButtonTitle'),
    clearButtonAriaLabel: t('SearchModal.searchBox.resetButtonTitle'),
    closeButtonText: t('SearchModal.searchBox.cancelButtonText'),
    closeButtonAriaLabel: t('SearchModal.searchBox.cancelButtonText'),
  },
  startScreen: {
    recentSearchesTitle: t('SearchModal.startScreen.recentSearchesTitle'),
    noRecentSearchesText: t('SearchModal.startScreen.noRecentSearchesText'),
    saveRecentSearchButtonTitle: t('SearchModal.startScreen.saveRecentSearchButtonTitle'),
    removeRecentSearchButtonTitle: t('SearchModal.startScreen.removeRecentSearchButtonTitle'),
    favoriteSearchesTitle: t('SearchModal.startScreen.favoriteSearchesTitle'),
    removeFavoriteSearchButtonTitle: t('SearchModal.startScreen.removeFavoriteSearchButtonTitle'),
  },
  errorScreen: {
    titleText: t('SearchModal.errorScreen.titleText'),
    helpText: t('SearchModal.errorScreen.helpText'),
  },
  footer: {
    selectText: t('SearchModal.footer.selectText'),
    selectKeyAriaLabel: t('SearchModal.footer.selectKeyAriaLabel'),
    navigateText: t('SearchModal.footer.navigateText'),
    navigateUpKeyAriaLabel: t('SearchModal.footer.navigateUpKeyAriaLabel'),
    navigateDownKeyAriaLabel: t('SearchModal.footer.navigateDownKeyAriaLabel'),
    closeText: t('SearchModal.footer.closeText'),
    closeKeyAriaLabel: t('SearchModal.footer.closeKeyAriaLabel'),
    poweredByText: t('SearchModal.footer.searchByText'),
  },
  noResultsScreen: {
    noResultsText: t('SearchModal.noResultsScreen.noResultsText'),
    suggestedQueryText: t('SearchModal.noResultsScreen.suggestedQueryText'),
    reportMissingResultsText: t('SearchModal.noResultsScreen.reportMissingResultsText'),
    reportMissingResultsLinkText: t('SearchModal.noResultsScreen.reportMissingResultsLinkText'),
  },
};
