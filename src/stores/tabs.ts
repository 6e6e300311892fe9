// Chosen tab per groupId, shared by every Tabs island on the page and persisted.
import { map } from 'nanostores';
import { createStorageSlot, pageStorageNamespace } from '../lib/storage';
import { tabStorageKey } from '../lib/tabs';

export const $tabChoices = map<Record<string, string>>({});

export function chooseTab(groupId: string, value: string): void {
  createStorageSlot(tabStorageKey(groupId), { namespace: pageStorageNamespace() }).set(value);
  $tabChoices.setKey(groupId, value);
}
