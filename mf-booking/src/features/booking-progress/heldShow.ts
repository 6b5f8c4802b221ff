/** This tab's live seat hold: the show it is on, from the moment the hold is taken until it is paid or released. */
export const HELD_SHOW_STORAGE_KEY = 'reeltime.heldShow';

export const heldShow = {
  read(): number | null {
    const slotId = Number(window.sessionStorage.getItem(HELD_SHOW_STORAGE_KEY));
    return Number.isInteger(slotId) && slotId > 0 ? slotId : null;
  },
  remember(slotId: number): void {
    window.sessionStorage.setItem(HELD_SHOW_STORAGE_KEY, String(slotId));
  },
  forget(): void {
    window.sessionStorage.removeItem(HELD_SHOW_STORAGE_KEY);
  },
};
