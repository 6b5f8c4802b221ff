import { useId, useState, type FocusEvent, type FormEvent } from 'react';
import { useApiMutation, useTouchedValidation, validatePersonName } from '@reeltime/shared-lib';
import { validateEmail, validatePassword, validatePhone, validateRequired } from '../utils/fieldRules';
import { register, type Gender } from '../api/register';
import { AuthField } from './AuthField';
import { PasswordField } from './PasswordField';
import { SubmitButton } from './SubmitButton';

const GENDERS: { value: Gender; label: string }[] = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
];

const RULES = {
  username: (value: string) => validateRequired(value, '*Name required') ?? validatePersonName(value),
  email: (value: string) => validateRequired(value, '*Email required') ?? validateEmail(value),
  phone: (value: string) => validateRequired(value, '*Mobile number required') ?? validatePhone(value),
  password: (value: string) => validateRequired(value, '*Password required') ?? validatePassword(value),
  gender: (value: string) => validateRequired(value, '*Gender required'),
};

const EMPTY = { username: '', email: '', phone: '', password: '', gender: '' };

export function SignupForm({ onSignedUp, onLogin }: { onSignedUp: () => void; onLogin: () => void }) {
  const [values, setValues] = useState(EMPTY);
  const { bind, shown, touch, touchAll } = useTouchedValidation(values, RULES);
  const genderHelperId = useId();
  const { run, busy } = useApiMutation(register, {
    onSuccess: () => onSignedUp(),
    success: 'SignedUp Successfully!',
    error: 'Signup failed. Please try again.',
  });
  const set = (key: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!touchAll()) return;
    await run({
      username: values.username.trim(),
      email: values.email.trim(),
      password: values.password,
      phone: values.phone,
      gender: values.gender as Gender,
    });
  };

  const genderError = shown('gender');
  // Gender counts as touched once focus leaves the group, not when it moves between its options.
  const leaveGender = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) touch('gender');
  };
  return (
    <form className="rt-auth__form" noValidate onSubmit={submit} aria-label="Sign up">
      <AuthField
        label="Full Name"
        autoComplete="name"
        autoFocus
        value={values.username}
        onChange={set('username')}
        {...bind('username')}
      />
      <AuthField
        label="Email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        {...bind('email')}
      />
      <AuthField
        label="Mobile Number"
        type="tel"
        autoComplete="tel-national"
        inputMode="numeric"
        maxLength={10}
        value={values.phone}
        onChange={(text) => set('phone')(text.replace(/\D/g, '').slice(0, 10))}
        {...bind('phone')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        {...bind('password')}
      />
      <fieldset
        className="rt-auth__choice"
        data-error={genderError !== null}
        aria-describedby={genderHelperId}
        onBlur={leaveGender}
      >
        <legend className="rt-auth__choice-label">Gender</legend>
        <div className="rt-auth__choice-options">
          {GENDERS.map((gender) => (
            <label key={gender.value} className="rt-auth__option">
              <input
                type="radio"
                name="gender"
                value={gender.value}
                checked={values.gender === gender.value}
                onChange={() => set('gender')(gender.value)}
              />
              {gender.label}
            </label>
          ))}
        </div>
        <p id={genderHelperId} className="rt-auth-field__helper">
          {genderError ?? ' '}
        </p>
      </fieldset>
      <SubmitButton busy={busy} label="Sign Up" busyLabel="Signing up..." />
      <p className="rt-auth__aside">
        Already have an account?{' '}
        <button type="button" className="rt-auth__link" onClick={onLogin}>
          Login
        </button>
      </p>
    </form>
  );
}
