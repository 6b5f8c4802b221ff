import { Icon } from '@reeltime/shared-lib';
import { ACCOUNT_ICONS } from './accountIcons';

/** One of the account pages' own icons (decorative, in the text colour), e.g. `<AccountIcon name="Edit" />`. */
export function AccountIcon({ name, size }: { name: keyof typeof ACCOUNT_ICONS; size?: number }) {
  return <Icon name={name} d={ACCOUNT_ICONS[name]} size={size} />;
}
