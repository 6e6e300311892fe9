// Chosen tab per groupId, shared by every Tabs island on the page and persisted.
import { map } from 'nanostores';
import { createStorageSlot } from '../lib/storage';
import { tabStorageKey } from '../lib/tabs';
import { namespace } from './colorMode';

export const $tabChoices = map<Record<string, string>>({});

const slot = (groupId: string) => createStorageSlot(tabStorageKey(groupId), { namespace: namespace() });

export function storedTab(groupId: string): string | null {
  return $tabChoices.get()[groupId] ?? slot(groupId).get();
}

export function chooseTab(groupId: string, value: string): void {
  slot(groupId).set(value);
  $tabChoices.setKey(groupId, value);
}
