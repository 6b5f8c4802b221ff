const DEVICE_KEY = 'reeltime.admin.scannerDevice';

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * This browser's scanner id: random, made once and kept in localStorage. The API gives each staff account a
 * scan budget per device, so someone else signed in to a shared door account cannot use up this door's.
 */
export function scannerDeviceId(): string {
  try {
    const known = localStorage.getItem(DEVICE_KEY);
    if (known && /^[A-Za-z0-9_-]{16,64}$/.test(known)) return known;
    const made = randomId();
    localStorage.setItem(DEVICE_KEY, made);
    return made;
  } catch {
    // Storage refused (private mode): a fresh id per page load is still one device's.
    return randomId();
  }
}
