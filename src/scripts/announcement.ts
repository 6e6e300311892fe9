// Dismissing the announcement bar: remembered per announcement id, hidden at once
// through <html data-announcement-dismissed> (the pre-paint script sets it on later pages).
import { createStorageSlot, pageStorageNamespace, STORAGE_KEYS } from '../lib/storage';

export function dismissAnnouncement(id: string): void {
  const namespace = pageStorageNamespace();
  createStorageSlot(STORAGE_KEYS.announcementId, { namespace }).set(id);
  createStorageSlot(STORAGE_KEYS.announcementDismiss, { namespace }).set('true');
  document.documentElement.setAttribute('data-announcement-dismissed', 'true');
}
