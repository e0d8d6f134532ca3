import { useCallback, useMemo } from 'react';
import { selectPublicData } from '@/lib/core/core-slice';
import { detectAppType, nativeBridge } from '@/platform/bridge';
import { useAppSelector } from '@/app/hooks';
import { readPickedContact, type PickedContact } from './picked-contact';

/** The browser's Contact Picker API (Chrome on Android); absent elsewhere. */
type ContactsManager = {
  select: (
    properties: ('name' | 'tel')[],
    options: { multiple: boolean },
  ) => Promise<{ name?: string[]; tel?: string[] }[]>;
};

const contactsManager = (): ContactsManager | null => {
  const manager = (navigator as Navigator & { contacts?: Partial<ContactsManager> }).contacts;
  return manager && typeof manager.select === 'function' ? (manager as ContactsManager) : null;
};

/** Where one contact can be picked from: the shell's picker, the browser's, or nowhere. */
export type PickerKind = 'shell' | 'browser' | null;

/**
 * Picks ONE contact, never the address book (docs/profile.md#emergency-contacts): the native picker
 * through the bridge's `linkList` inside the shell, the Contact Picker API where the browser has
 * it. Either way only the chosen person reaches this page. Resolves null when nothing was picked,
 * the picker failed, or there is none (the borrower types the contact instead).
 */
export function useContactPicker(firstDigits: readonly string[]) {
  const { app_type: storedAppType } = useAppSelector(selectPublicData);
  const appType = storedAppType ?? detectAppType();
  const kind: PickerKind = useMemo(
    () => (appType ? 'shell' : contactsManager() ? 'browser' : null),
    [appType],
  );

  const pick = useCallback(async (): Promise<PickedContact | null> => {
    try {
      if (appType) {
        const reply = await nativeBridge.linkList(appType, { purpose: 'emergencyContact' });
        return readPickedContact(reply, firstDigits);
      }
      const manager = contactsManager();
      if (!manager) return null;
      // Must run inside the tap that asked for it (the API needs a user gesture).
      const [chosen] = await manager.select(['name', 'tel'], { multiple: false });
      return readPickedContact(chosen ?? null, firstDigits);
    } catch {
      // Refused permission, a picker already open, a broken shell: type it instead.
      return null;
    }
  }, [appType, firstDigits]);

  return { kind, pick };
}
