// Chosen tab per groupId, shared by every Tabs island on the page and persisted.
import { map } from 'nanostores';
import { tabChoiceSlot } from '../lib/tabs';

export const $tabChoices = map<Record<string, string>>({});

export function chooseTab(groupId: string, value: string): void {
  tabChoiceSlot(groupId).set(value);
  $tabChoices.setKey(groupId, value);
}
