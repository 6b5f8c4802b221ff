import { useState, type ComponentProps } from 'react';
import { Icon } from '@reeltime/shared-lib';
import { AUTH_ICON_PATHS } from './authIcons';
import { AuthField } from './AuthField';

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<ComponentProps<typeof AuthField>, 'type' | 'end'>) {
  const [visible, setVisible] = useState(false);
  return (
    <AuthField
      {...props}
      type={visible ? 'text' : 'password'}
      end={
        <button
          type="button"
          className="rt-icon-btn rt-icon-btn--sm rt-auth-field__toggle"
          aria-label={visible ? 'Hide password' : 'Show password'}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? (
            <Icon name="VisibilityOff" d={AUTH_ICON_PATHS.VisibilityOff} />
          ) : (
            <Icon name="Visibility" d={AUTH_ICON_PATHS.Visibility} />
          )}
        </button>
      }
    />
  );
}
