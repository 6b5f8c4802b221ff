import { useCallback, useState } from 'react';

const DOOR_KEY = 'reeltime.admin.door';

/** What the staff member chose at this door: a cinema (all-cinema staff) and a show. */
export interface DoorChoice {
  theaterId?: number;
  showId?: number;
}

function read(): DoorChoice {
  try {
    const stored = JSON.parse(sessionStorage.getItem(DOOR_KEY) ?? '{}') as DoorChoice;
    return {
      theaterId: Number.isInteger(stored.theaterId) ? stored.theaterId : undefined,
      showId: Number.isInteger(stored.showId) ? stored.showId : undefined,
    };
  } catch {
    return {};
  }
}

/** The door's choice, kept for this browser tab's session (sessionStorage) so a reload keeps admitting for it. */
export function useDoorChoice(): [DoorChoice, (choice: DoorChoice) => void] {
  const [choice, setChoice] = useState<DoorChoice>(read);
  const choose = useCallback((next: DoorChoice) => {
    setChoice(next);
    try {
      sessionStorage.setItem(DOOR_KEY, JSON.stringify(next));
    } catch {
      // Storage refused: the choice lasts as long as the page.
    }
  }, []);
  return [choice, choose];
}
